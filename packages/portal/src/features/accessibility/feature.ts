import type { Feature } from '../../app/feature.ts';
import type { PageHandle } from '../../app/pageHandle.ts';
import { routeCode } from '../../app/routeCode.ts';

/** The accessibility statement: open to everyone, since the sign-in page links to it. */
export const accessibility: Feature = {
  name: 'accessibility',
  openRoutes: () => [
    {
      path: 'accessibility',
      // Drawn on the server: a static page, in the frame of whoever reads it (see the layout's data).
      handle: { serverData: () => Promise.resolve() } satisfies PageHandle,
      lazy: routeCode(
        () => import('./AccessibilityStatementPage.tsx'),
        (module) => module.AccessibilityStatementPage,
      ),
    },
  ],
};
