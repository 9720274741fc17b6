import { afterEach, expect, jest } from '@jest/globals';
import type { BuildManifest } from '../app/buildManifest.ts';
import { deleteCookie } from '../app/cookies.ts';
import type { SiteConfig } from '../app/site.tsx';
import { availableCategories } from '../features/consent/categories.ts';
import { consentCookie } from '../features/consent/cookie.ts';
import { buildConsent, writeConsent } from '../features/consent/saveConsent.ts';
import type { PortalPageAnswer, PortalPageRequest } from '../portal.server.tsx';

export type DrawnAnswer = Extract<PortalPageAnswer, { html: string }>;

/** A build's manifest as Vite writes it, for a render without a build. */
export const manifest: BuildManifest = {
  'index.html': { file: 'assets/main.js', imports: ['_early.js'] },
  '_early.js': { file: 'assets/early.js', css: ['assets/early.css'] },
  'src/portalStart.tsx': { file: 'assets/portalStart.js', imports: ['_boot.js', '_shared.js', '_early.js'] },
  '_boot.js': { file: 'assets/boot.js' },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/features/shell/Layout.tsx': { file: 'assets/Layout.js', css: ['assets/layout.css'] },
  'src/features/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage.js',
    css: ['assets/cards.css'],
    dynamicImports: ['src/features/dashboard/MoreCards.tsx'],
  },
  'src/features/dashboard/MoreCards.tsx': { file: 'assets/MoreCards.js', imports: ['_shared.js'] },
  'src/features/charts/ChartsPage.tsx': { file: 'assets/ChartsPage.js', imports: ['_echarts.js'] },
  '_echarts.js': { file: 'assets/echarts.js' },
  'src/features/contracts/SignPage.tsx': { file: 'assets/SignPage.js', imports: ['_shared.js'] },
  'src/features/contracts/SignedPage.tsx': { file: 'assets/SignedPage.js', imports: ['_shared.js'] },
  'src/features/contracts/MoveOutPage.tsx': { file: 'assets/MoveOutPage.js', imports: ['_shared.js'] },
  'src/features/contracts/MoveOutDonePage.tsx': {
    file: 'assets/MoveOutDonePage.js',
    imports: ['_shared.js'],
  },
  'src/features/contracts/NewContractPage.tsx': {
    file: 'assets/NewContractPage.js',
    imports: ['_shared.js'],
  },
  'src/features/accessibility/AccessibilityStatementPage.tsx': {
    file: 'assets/AccessibilityStatementPage.js',
    imports: ['_shared.js'],
  },
  'src/features/shell/NotFoundPage.tsx': { file: 'assets/NotFoundPage.js', imports: ['_shared.js'] },
  'src/i18n/compiled/fi-FI.general.core.json': { file: 'assets/fi-FI.general.core.js' },
  'src/i18n/compiled/fi-FI.general.dashboard.json': { file: 'assets/fi-FI.general.dashboard.js' },
  'src/i18n/compiled/fi-FI.general.charts.json': { file: 'assets/fi-FI.general.charts.js' },
};

/**
 * The document the browser gets for a page the server drew: the site and the served page in its head,
 * the page in #root. A browser runs React's inline scripts as it parses them (they move the parts
 * that were ready late into place); innerHTML does not, so each is made anew, which runs it. The
 * visitor has answered the cookie consent, so its dialog does not cover the page once taken over.
 */
export function showDrawnPage(answer: DrawnAnswer, site: SiteConfig, url = '/dashboard'): void {
  writeConsent(buildConsent(['necessary'], availableCategories(site.ga_measurement_id), null));
  document.head.innerHTML =
    `<script type="application/json" id="site-config">${JSON.stringify(site)}</script>` +
    `<script type="application/json" id="served-page">${JSON.stringify(answer.page)}</script>`;
  document.body.innerHTML = `<div id="root">${answer.html}</div>`;
  for (const drawn of document.querySelectorAll('#root script')) {
    const script = document.createElement('script');
    script.textContent = drawn.textContent;
    drawn.replaceWith(script);
  }
  window.history.replaceState(null, '', url);
}

/**
 * The server's render, with modules of its own: each side of a test that draws and takes over a page
 * more than once loads the code it loads later (a route's, a lazy card's) into its own React.
 */
export async function drawOnServer(request: PortalPageRequest): Promise<DrawnAnswer> {
  jest.resetModules();
  const { renderPortalPage } = await import('../portal.server.tsx');
  const answer = await renderPortalPage(request, manifest);
  if (!('html' in answer)) throw new Error(`Expected a page, got ${JSON.stringify(answer)}`);
  return answer;
}

type Hook = Record<string, unknown>;
const global = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook; IS_REACT_ACT_ENVIRONMENT?: boolean };

// The browser's React is not the one Testing Library's act() drives: while a test has one, React runs
// as in a browser, without act()'s warnings.
let actEnvironment: boolean | undefined;
/** Takes down the page the test took over (app/boot.tsx, of the test's own modules). */
let unmountTakenOver: (() => void) | undefined;
afterEach(() => {
  // What the page would start once idle (its menus' code) is cancelled with it, rather than loaded
  // into the next test's modules.
  unmountTakenOver?.();
  unmountTakenOver = undefined;
  deleteCookie(consentCookie);
  if (actEnvironment === undefined) return;
  global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  actEnvironment = undefined;
});

/**
 * Whether React has taken over every element of the page (a part still dehydrated has none of its own),
 * but for what its inline scripts work with (a late part not moved into place stays in a hidden div).
 */
const reactOwnsAll = (root: Element) =>
  [...root.querySelectorAll(':not(script, template, [hidden][id^="S:"], [hidden][id^="S:"] *)')].every(
    (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );

/**
 * Takes the shown page over as main.tsx does (portalStart's boot). The browser's side gets modules of
 * its own, for the rest of the test (the code it loads later too): React keeps a context's value per
 * renderer, and the server's render ran in this same process (never so in a browser). Resolves at the
 * commit after which React has every element of the page, the parts that hydrate after the rest
 * included; React tells of its commits as it would React DevTools, and reports the recoverable errors
 * of a commit before this resolves. `now`: the browser's clock (app/clock.ts). Returns the client
 * errors the page sent to the server.
 */
export async function takeOverDrawnPage(now?: () => number): Promise<{ logged: jest.Mock }> {
  const root = document.getElementById('root')!;
  let resolve = () => undefined as void;
  const hydrated = new Promise<void>((done) => {
    resolve = done;
  });
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberRoot: () => {
      if (reactOwnsAll(root)) resolve();
    },
    onCommitFiberUnmount: () => undefined,
  };
  actEnvironment ??= global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  jest.resetModules();
  try {
    if (now) (await import('../app/clock.ts')).setClock(now);
    const { apiClient } = await import('../app/apiClient.ts');
    const logged = jest.spyOn(apiClient.logs, 'send').mockResolvedValue(undefined) as unknown as jest.Mock;
    const { boot } = await import('../portalStart.tsx');
    ({ unmountPage: unmountTakenOver } = await import('../app/boot.tsx'));
    await boot();
    await hydrated;
    return { logged };
  } finally {
    delete global.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  }
}

/**
 * Takes the shown page over at the browser's clock `now` and checks it went cleanly: nothing logged to
 * the server (a mismatch React recovered from is), nothing written to the console.
 */
export async function takeOverCleanly(now: () => number): Promise<void> {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { logged } = await takeOverDrawnPage(now);
  expect(logged).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
}
