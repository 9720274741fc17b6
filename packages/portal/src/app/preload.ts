import { matchRoutes, type RouteObject } from 'react-router';
import { routeModule } from './routeCode.ts';
import { fetchCode } from './routeFiles.ts';

/**
 * Starts fetching the code of the routes an address matches (their texts too, see withTexts), before
 * the router exists: the chunks load while the messages do. The router's own `lazy` calls then find
 * the modules loaded.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

/**
 * Fetches the code and texts of the page at an address ahead of it, for a link that nears the screen
 * (prefetch.ts): unlike preloadRoutes, the texts are not put in use, so nothing on screen draws again.
 */
export function prefetchRoutes(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    const { lazy } = route;
    if (typeof lazy !== 'function') continue;
    const ahead =
      (lazy as { ahead?: () => Promise<unknown> }).ahead ?? (() => fetchCode(routeModule(route), lazy));
    ahead().catch(() => undefined);
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
