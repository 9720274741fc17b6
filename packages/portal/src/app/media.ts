import { useSyncExternalStore } from 'react';
import { useServed } from './served.tsx';

/** Below the theme's md breakpoint: the mobile layout (the same query as @vool/ui's styles). */
export const belowMdQuery = '(max-width: 767.98px)';

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
