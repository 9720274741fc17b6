/** What the build writes (scripts/routeFiles.ts): the files each on-demand module loads. */
export type RouteFileMap = Record<string, { scripts: string[]; stylesheets: string[] }>;

let map: Promise<RouteFileMap | undefined> | undefined;
const requested = new Set<string>();

/** The build's map, asked for once; undefined without one (`npm run dev`, or it did not arrive). */
function routeFileMap(): Promise<RouteFileMap | undefined> {
  map ??= fetch('/route-files.json')
    .then((answer) => (answer.ok ? (answer.json() as Promise<RouteFileMap>) : undefined))
    .catch(() => undefined);
  return map;
}

function request(href: string, rel: 'modulepreload' | 'prefetch', as?: 'style') {
  if (requested.has(href)) return;
  requested.add(href);
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.fetchPriority = 'low';
  if (rel === 'modulepreload') link.crossOrigin = '';
  if (as) link.as = as;
  document.head.append(link);
}

/**
 * Fetches the scripts and stylesheets a module loads, without running the scripts or applying the
 * stylesheets: importing it later finds them in the browser's caches. False when the build's map
 * does not know the module, for the caller to import it instead.
 */
export async function fetchFilesOf(module: string | undefined): Promise<boolean> {
  if (!module) return false;
  const files = (await routeFileMap())?.[module];
  if (!files) return false;
  for (const href of files.scripts) request(href, 'modulepreload');
  for (const href of files.stylesheets) request(href, 'prefetch', 'style');
  return true;
}

/** A route's code ahead of its page: its files fetched where the build's map knows them, else imported. */
export async function fetchCode(module: string | undefined, load: () => Promise<unknown>): Promise<void> {
  if (!(await fetchFilesOf(module))) await load();
}

/** For tests: forget the map and what was asked for. */
export function forgetRouteFiles(): void {
  map = undefined;
  requested.clear();
}
