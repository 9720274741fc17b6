import type { RouteObject } from 'react-router';
import { requireArea } from '../../i18n/texts.ts';

export const chartsRoutes: RouteObject[] = [
  {
    path: 'charts',
    lazy: async () => {
      const [{ ChartsPage }] = await Promise.all([import('./ChartsPage.tsx'), requireArea('charts')]);
      return { Component: ChartsPage };
    },
  },
];
