import type { ReactElement } from 'react';
import { AppProviders } from '../../app/AppProviders.tsx';
import type { PageStart } from '../../app/boot.tsx';
import { Overlays } from '../shell/index.ts';
import type { MessageStore } from '../../i18n/messageStore.ts';
import { ErrorBoundary } from '../errors/index.ts';

export interface AuthDocumentProps {
  start: PageStart;
  page: ReactElement;
  texts?: MessageStore;
}

/** An /auth page with all around it: the one tree the server draws and the browser hydrates. */
export function AuthDocument({ start, page, texts }: AuthDocumentProps) {
  return (
    <AppProviders start={start} texts={texts}>
      <ErrorBoundary>{page}</ErrorBoundary>
      <Overlays />
    </AppProviders>
  );
}
