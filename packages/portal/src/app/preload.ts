import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { authApi } from '../features/auth/api.ts';
import { clientsApi } from '../features/clients/api.ts';
import type { AppStore } from './store/store.ts';

/**
 * Starts fetching the code of the routes an address matches, before the router exists: the chunks
 * load while the messages do. The router's own `lazy` calls then find the modules loaded.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

/**
 * Loads the code of the routes an address matches into the routes themselves, as the router would:
 * a router hydrating a drawn page must have it before its first render.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}

/**
 * A page's first data, fetched with the page's code once there is a session (without one the layout
 * sends the user to sign in): the page renders complete, not as a skeleton.
 */
export function whenSignedIn(store: AppStore, load: (store: AppStore) => Promise<unknown>): LoaderFunction {
  return async () => {
    const { data: session } = await store.dispatch(
      authApi.endpoints.session.initiate(undefined, { subscribe: false }),
    );
    if (session) await load(store);
    return null;
  };
}

/** The dashboard opens with the acting client's profile. */
export const withProfile = (store: AppStore) =>
  whenSignedIn(store, (s) => s.dispatch(clientsApi.endpoints.me.initiate(undefined, { subscribe: false })));

/**
 * The charts page opens with the usage points. Its endpoint lives in the page's own chunk, so the
 * loader imports it along with the code instead of pulling it into the entry.
 */
export const withLocations = (store: AppStore) =>
  whenSignedIn(store, async (s) => {
    const { chartsApi } = await import('../features/charts/api.ts');
    return s.dispatch(chartsApi.endpoints.locations.initiate(undefined, { subscribe: false }));
  });
