import { Component, type ReactNode } from 'react';
import { ClientErrorScreen } from './ClientErrorScreen.tsx';

/**
 * The client-error screen in place of a page that threw while rendering, where no router does it
 * (the /auth pages). React reports the error itself (boot.tsx).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ClientErrorScreen /> : this.props.children;
  }
}
