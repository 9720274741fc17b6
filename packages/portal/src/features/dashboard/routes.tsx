import type { RouteObject } from 'react-router';
import { requireArea } from '../../i18n/texts.ts';

export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => {
      const [{ DashboardPage }] = await Promise.all([
        import('./DashboardPage.tsx'),
        requireArea('dashboard'),
      ]);
      return { Component: DashboardPage };
    },
  },
];
