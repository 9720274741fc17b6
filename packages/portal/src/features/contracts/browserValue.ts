import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * What only the browser knows (the tab's storage, a navigation's state), read as the page renders: a
 * drawn page's hydration draws `drawn`, as the server did, and what `read` answers right after; a
 * page the browser draws itself has it at once. `read` answers the same value until that changes.
 */
export function useBrowserValue<T>(read: () => T, drawn: T): T {
  return useSyncExternalStore(unchanging, read, () => drawn);
}
