import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { accessibilityRoutes } from '../features/accessibility/routes.tsx';
import { requireSession } from '../features/auth/requireSession.ts';
import { chartsRoutes } from '../features/charts/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { ClientErrorScreen } from '../features/errors/ClientErrorScreen.tsx';
import { withLocations, withProfile } from './preload.ts';
import { Root } from './Root.tsx';
import type { AppStore } from './store/store.ts';

/** The frame of the portal's pages, in its own chunk, fetched along with the page's (preloadRoutes). */
const layout = async () => ({ Component: (await import('../features/shell/Layout.tsx')).Layout });

export function createRoutes(store: AppStore): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <ClientErrorScreen />,
      children: [
        {
          lazy: layout,
          loader: requireSession(store),
          // The header and menu keep working when one page fails.
          children: [
            { index: true, loader: () => redirect('/dashboard') },
            ...dashboardRoutes.map((route) =>
              route.path === 'dashboard' ? { ...route, loader: withProfile(store) } : route,
            ),
            ...chartsRoutes.map((route) => ({ ...route, loader: withLocations(store) })),
            {
              path: '*',
              lazy: async () => ({
                Component: (await import('../features/shell/NotFoundPage.tsx')).NotFoundPage,
              }),
            },
          ].map((route) => ({ ...route, errorElement: <ClientErrorScreen /> })),
        },
        {
          // Open to everyone: the sign-in page links here too.
          lazy: layout,
          children: accessibilityRoutes,
        },
      ],
    },
  ];
}

export const createRouter = (routes: RouteObject[]) => createBrowserRouter(routes);
