import { useCallback, type ComponentType } from 'react';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
// Only the root exports it; the build keeps just this provider, which links share anyway.
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { HydrationBoundary } from './hydrationBoundary.tsx';
import { PrefetchProvider } from './prefetch.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** A scheme (`https:`, `tel:`, `mailto:`) or `//` means another site: not a route to resolve. */
const otherSite = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** The router's href for our own paths only; it would turn `tel:…` into `/current/path/tel:…`. */
function useRouterHref(href: string) {
  const resolved = useHref(href);
  return otherSite.test(href) ? href : resolved;
}

export interface RootProps {
  /** Whether an address is the other document's (the frame's `isOtherDocument`): the browser loads it. */
  isOtherDocument: (to: string) => boolean;
  /** The toasts and the cookie question, on every page. */
  Overlays: ComponentType;
  /** Fetches the code of the page at a path, for links that come near the screen. */
  prefetch: (path: string) => void;
}

/**
 * The root route: React Aria links navigate through the router, except to the other document's
 * pages, which the browser loads; links fetch their page's code as they near the screen.
 */
export function Root({ isOtherDocument, Overlays, prefetch }: RootProps) {
  const navigate = useNavigate();
  // Another site's or document's address has no route here to fetch.
  const prefetchRoute = useCallback(
    (to: string) => {
      if (!otherSite.test(to) && !isOtherDocument(to)) prefetch(to);
    },
    [isOtherDocument, prefetch],
  );
  return (
    <AriaRouterProvider
      navigate={(to, options) => {
        if (isOtherDocument(to)) window.location.assign(to);
        else void navigate(to, options);
      }}
      useHref={useRouterHref}
    >
      <PrefetchProvider value={prefetchRoute}>
        <Outlet />
        <HydrationBoundary>
          <Overlays />
        </HydrationBoundary>
      </PrefetchProvider>
    </AriaRouterProvider>
  );
}
