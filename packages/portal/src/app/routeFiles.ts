import { addInTasks } from './idle.ts';

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

/** A link for a file, settled once the file has arrived (or failed to). */
function request(href: string, rel: 'modulepreload' | 'prefetch', as?: 'style'): Promise<void> {
  if (requested.has(href)) return Promise.resolve();
  requested.add(href);
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.fetchPriority = 'low';
  if (rel === 'modulepreload') link.crossOrigin = '';
  if (as) link.as = as;
  const arrived = new Promise<void>((resolve) => {
    link.onload = link.onerror = () => {
      resolve();
    };
  });
  document.head.append(link);
  return arrived;
}

/** Data saver on, or a 2G connection: pages' code is fetched when they open, not ahead. */
function savingData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** A module's files, a few links per task (idle.ts). */
async function requestAll(files: RouteFileMap[string]): Promise<void> {
  const links = [
    ...files.scripts.map((href) => () => request(href, 'modulepreload')),
    ...files.stylesheets.map((href) => () => request(href, 'prefetch', 'style')),
  ];
  await Promise.all(await addInTasks(links, (add) => add()));
}

// One page's files at a time, in the order their links neared the screen: on a slow connection a
// page the person then opens waits behind one page's files at most, not behind every link's.
let line: Promise<unknown> = Promise.resolve();

/**
 * How long a page's turn may take: a link whose load or error never comes (a prefetch the browser
 * dropped) must not hold every later page's files back.
 */
export const turnMs = 10_000;

const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([
    work,
    new Promise<void>((resolve) => {
      setTimeout(resolve, ms);
    }),
  ]);

/**
 * Fetches the scripts and stylesheets a module loads, without running the scripts or applying the
 * stylesheets: importing it later finds them in the browser's caches. Settles once they have
 * arrived. False when the build's map does not know the module, for the caller to import it instead.
 */
export async function fetchFilesOf(module: string | undefined): Promise<boolean> {
  if (!module) return false;
  const files = (await routeFileMap())?.[module];
  if (!files) return false;
  if (savingData()) return true;
  const turn = line.then(() => within(requestAll(files), turnMs));
  line = turn;
  await turn;
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
  line = Promise.resolve();
}
