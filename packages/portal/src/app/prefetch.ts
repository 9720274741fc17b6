import { createContext, useCallback, useContext, type RefCallback } from 'react';

/** Spec §9: a page's code is fetched when a link to it comes this near the viewport, not before. */
export const prefetchMargin = '200px';

const PrefetchContext = createContext<((path: string) => void) | undefined>(undefined);

/** What fetches a page's code (its route's code and texts): the router's, given by the root route. */
export const PrefetchProvider = PrefetchContext.Provider;

/**
 * For an element holding a link to `href` (the link itself, or its list item): once it comes within
 * 200 px of the viewport, the page's code is fetched, so following the link does not wait for it.
 * Outside the router (the other document's pages) it does nothing.
 */
export function usePrefetch(href: string): RefCallback<Element> {
  const prefetch = useContext(PrefetchContext);
  return useCallback(
    (element: Element | null) => {
      if (!element || !prefetch || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          prefetch(href);
        },
        { rootMargin: prefetchMargin },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
      };
    },
    [href, prefetch],
  );
}
