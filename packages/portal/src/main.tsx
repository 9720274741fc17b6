import { App } from './app/App.tsx';
import { loadTexts, mount, startPage } from './app/boot.tsx';
import { preloadRoutes } from './app/preload.ts';
import { createRouter, createRoutes } from './app/router.tsx';
import { connectNavigation } from './app/store/navigation.ts';
import { createStore } from './app/store/store.ts';
import '@vool/ui/styles.css';
import './app/global.css.ts';

/** The signed-in portal (every page but /auth/*, which auth.tsx serves). */
async function boot() {
  const start = await startPage();
  const store = createStore();
  const routes = createRoutes(store);
  // The page's code loads while the messages do; the router starts (and calls the API) once the
  // texts are there, so an error toast can be translated.
  preloadRoutes(routes, window.location.pathname);
  await loadTexts(start);

  const router = createRouter(routes);
  connectNavigation((to, options) => void router.navigate(to, options));
  mount(<App start={start} store={store} router={router} />);
}

void boot();
