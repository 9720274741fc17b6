import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route's `lazy`, which also says which module it loads, as the build manifest names it. */
export type RouteCode = (() => Promise<Pick<RouteObject, 'Component'>>) & {
  /** Written by the build (scripts/routeModules.ts), not by hand; undefined where it did not run. */
  readonly module: string | undefined;
};

function codeIn<M>(
  module: string | undefined,
  load: () => Promise<M>,
  component: (loaded: M) => ComponentType,
): RouteCode {
  return Object.assign(async () => ({ Component: component(await load()) }), { module });
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
