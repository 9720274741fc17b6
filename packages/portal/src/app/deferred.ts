import { lazy, type ComponentType } from 'react';

const nothing = () => null;

/**
 * A component in its own chunk, fetched when it first renders, for what a page does not need to show
 * itself (toasts, dialogs). A chunk that fails to load renders nothing rather than failing the page.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch {
      return { default: nothing };
    }
  });
}
