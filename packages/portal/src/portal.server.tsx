import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { createCoreClient } from '@vool/api-client/browser';
import { App } from './app/App.tsx';
import { filesBeyond, pageModules, textModules, type BuildManifest } from './app/buildManifest.ts';
import { builtManifest } from './app/builtManifest.ts';
import { drawMarkup } from './app/drawMarkup.ts';
import { areasOf, handleOf } from './app/pageHandle.ts';
import { routeModule } from './app/routeCode.ts';
import { createRoutes } from './app/router.tsx';
import type { PortalPageData, ServedPage } from './app/servedPage.ts';
import { now } from './app/clock.ts';
import { api } from './app/store/api.ts';
import { createStore, type AppStore } from './app/store/store.ts';
import { createMessageStore, type MessageStore } from './i18n/messageStore.ts';
import { loadMessages } from './i18n/messages.ts';
import type { PortalPageAnswer as Answer, PortalPageRequest } from './server/contract.ts';

export type { PortalPageRequest };

/** The contract's answer, with the portal page's data: the store's answers and the router's state. */
export type PortalPageAnswer = Answer<ServedPage<PortalPageData>>;

/** The module that takes the page over (main.tsx loads it), as the build manifest names it. */
const portalStartModule = 'src/portalStart.tsx';

/**
 * The portal's pages drawn on the server, for those whose route says it can be (its handle's
 * `serverData`, the dashboard): the route loaders run here as in the browser, with the store's calls
 * answered by apps/api in-process, and the page is drawn complete with everything it shows. The
 * browser (portalStart.tsx) hydrates it with the same answers and router state. Any other page is
 * drawn in the browser; this then names its code, for the document to preload.
 */
export async function renderPortalPage(
  request: PortalPageRequest,
  manifest: BuildManifest = builtManifest(),
): Promise<PortalPageAnswer> {
  const url = new URL(request.url, 'http://portal.invalid');
  const { locale, mobile } = request.served;
  const client = createCoreClient({ fetch: request.fetch, getClientId: () => request.clientId });
  const store = createStore({ api: client }, { toasts: false });
  const texts = createMessageStore(loadMessages);
  const routes = createRoutes(store, texts);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const handles = matches.map(({ route }) => handleOf(route));
  const files = filesBeyond(
    manifest,
    [
      portalStartModule,
      ...pageModules(
        manifest,
        matches.flatMap(({ route }) => routeModule(route) ?? []),
      ),
      ...textModules(locale, mobile, ['core', ...handles.flatMap(areasOf)]),
    ],
    'index.html',
  );
  if (!handles.at(-1)?.serverData) return { preload: files.scripts };

  try {
    return await draw(request, { routes, store, texts }, files);
  } finally {
    // Ends the answers' expiry timers, so nothing of this request outlives it.
    store.dispatch(api.util.resetApiState());
  }
}

/** Runs the page's loaders and, unless they send the visitor elsewhere, draws it with its data. */
async function draw(
  request: PortalPageRequest,
  { routes, store, texts }: { routes: RouteObject[]; store: AppStore; texts: MessageStore },
  files: { scripts: string[]; stylesheets: string[] },
): Promise<PortalPageAnswer> {
  const { locale, mobile } = request.served;
  const handler = createStaticHandler(routes);
  const drawnUrl = new URL(request.url, 'http://portal.invalid');
  const [context] = await Promise.all([
    handler.query(new Request(drawnUrl)),
    texts.setMessageTarget(locale, mobile),
  ]);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { redirect: location } : { preload: files.scripts };
  }
  // A loader that failed: the browser shows it as it would any failure.
  if (context.errors) return { preload: files.scripts };
  // The time it is drawn at, which its hydration draws with too (useNow).
  const served = { ...request.served, now: request.now ?? now() };
  await Promise.all(
    context.matches.flatMap(({ route }) => {
      const { serverData } = handleOf(route);
      const page = { url: drawnUrl, locale, mobile, now: served.now };
      return serverData ? [serverData(store, request.site, page)] : [];
    }),
  );

  const start = { site: request.site, standalone: undefined, locale, mobile, served };
  const html = await drawMarkup(
    <App start={start} store={store} texts={texts}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </App>,
    request.nonce,
  );
  const page: ServedPage<PortalPageData> = {
    served,
    data: {
      answers: store.getState()[api.reducerPath],
      router: { loaderData: context.loaderData, errors: null },
    },
    code: files.scripts,
  };
  return { html, page, stylesheets: files.stylesheets };
}
