import { createContext, startTransition, use, useEffect, useState } from 'react';
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
