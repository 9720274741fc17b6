import { createBrowserRouter, redirect, type HydrationState, type RouteObject } from 'react-router';
import { accessibilityRoutes } from '../features/accessibility/routes.tsx';
import { requireSession } from '../features/auth/requireSession.ts';
import { chartsRoutes } from '../features/charts/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { ClientErrorScreen } from '../features/errors/ClientErrorScreen.tsx';
import type { MessageStore } from '../i18n/messageStore.ts';
import { texts as pageTexts } from '../i18n/texts.ts';
import { withTexts, type PageHandle } from './pageHandle.ts';
import { withLocations, withProfile } from './preload.ts';
import { Root } from './Root.tsx';
import type { AppStore } from './store/store.ts';

/** The frame of the portal's pages, in its own chunk, fetched along with the page's (preloadRoutes). */
const layout = async () => ({ Component: (await import('../features/shell/Layout.tsx')).Layout });

const nothingToFetch = () => Promise.resolve();
const layoutHandle: PageHandle = {
  modules: ['src/features/shell/Layout.tsx'],
  serverData: async (store) => (await import('../features/shell/serverData.ts')).fetchFrame(store),
};

/** The portal's routes; a page's texts come from `texts` (the server gives each render its own). */
export function createRoutes(store: AppStore, texts: MessageStore = pageTexts): RouteObject[] {
  return withTexts(routes(store), texts);
}

function routes(store: AppStore): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <ClientErrorScreen />,
      children: [
        {
          lazy: layout,
          handle: layoutHandle,
          loader: requireSession(store),
          // The header and menu keep working when one page fails.
          children: [
            // On the server too (nothing to fetch): `/`, where the installed app starts, answers
            // with a redirect rather than a page that then moves on.
            { index: true, loader: () => redirect('/dashboard'), handle: { serverData: nothingToFetch } },
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
          handle: layoutHandle,
          children: accessibilityRoutes,
        },
      ],
    },
  ];
}

export const createRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
