import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route's `lazy`, which also says which module it loads, as the build manifest names it. */
export type RouteCode = (() => Promise<Pick<RouteObject, 'Component'>>) & {
  /** Written by the build (scripts/routeModules.ts), not by hand; undefined where it did not run. */
  readonly module: string | undefined;
};

/**
 * A page module's parts its address's search shows (app/lazyPart.tsx), loaded with it in the browser;
 * its loader asks the same on a later visit.
 */
interface WithParts {
  preloadParts?: (params: URLSearchParams) => Promise<unknown>;
}

function codeIn<M>(
  module: string | undefined,
  load: () => Promise<M>,
  component: (loaded: M) => ComponentType,
): RouteCode {
  const withParts = async () => {
    const loaded = await load();
    const { preloadParts } = loaded as WithParts;
    if (preloadParts && typeof window !== 'undefined')
      await preloadParts(new URLSearchParams(window.location.search));
    return { Component: component(loaded) };
  };
  return Object.assign(withParts, { module });
}

/**
 * A route's code in a chunk of its own, loaded when the route is drawn: its first argument imports the
 * page's module, the second picks its component. The server links the stylesheets that module brings
 * (portal.server.tsx): the build writes the module's name into the call (scripts/routeModules.ts), so
 * renaming the file cannot leave a drawn page without its styles.
 */
export const routeCode = Object.assign(
  <M>(load: () => Promise<M>, component: (loaded: M) => ComponentType) => codeIn(undefined, load, component),
  { in: codeIn },
);

/** The module a route's code loads, when the route has code of its own. */
export const routeModule = (route: Pick<RouteObject, 'lazy'>): string | undefined =>
  typeof route.lazy === 'function' ? (route.lazy as Partial<RouteCode>).module : undefined;
