import { useSyncExternalStore } from 'react';

/** Below the theme's md breakpoint: the mobile layout (the same query as @vool/ui's styles). */
export const belowMdQuery = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => matchMedia(query).matches,
  );
}

export const useIsMobile = () => useMediaQuery(belowMdQuery);
