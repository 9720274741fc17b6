import type { Site } from '@vool/api-client/browser';
import { availableCategories } from '../features/consent/categories.ts';
import { isConsentCurrent, readConsent } from '../features/consent/cookie.ts';
import { belowMdQuery } from './breakpoints.ts';
import { readCookie } from './cookies.ts';
import { launchedAsApp, standaloneCookie } from './installedApp.ts';
import { readServedPage } from './servedPage.ts';

// Both documents' entries (auth.tsx, main.tsx) run this before anything else, so it stays without
// React: a drawn page runs the rest only when it needs it.

declare global {
  interface Window {
    /** The documents' inline script: calls back at the visitor's first move (pointer, touch, key, focus). */
    __voolOnIntent?: (callback: () => void) => void;
  }
}

/** The site config the server put in the document (see app/site.tsx). */
function inlinedSite(): Site | undefined {
  const json = document.getElementById('site-config')?.textContent;
  return json ? (JSON.parse(json) as Site) : undefined;
}

/** Whether the cookie consent has a question to ask this visitor (see ConsentManager). */
function consentToAsk(site: Pick<Site, 'features' | 'ga_measurement_id'>): boolean {
  if (!site.features.includes('cookie-consent')) return false;
  const record = readConsent();
  return !record || !isConsentCurrent(record, availableCategories(site.ga_measurement_id));
}

/**
 * Whether the page needs its code before the visitor does anything: it was not drawn by the server,
 * the page itself says so (`pageNeedsIt`: it acts as it opens, say), it was drawn in the phone's texts
 * on a wide screen or the other way round, it is the installed app (whose layout, the safe-area
 * insets, the code sets), or the cookie consent has a question to ask.
 */
export function neededAtOnce(pageNeedsIt: () => boolean = () => false): boolean {
  const site = inlinedSite();
  const drawn = readServedPage();
  if (!site || !drawn || pageNeedsIt()) return true;
  if (drawn.served.mobile !== matchMedia(belowMdQuery).matches) return true;
  if (launchedAsApp() || readCookie(standaloneCookie) === 'true') return true;
  return consentToAsk(site);
}

/** The scripts that take the page over, as the server listed them with the page it drew. */
const takeOverCode = () => readServedPage()?.code ?? [];

function linkAll(rel: 'prefetch' | 'modulepreload', hrefs: readonly string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'modulepreload') link.crossOrigin = '';
    document.head.append(link);
  }
}

/**
 * Fetches the scripts that take the page over when the browser is idle after the load, so a visitor's
 * first move does not wait for the network. Fetched, not run: running them is what the page puts off.
 */
function fetchAheadWhenIdle(): void {
  whenIdleAfterLoad(() => {
    linkAll('prefetch', takeOverCode());
  });
}

function whenIdleAfterLoad(callback: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Calls `start` when the page needs its code: at once (see neededAtOnce), or at the visitor's first
 * move on it. Until then the page the server drew is all there is: links work, typing stays in the
 * fields, and presses and submits wait for the code (the documents' inline script).
 */
export function whenNeeded(start: () => void, pageNeedsIt?: () => boolean): void {
  // scripts/perf.mjs compares this design with hydrating when the browser is idle after the load.
  if (!neededAtOnce(pageNeedsIt) && readCookie('takeover') === 'idle') {
    whenIdleAfterLoad(() => {
      linkAll('modulepreload', takeOverCode());
      start();
    });
    return;
  }
  if (neededAtOnce(pageNeedsIt) || !window.__voolOnIntent) {
    // All of it at once, rather than each script only once the one importing it has arrived.
    linkAll('modulepreload', takeOverCode());
    start();
    return;
  }
  // The phone's and the desktop's texts differ: a page resized across them needs its code.
  const narrow = matchMedia(belowMdQuery);
  const progress = { started: false };
  const startOnce = () => {
    if (progress.started) return;
    progress.started = true;
    narrow.removeEventListener('change', startOnce);
    start();
  };
  narrow.addEventListener('change', startOnce);
  // A move made before this script ran calls back at once.
  window.__voolOnIntent(startOnce);
  if (!progress.started) fetchAheadWhenIdle();
}
