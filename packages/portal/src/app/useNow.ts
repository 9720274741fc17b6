import { useCallback, useSyncExternalStore } from 'react';
import { now } from './clock.ts';
import { useServed } from './served.tsx';

/** The time to a step of `everyMs`: the same for every read within one step. */
const stepOf = (time: number, everyMs: number) => Math.floor(time / everyMs) * everyMs;

/**
 * The time, kept current to a step of `everyMs`: for figures that depend on what "now" is. A page the
 * server drew is hydrated at the time it was drawn (`Served.now`), however long ago that was, and
 * moves on to the browser's time right after, so the hydration draws what the server drew.
 */
export function useNow(everyMs: number): number {
  const served = useServed();
  const subscribe = useCallback(
    (changed: () => void) => {
      const timer = setInterval(changed, everyMs);
      return () => {
        clearInterval(timer);
      };
    },
    [everyMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => stepOf(now(), everyMs),
    () => stepOf(served?.now ?? now(), everyMs),
  );
}
