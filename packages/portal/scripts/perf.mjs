// Lighthouse 12 (mobile preset: simulated slow 4G, 4× slower CPU) on every route a customer uses,
// against the real server with an in-memory database; then the first interaction with the sign-in
// page and the dashboard (firstInteraction.mjs: a real press under 4× CPU slowdown and slow 4G, INP
// and the time until it has its effect); then the size table of size.mjs. Each route is measured by
// Lighthouse as apps/api serves it (brotli files from the build); the two a visitor meets first also
// through a gzip proxy, as a CDN in front of it would serve them. Run after `npm run build`.
//   --runs N          Lighthouse runs per page and setup (default 3); the median run is reported
//   --routes NAME,…   only these routes (names as in the table: sign-in, dashboard, an invoice, …)
//   --setup NAME      only `api` or only `gzip` (gzip: every route measured through the proxy)
//   --only PART       only `lighthouse` or only `interactions`
//   --presses N       presses per interaction and delay (default 10); p75 reported
//   --delays MS,…     how long after the load event each press comes (default 0,1000,3000)
//   --pressing NAME,… only these presses (names as in firstInteraction.mjs: sign-in button, …)
//   --reports DIR     keep every Lighthouse run's report (HTML and JSON)
//   --write           record the figures in README.md
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { chromiumPath } from '../../../scripts/chromium.mjs';
import lighthouse from 'lighthouse';
import { firstInteractionTable, measureFirstInteractions } from './firstInteraction.mjs';
import { writeSections } from './readmeSections.mjs';

const portal = fileURLToPath(new URL('..', import.meta.url));
const root = path.join(portal, '../..');
const server = path.join(root, 'apps/api/dist/server.js');
const chromePath = process.env.CHROME_PATH ?? chromiumPath;
const goals = { accessibility: 100, cls: 0.02, inp: 200 };

/**
 * The routes a customer uses, with their Lighthouse performance goal. A path that names one of the
 * client's own records is looked up through the API once signed in (`get` fetches a call's JSON); a
 * route the demo client has nothing for (no renewal offer today) is left out and said so.
 */
const allRoutes = [
  { name: 'sign-in', path: '/auth/signin', performance: 98, firstVisit: true },
  { name: 'dashboard', path: '/dashboard', performance: 98, firstVisit: true },
  { name: 'charts', path: '/charts', performance: 95 },
  { name: 'invoices', path: '/invoices', performance: 95 },
  {
    name: 'an invoice',
    path: async (get) => {
      const [invoice] = (await get('/api/invoices')).invoices;
      return invoice && `/invoices?invoice=${encodeURIComponent(invoice.invoiceNumber)}`;
    },
    performance: 95,
  },
  { name: 'contracts', path: '/contracts', performance: 95 },
  {
    name: 'an offer',
    path: async (get) => {
      const [offer] = await get('/api/me/contract-offers');
      return offer && `/contracts/${offer.contractId}/offer`;
    },
    performance: 95,
  },
  { name: 'settings', path: '/settings', performance: 95 },
  { name: 'outages', path: '/outages', performance: 95 },
  { name: 'support', path: '/support', performance: 95 },
];

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const write = process.argv.includes('--write');
const runs = Number(option('--runs') ?? 3);
const reports = option('--reports') && path.resolve(option('--reports'));
const setupOption = option('--setup');
const routeNames = option('--routes')?.split(',');
const routes = routeNames ? allRoutes.filter((route) => routeNames.includes(route.name)) : allRoutes;
const only = option('--only');
const presses = Number(option('--presses') ?? 10);
const delays = (option('--delays') ?? '0,1000,3000').split(',').map(Number);
const pressing = option('--pressing')?.split(',');

if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number');
if (setupOption && setupOption !== 'api' && setupOption !== 'gzip') throw new Error('--setup is api or gzip');
if (routeNames && routes.length !== routeNames.length)
  throw new Error(`--routes takes names of ${allRoutes.map((route) => route.name).join(', ')}`);
/** The setups a route is measured in. */
const setupsOf = (route) => (setupOption ? [setupOption] : route.firstVisit ? ['api', 'gzip'] : ['api']);
if (only && only !== 'lighthouse' && only !== 'interactions')
  throw new Error('--only is lighthouse or interactions');
if (!Number.isInteger(presses) || presses < 1) throw new Error('--presses takes a whole number');
if (!delays.every((delay) => Number.isInteger(delay) && delay >= 0))
  throw new Error('--delays takes milliseconds');
for (const built of [server, path.join(portal, 'dist/index.html')]) {
  if (!existsSync(built))
    throw new Error(`${path.relative(root, built)} is missing: run npm run build first`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The API with a fresh in-memory database, serving the built portal; resolves once it answers. The
 * default site is served at its own port and at the proxy's, whose Host the proxy passes on.
 */
async function startApi(port, proxyPort) {
  const origins = [port, proxyPort].map((p) => `aurora=http://localhost:${p}`).join(',');
  const api = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_ORIGINS: origins,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // Every press of the sign-in button is a sign-in; the product allows 20 a minute per address.
      SIGN_IN_LIMIT: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) => {
    api.once('exit', (code) => reject(new Error(`the API stopped (exit code ${code})`)));
  });
  exited.catch(() => undefined);
  const ready = (async () => {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      try {
        if ((await fetch(`http://localhost:${port}/api/site`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the API did not answer within a minute');
  })();
  await Promise.race([ready, exited]);
  return api;
}

const compressible = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/** Forwards to the API and gzips text on the way back, as a CDN would. */
function startGzipProxy(port, apiPort) {
  const proxy = createHttpServer((request, response) => {
    const upstream = httpRequest(
      {
        host: 'localhost',
        port: apiPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const gzip =
          /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') &&
          compressible.test(headers['content-type'] ?? '') &&
          !headers['content-encoding'];
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        (gzip ? answer.pipe(createGzip()) : answer).pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(port, () => resolve(proxy)));
}

/** A recorded "reject all": the consent dialog stays closed and analytics off, as for a returning visitor. */
function consentCookie(origin) {
  const now = new Date().toISOString();
  const record = {
    categories: ['necessary'],
    services: { necessary: [], analytics: [] },
    revision: 0,
    data: null,
    consentTimestamp: now,
    lastConsentTimestamp: now,
    consentId: randomUUID(),
  };
  return { name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(record)), url: origin };
}

/** Signs in through the e-ID sandbox in the browser Lighthouse uses, so its cookie jar has the session. */
async function signIn(browser, origin) {
  const context = browser.contexts()[0];
  // English texts for the role queries; the cookie goes again before measuring.
  await context.addCookies([{ name: 'locale', value: 'en-GB', url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}/auth/signin`);
  await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
  await page.getByRole('button', { name: 'Sign in with e-ID' }).click();
  await page.waitForURL('**/sandbox/telia**');
  await page
    .getByRole('link', { name: /^Sign in as / })
    .first()
    .click();
  await page.waitForURL('**/dashboard');
  await page.close();
  await context.clearCookies({ name: 'locale' });
  return async (call) => {
    const answer = await context.request.get(`${origin}${call}`);
    if (!answer.ok()) throw new Error(`${call} answered ${answer.status()}`);
    return answer.json();
  };
}

/**
 * One Lighthouse run of one category. Performance and accessibility run apart: axe, run in the page
 * for accessibility, would otherwise count towards the performance run's blocking time.
 */
async function audit(url, port, name, category) {
  const { lhr, report } = await lighthouse(url, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [category],
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (!new URL(lhr.finalDisplayedUrl).pathname.startsWith(new URL(url).pathname)) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  }
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, `${name}-${category}.html`), report);
    writeFileSync(path.join(reports, `${name}-${category}.json`), JSON.stringify(lhr));
  }
  if (category === 'accessibility') {
    return {
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      // Audits that count towards the accessibility score and failed.
      failed: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score === 0)
        .map((ref) => ref.id),
    };
  }
  const ms = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    si: ms('speed-index'),
    js: lhr.audits['network-requests'].details.items
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + request.transferSize, 0),
  };
}

/** The middle run by performance score. */
const median = (results) =>
  [...results].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp)[Math.floor(results.length / 2)];

/**
 * The setups of one route, `runs` times, in turn within each run (so the machine's load falls on
 * all alike); the median run of each.
 */
async function measureRoute(route, url, chromePort) {
  const results = new Map();
  const slug = route.name.replaceAll(' ', '-');
  for (let run = 1; run <= runs; run += 1) {
    for (const setup of setupsOf(route)) {
      const result = await audit(
        `${bases[setup]}${url}`,
        chromePort,
        `${setup}-${slug}-${run}`,
        'performance',
      );
      console.log(
        `${setup} ${url} #${run}: performance ${result.performance}, CLS ${result.cls.toFixed(3)}, ` +
          `FCP ${result.fcp} ms, LCP ${result.lcp} ms, TBT ${result.tbt} ms, ` +
          `JS ${(result.js / 1024).toFixed(0)} KB transferred (load average ${loadavg()[0].toFixed(1)})`,
      );
      loads.push(loadavg()[0]);
      results.set(setup, [...(results.get(setup) ?? []), result]);
    }
  }
  // Accessibility does not vary from run to run: once.
  const accessibility = await audit(`${bases.api}${url}`, chromePort, slug, 'accessibility');
  return [...results].map(([setup, list]) => ({
    setup,
    route: url,
    goal: route.performance,
    ...median(list),
    ...accessibility,
  }));
}

const apiPort = await freePort();
const proxyPort = await freePort();
const bases = { api: `http://localhost:${apiPort}`, gzip: `http://localhost:${proxyPort}` };
const api = await startApi(apiPort, proxyPort);
const proxy = await startGzipProxy(proxyPort, apiPort);
const loads = [loadavg()[0]];
const measured = [];
const skipped = [];
let pressed = [];
const interactionLoads = [];
try {
  if (only !== 'interactions') {
    const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const context = browser.contexts()[0];
        // Cookies belong to the host, whatever the port: one jar serves both setups.
        await context.addCookies([consentCookie(bases.api)]);
        let get;
        for (const route of routes) {
          if (route.path !== '/auth/signin') get ??= await signIn(browser, bases.api);
          const url = typeof route.path === 'string' ? route.path : await route.path(get);
          if (url) measured.push(...(await measureRoute(route, url, chrome.port)));
          else skipped.push(route.name);
        }
      } finally {
        await browser.close();
      }
    } finally {
      chrome.kill();
    }
  }
  if (only !== 'lighthouse') {
    interactionLoads.push(loadavg()[0]);
    pressed = await measureFirstInteractions({
      base: bases.api,
      delays,
      runs: presses,
      names: pressing,
      cookies: [consentCookie(bases.api), { name: 'locale', value: 'en-GB' }].map(({ name, value }) => ({
        name,
        value,
      })),
      onRun: (r) => {
        interactionLoads.push(loadavg()[0]);
        console.log(
          `${r.interaction} at load + ${r.delay} ms #${r.run}: INP ${r.inp} ms (input delay ${r.inputDelay ?? '—'}, ` +
            `processing ${r.processing ?? '—'}), effect ` +
            `${r.effect === undefined ? 'none' : `${r.effect} ms`} (pressed at load + ${r.pressedAfterLoad} ms, ` +
            `hydrated at load + ${r.hydratedAfterLoad ?? '—'} ms, load ${r.loadAfterPaint ?? '—'} ms after FCP, ` +
            `load average ${loadavg()[0].toFixed(1)})`,
        );
      },
    });
  }
} finally {
  proxy.close();
  api.kill();
}

const served = { api: 'apps/api (brotli files)', gzip: 'gzip in front (as a CDN)' };
const mark = (ok) => (ok ? '' : ' ✗');
const table = [
  '| route | served by | performance | accessibility | CLS | FCP ms | LCP ms | TBT ms | JS transferred |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...measured.map(
    (r) =>
      `| \`${r.route}\` | ${served[r.setup]} | ${r.performance}${mark(r.performance >= r.goal)} | ` +
      `${r.accessibility}${mark(r.accessibility >= goals.accessibility)} | ` +
      `${r.cls.toFixed(3)}${mark(r.cls <= goals.cls)} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ` +
      `${(r.js / 1024).toFixed(0)} KB |`,
  ),
  `| goal | | ≥ 98 (sign-in, dashboard), ≥ 95 | ${goals.accessibility} | ≤ ${goals.cls} | | | | |`,
].join('\n');
const range = (values) => `between ${Math.min(...values).toFixed(1)} and ${Math.max(...values).toFixed(1)}`;
const note =
  `Lighthouse 12.8.2, mobile preset (simulated slow 4G, 4× CPU slowdown), headless Chromium; the median ` +
  `of ${runs} performance run${runs === 1 ? '' : 's'} per row (accessibility in a run of its own), in the ` +
  `site's default language with consent already recorded, signed in as the sandbox's first person` +
  `${skipped.length ? ` (who has nothing for: ${skipped.join(', ')})` : ''}. Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores with a load ` +
  `average ${range(loads)}.`;
const pressTable = firstInteractionTable(pressed, goals.inp);
const pressNote =
  `Headless Chromium at 1280 × 800 with 4× CPU slowdown and DevTools' slow 4G (562.5 ms latency, ` +
  `1.47 Mbit/s down); a returning visitor (consent recorded), a cold cache, one mouse press (80 ms ` +
  `down) per page load at the given time after the load event, ${presses} page loads per row. INP: the press's longest Event Timing entry (durationThreshold 16); effect: ` +
  `from pointerdown to the menu on screen, the sign-in request sent, or the next page committed. ` +
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores with a load average ` +
  `${interactionLoads.length ? range(interactionLoads) : '—'}.`;
if (measured.length) console.log(`\n${table}\n\n${note}\n`);
if (pressed.length) console.log(`\n${pressTable}\n\n${pressNote}\n`);
for (const r of measured) {
  if (r.failed.length) console.log(`${r.route} fails accessibility audits: ${r.failed.join(', ')}`);
}

// The size table of the same build.
execFileSync(process.execPath, [path.join(portal, 'scripts/size.mjs'), ...(write ? ['--write'] : [])], {
  stdio: 'inherit',
});

if (write) {
  await writeSections(path.join(portal, 'README.md'), {
    ...(measured.length ? { lighthouse: `${table}\n\n${note}` } : {}),
    ...(pressed.length ? { 'first-interaction': `${pressTable}\n\n${pressNote}` } : {}),
  });
}
