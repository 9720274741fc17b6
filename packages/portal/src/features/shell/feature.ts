import type { Frame } from '../../app/feature.ts';
import { drawnByServer, type PageHandle } from '../../app/pageHandle.ts';
import { routeCode } from '../../app/routeCode.ts';
import { isAuthPath, requireSession, signInPath } from '../auth/index.ts';
import { ClientErrorScreen, notifyFailure } from '../errors/index.ts';
import { Overlays } from './Overlays.tsx';

/** The frame of every page: header, menu and footer, the not-found page, and what a failure shows. */
export const frame: Frame = {
  layout: {
    lazy: routeCode(
      () => import('./Layout.tsx'),
      (module) => module.Layout,
    ),
    handle: {
      // Only the server fetches it; the browser's build leaves the code out.
      serverData: import.meta.env.SSR
        ? async (store) => (await import('./serverData.ts')).fetchFrame(store)
        : drawnByServer,
    } satisfies PageHandle,
  },
  notFound: {
    lazy: routeCode(
      () => import('./NotFoundPage.tsx'),
      (module) => module.NotFoundPage,
    ),
  },
  ErrorScreen: ClientErrorScreen,
  Overlays,
  requireSession,
  home: '/dashboard',
  isOtherDocument: isAuthPath,
  failures: { signInPath, notify: notifyFailure },
};
