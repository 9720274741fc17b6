import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../app/pageHandle.ts';

export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: {
      area: 'dashboard',
      modules: ['src/features/dashboard/DashboardPage.tsx', 'src/features/dashboard/MoreCards.tsx'],
      serverData: async (store, site) => (await import('./serverData.ts')).fetchDashboard(store, site),
    } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./DashboardPage.tsx')).DashboardPage }),
  },
];
