import type { RouteObject } from 'react-router';

export const accessibilityRoutes: RouteObject[] = [
  {
    path: 'accessibility',
    lazy: async () => ({
      Component: (await import('./AccessibilityStatementPage.tsx')).AccessibilityStatementPage,
    }),
  },
];
