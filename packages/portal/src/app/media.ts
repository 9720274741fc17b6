import { useSyncExternalStore } from 'react';
import { belowMdQuery } from './breakpoints.ts';
import { useServed } from './served.tsx';

export { belowMdQuery };

/** Whether a media query matches; `served` is what the server drew with (see served.tsx). */
export function useMediaQuery(query: string, served = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => matchMedia(query).matches,
    () => served,
  );
}

export const useIsMobile = () => useMediaQuery(belowMdQuery, useServed()?.mobile);
