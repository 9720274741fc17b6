import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../app/pageHandle.ts';

export const accessibilityRoutes: RouteObject[] = [
  {
    path: 'accessibility',
    handle: { modules: ['src/features/accessibility/AccessibilityStatementPage.tsx'] } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('./AccessibilityStatementPage.tsx')).AccessibilityStatementPage,
    }),
  },
];
