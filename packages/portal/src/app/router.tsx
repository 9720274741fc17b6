import { createBrowserRouter, redirect, type HydrationState, type RouteObject } from 'react-router';
import { features, frame } from '../features/index.ts';
import type { MessageStore } from '../i18n/messageStore.ts';
import { texts as pageTexts } from '../i18n/texts.ts';
import type { Feature } from './feature.ts';
import { withTexts, type PageHandle } from './pageHandle.ts';
import { prefetchRoutes } from './preload.ts';
import { Root } from './Root.tsx';
import type { AppStore } from './store/store.ts';

/** The portal's routes; a page's texts come from `texts` (the server gives each render its own). */
export function createRoutes(store: AppStore, texts: MessageStore = pageTexts): RouteObject[] {
  const all: RouteObject[] = withTexts(
    routes(store, (path) => {
      prefetchRoutes(all, path);
    }),
    texts,
  );
  return all;
}

/** A feature's routes, each with the feature's texts loaded along with its code. */
const pagesOf = (feature: Feature, list: RouteObject[] = []) =>
  list.map((route) =>
    feature.area ? { ...route, handle: { area: feature.area, ...(route.handle as PageHandle) } } : route,
  );

const nothingToFetch = () => Promise.resolve();

function routes(store: AppStore, prefetch: (path: string) => void): RouteObject[] {
  const { ErrorScreen } = frame;
  return [
    {
      element: <Root isOtherDocument={frame.isOtherDocument} Overlays={frame.Overlays} prefetch={prefetch} />,
      errorElement: <ErrorScreen />,
      children: [
        {
          ...frame.layout,
          loader: frame.requireSession(store),
          // The header and menu keep working when one page fails.
          children: [
            // On the server too (nothing to fetch): `/`, where the installed app starts, answers
            // with a redirect rather than a page that then moves on.
            { index: true, loader: () => redirect(frame.home), handle: { serverData: nothingToFetch } },
            ...features.flatMap((feature) => pagesOf(feature, feature.routes?.(store))),
            { path: '*', ...frame.notFound },
          ].map((route) => ({ ...route, errorElement: <ErrorScreen /> })),
        },
        {
          // Open to everyone: the sign-in page links to these.
          ...frame.layout,
          children: features.flatMap((feature) => pagesOf(feature, feature.openRoutes?.(store))),
        },
      ],
    },
  ];
}

export const createRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
