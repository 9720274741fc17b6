import type { RouteObject } from 'react-router';

export const chartsRoutes: RouteObject[] = [
  {
    path: 'charts',
    lazy: async () => ({ Component: (await import('./ChartsPage.tsx')).ChartsPage }),
  },
];
