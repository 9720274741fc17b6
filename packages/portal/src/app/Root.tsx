import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
// Only the root exports it; the build keeps just this provider, which links share anyway.
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { isAuthPath } from '../features/auth/paths.ts';
import { Overlays } from './Overlays.tsx';

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

/**
 * The root route: React Aria links navigate through the router, except to the /auth pages, which are
 * a page of their own (auth.tsx); toasts and consent on every page.
 */
export function Root() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider
      navigate={(to, options) => {
        if (isAuthPath(to)) window.location.assign(to);
        else void navigate(to, options);
      }}
      useHref={useRouterHref}
    >
      <Outlet />
      <Overlays />
    </AriaRouterProvider>
  );
}
