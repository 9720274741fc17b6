import { RouterProvider } from 'react-router/dom';
import { firstPageOpened } from './app/afterPaint.ts';
import { App } from './app/App.tsx';
import { hydrate, loadTexts, mount, startPage } from './app/boot.tsx';
import { nextTask } from './app/idle.ts';
import { loadMatchedRoutes, preloadRoutes } from './app/preload.ts';
import { createRouter, createRoutes } from './app/router.tsx';
import { readServedPage, type PortalPageData } from './app/servedPage.ts';
import { detectStandalone } from './app/standalone.ts';
import { servedAnswers } from './app/store/api.ts';
import { connectNavigation } from './app/store/navigation.ts';
import { createStore } from './app/store/store.ts';
import { features } from './features/index.ts';

/**
 * The signed-in portal (every page but /auth/*, which auth.tsx serves): site config → theme → locale
 * → messages → store → router. A page the server drew (portal.server.tsx) is hydrated with the
 * answers and router state it was drawn with; any other is drawn here (main.tsx starts this: once
 * a drawn page has loaded, at once otherwise).
 */
export async function boot() {
  // The installed app's first launch: the server drew the page without knowing its layout.
  const drawn = detectStandalone() ? undefined : readServedPage<PortalPageData>();
  // The code's evaluation was a task of its own; so is each step after it.
  await nextTask();
  const start = await startPage(drawn?.served);
  await nextTask();
  const store = createStore();
  if (drawn) store.dispatch(servedAnswers(drawn.data.answers));
  await Promise.all(features.flatMap((feature) => feature.beforeRoutes?.(store) ?? []));
  await nextTask();
  const routes = createRoutes(store);
  // The page's code loads while the messages do; the router starts (and calls the API) once the
  // texts are there, so an error toast can be translated.
  preloadRoutes(routes, window.location.pathname);
  await loadTexts(start);
  // A hydration draws what the server drew, so the page's code must be there before it.
  if (drawn) await loadMatchedRoutes(routes, window.location.pathname);

  const router = createRouter(routes, drawn?.data.router);
  firstPageOpened();
  connectNavigation(
    (to, options) => void router.navigate(to, options),
    () => {
      const { pathname, search, hash } = router.state.navigation.location ?? router.state.location;
      return `${pathname}${search}${hash}`;
    },
  );
  const app = (
    <App start={start} store={store}>
      <RouterProvider router={router} />
    </App>
  );
  if (drawn) await hydrate(app);
  else mount(app);
}
