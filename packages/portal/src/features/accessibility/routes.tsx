import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../app/pageHandle.ts';

export const accessibilityRoutes: RouteObject[] = [
  {
    path: 'accessibility',
    handle: {
      modules: ['src/features/accessibility/AccessibilityStatementPage.tsx'],
      // Drawn on the server: a static page, in the frame of whoever reads it (see the layout's data).
      serverData: () => Promise.resolve(),
    } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./AccessibilityStatementPage.tsx')).AccessibilityStatementPage,
    }),
  },
];
