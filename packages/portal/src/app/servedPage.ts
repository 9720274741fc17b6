import type { Served } from './served.tsx';

// Without React: each document's entry reads the page before it has any (app/startCode.ts).

/**
 * What the server sends with a page it drew (as JSON in `#served-page`), for the browser to hydrate
 * it: what it drew with, the page's data, and the scripts that hydrate it.
 */
export interface ServedPage<Data = unknown> {
  served: Served;
  data: Data;
  /** The scripts that hydrate the page, for the browser to fetch together (app/startCode.ts). */
  code?: string[];
}

/** The page the server drew, or undefined when the document came without one. */
export function readServedPage<Data = unknown>(): ServedPage<Data> | undefined {
  const json = document.getElementById('served-page')?.textContent;
  return json ? (JSON.parse(json) as ServedPage<Data>) : undefined;
}

/** A signed-in portal page's data (portal.server.tsx): the store's answers and the router's state. */
export interface PortalPageData {
  /** RTK Query's state as the server drew with it (see `servedAnswers`). */
  answers: unknown;
  /** The router's loader data, for its hydration (react-router's HydrationState). */
  router: { loaderData: Record<string, unknown>; errors: Record<string, unknown> | null };
}
