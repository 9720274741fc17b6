import { Suspense } from 'react';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
// Only the root exports it; the build keeps just this provider, which links share anyway.
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { messages } from '../features/shell/messages.ts';
import { deferred } from './deferred.ts';
import { useFeature } from './site.tsx';

// Neither is needed to show the page, so they load after it: the first toast comes from a failed call
// at the earliest, and the consent dialog waits for the page it is about.
const ToastRegion = deferred(async () => (await import('@vool/ui/Toast')).ToastRegion);
const ConsentManager = deferred(
  async () => (await import('../features/consent/ConsentManager.tsx')).ConsentManager,
);

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

/** The root route: React Aria links navigate through the router; toasts and consent on every page. */
export function Root() {
  const navigate = useNavigate();
  const intl = useIntl();
  const consent = useFeature('cookie-consent');
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useRouterHref}>
      <Outlet />
      <Suspense fallback={null}>
        <ToastRegion
          aria-label={intl.formatMessage(messages.notifications)}
          closeLabel={intl.formatMessage(messages.close)}
        />
      </Suspense>
      {consent && (
        <Suspense fallback={null}>
          <ConsentManager />
        </Suspense>
      )}
    </AriaRouterProvider>
  );
}
