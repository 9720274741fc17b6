import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts fetching the code of the routes an address matches (their texts too, see withTexts): before
 * the router exists, the chunks load while the messages do; later, a link that comes near the screen
 * fetches its page's (prefetch.ts). The router's own `lazy` calls then find the modules loaded.
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
