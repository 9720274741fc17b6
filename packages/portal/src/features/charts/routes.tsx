import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../app/pageHandle.ts';

export const chartsRoutes: RouteObject[] = [
  {
    path: 'charts',
    handle: { area: 'charts', modules: ['src/features/charts/ChartsPage.tsx'] } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./ChartsPage.tsx')).ChartsPage }),
  },
];
