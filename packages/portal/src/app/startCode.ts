import type { Site } from '@vool/api-client/browser';
import { belowMdQuery } from './breakpoints.ts';
import { rememberEarlyInput } from './earlyInput.ts';
import { rememberEarlyPresses } from './earlyPress.ts';
import { addInTasks, whenIdle } from './idle.ts';
import { readCookie } from './cookies.ts';
import { launchedAsApp, standaloneCookie } from './installedApp.ts';
import { readServedPage } from './servedPage.ts';

// Both documents' entries (auth.tsx, main.tsx) run this before anything else, so it stays without
// React: until the page's code starts, the server render is the page.

/** The site config the server put in the document (see app/site.tsx). */
function inlinedSite(): Site | undefined {
  const json = document.getElementById('site-config')?.textContent;
  return json ? (JSON.parse(json) as Site) : undefined;
}

/**
 * A check of the document's entry: whether its page needs its code before it has loaded (it acts as
 * it opens, or has a question to ask). The entry names the features; app/ does not.
 */
export type NeedsCodeFirst = (site: Site) => boolean;

/**
 * Whether the page needs its code before it has loaded: the server did not draw it, it was drawn in
 * the phone's texts on a wide screen or the other way round, it is the installed app (whose layout,
 * the safe-area insets, the code sets), or one of the entry's checks says so (the cookie consent has
 * a question to ask, the page acts as it opens).
 */
export function neededAtOnce(checks: readonly NeedsCodeFirst[] = []): boolean {
  const site = inlinedSite();
  const drawn = readServedPage();
  if (!site || !drawn) return true;
  if (drawn.served.mobile !== matchMedia(belowMdQuery).matches) return true;
  if (launchedAsApp() || readCookie(standaloneCookie) === 'true') return true;
  return checks.some((check) => check(site));
}

/**
 * The scripts that hydrate the page, as the server listed them with its render, fetched together
 * rather than each once the one importing it has arrived (`low`: behind the page's images and fonts),
 * a few links per task.
 */
function preloadCode(priority: 'high' | 'low'): void {
  void addInTasks(readServedPage()?.code ?? [], (href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    link.fetchPriority = priority;
    document.head.append(link);
  });
}

const firstInput = ['pointerdown', 'keydown'] as const;

/**
 * Starts the document's code (`start`: it hydrates the server render, or draws the page without one):
 * at once when the page needs it (see neededAtOnce), otherwise once the page has loaded and the
 * browser is idle, the code having been fetched from the first paint on. The server render is
 * complete and styled, so it paints from the document alone: preloaded with it, the scripts took the
 * stylesheets' bandwidth (a second later LCP on slow 4G), and run before the load, they held the
 * first paint back. A press or a key before then starts it at once: the person is waiting for it.
 */
export function startCode(start: () => void, checks: readonly NeedsCodeFirst[] = []): void {
  // Until the hydration, a press on the drawn page is kept, to be made once the page can answer it,
  // and a field's focus and text, to be told again.
  rememberEarlyPresses();
  rememberEarlyInput();
  if (neededAtOnce(checks)) {
    preloadCode('high');
    start();
    return;
  }
  let started = false;
  const startNow = () => {
    if (started) return;
    started = true;
    for (const type of firstInput) document.removeEventListener(type, startNow, true);
    start();
  };
  for (const type of firstInput) document.addEventListener(type, startNow, true);
  // After the first paint: the frame after this one.
  requestAnimationFrame(() => {
    setTimeout(() => {
      preloadCode('low');
    }, 0);
  });
  const idle = () => whenIdle(startNow, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
