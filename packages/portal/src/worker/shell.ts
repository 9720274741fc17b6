// The app shell: this build's code kept for offline starts, the brand's public files, and the last
// document that held no one's data. Never an API answer: those are someone's (the installed app's last
// dashboard is kept by the page, encrypted: features/installable/offline/).
import { offlineDatabase, offlineMarker } from './protocol.ts';

declare const self: ServiceWorkerGlobalScope;

/** Written by the build (scripts/serviceWorker.ts): this build's hashed code and styles, and its id. */
declare const __SHELL_FILES__: readonly string[];
declare const __BUILD_ID__: string;

const shellPrefix = 'vool-shell-';
export const shellCache = `${shellPrefix}${__BUILD_ID__}`;
/** The brand's stylesheets, fonts and images (/tokens/): the same for every visitor of the site. */
const brandCache = 'vool-brand';
/** The document an offline start opens: one, the last one kept. */
const pageCache = 'vool-page';
const pageKey = '/__vool-page';
/** The site's "you are offline" page (apps/api document/offline.ts): for when nothing else is kept. */
const offlineUrl = '/offline';

/**
 * Puts this build's files in a cache of its own. A hashed file an earlier build already has is the
 * same file: it is copied rather than downloaded again, so an update fetches only what changed.
 */
export async function precacheShell(): Promise<void> {
  const cache = await caches.open(shellCache);
  await Promise.all(
    __SHELL_FILES__.map(async (url) => {
      const kept = await caches.match(url);
      if (kept && (await cache.match(url)) === undefined) return cache.put(url, kept);
      if (kept) return undefined;
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return cache.put(url, response);
    }),
  );
}

/**
 * Keeps the site's offline page, in the language of the visitor's cookie as the server chose it. Its
 * headers (the page's own CSP among them) go with it, but not `Vary`: any navigation may show it.
 */
export async function keepOfflinePage(): Promise<void> {
  const response = await fetch(offlineUrl, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) return;
  const headers = new Headers(response.headers);
  headers.delete('vary');
  const cache = await caches.open(brandCache);
  await cache.put(offlineUrl, new Response(await response.text(), { status: 200, headers }));
}

/** A navigation the network did not answer: the offline page if kept, else the browser's own. */
async function offline(error: unknown): Promise<Response> {
  const kept = await (await caches.open(brandCache)).match(offlineUrl);
  if (!kept) throw error;
  return kept;
}

/** A navigation to a page that is never kept (sign-in and its steps): the network, else offline. */
export async function otherPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    return offline(error);
  }
}

/**
 * Drops earlier builds' files, and the kept document, which names them: the next page opened online
 * keeps the new one.
 */
export async function dropOldShells(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => (name.startsWith(shellPrefix) && name !== shellCache) || name === pageCache)
      .map((name) => caches.delete(name)),
  );
}

const isShellFile = (url: URL) => __SHELL_FILES__.includes(url.pathname);

/** A file of this build: from the cache, the network for one it has not (yet). */
export async function shellFile(request: Request): Promise<Response> {
  const cache = await caches.open(shellCache);
  return (await cache.match(request, { ignoreSearch: true })) ?? fetch(request);
}

/** A brand file: the kept copy at once, refreshed behind it; the network the first time. */
export async function brandFile(request: Request, waitUntil: (work: Promise<unknown>) => void) {
  const cache = await caches.open(brandCache);
  const kept = await cache.match(request);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  });
  if (kept) {
    waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  return fresh;
}

/**
 * Whether a document may be kept: a page the server drew for a signed-in user carries their data
 * (`#served-page`); the installed app's pages, which the browser draws, carry only the site's config.
 */
function holdsNoData(html: string): boolean {
  return !html.includes('id="served-page"');
}

async function keepDocument(response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || response.type !== 'basic' || !type.startsWith('text/html')) return;
  const html = await response.text();
  if (!holdsNoData(html)) return;
  const headers = new Headers(response.headers);
  headers.set('x-vool-kept-at', String(Date.now()));
  await (await caches.open(pageCache)).put(pageKey, new Response(html, { status: 200, headers }));
}

/** Fetches an address as a page would and keeps its document when it may be kept. */
export async function keepPage(url: string): Promise<void> {
  const address = new URL(url, self.location.origin);
  if (address.origin !== self.location.origin || !isPortalPage(address)) return;
  const response = await fetch(address, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  await keepDocument(response);
}

/** The portal's pages (not the /auth document, the API, the sandbox or a file). */
export const isPortalPage = (url: URL) =>
  !/^\/(auth|api|sandbox|vendor|tokens|assets)(\/|$)/.test(url.pathname) && !/\.\w+$/.test(url.pathname);

/**
 * A page: the network first, keeping what may be kept; without a network, the kept document marked
 * as offline (the page then starts from what it kept), or the site's offline page.
 */
export async function page(request: Request, waitUntil: (work: Promise<unknown>) => void) {
  try {
    const response = await fetch(request);
    waitUntil(keepDocument(response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const kept = await (await caches.open(pageCache)).match(pageKey);
    if (!kept) return offline(error);
    const keptAt = kept.headers.get('x-vool-kept-at') ?? '';
    const html = (await kept.text()).replace(
      '<head>',
      `<head><meta name="${offlineMarker}" content="${keptAt}">`,
    );
    return new Response(html, { status: 200, headers: kept.headers });
  }
}

/** At sign-out, the installed app's last dashboard goes with the session (it is the user's). */
export function forgetOfflineData(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(offlineDatabase);
    request.onsuccess =
      request.onerror =
      request.onblocked =
        () => {
          resolve();
        };
  });
}

export { isShellFile };
