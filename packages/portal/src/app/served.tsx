import { createContext, startTransition, use, useEffect, useState, useSyncExternalStore } from 'react';
import type { Served } from '../server/contract.ts';

export type { Served };

export const ServedContext = createContext<Served | null>(null);

export const useServed = () => use(ServedContext);

/**
 * False on the server and in the first render, true from then on: for what only the browser draws.
 * It turns true in a transition, so what it adds renders in slices rather than one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setHydrated(true);
    });
  }, []);
  return hydrated;
}

const unchanging = () => () => undefined;

/**
 * What only the browser knows (the tab's storage, a navigation's state), read as the page renders: a
 * drawn page's hydration draws `drawn`, as the server did, and what `read` answers right after; a
 * page the browser draws itself has it at once. `read` answers the same value until that changes.
 */
export function useBrowserValue<T>(read: () => T, drawn: T): T {
  return useSyncExternalStore(unchanging, read, () => drawn);
}
