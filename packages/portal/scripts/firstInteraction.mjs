// The first interaction with a page the server drew, as a person on a slow phone-class machine meets
// it: Chromium with 4× CPU slowdown and slow 4G (the DevTools profile behind Lighthouse's mobile
// preset), a real press (CDP mouse events: move, down, 80 ms, up) at a set time after the load event,
// INP from Event Timing and the time until the press has its effect. Lighthouse never presses
// anything, so a page that puts its work off until the first press scores well there; this measures
// what that press costs. perf.mjs runs it.
/* global addEventListener, document, location, MutationObserver, requestAnimationFrame, window -- instrument() runs in the page */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

/** DevTools' slow 4G as Lighthouse applies it (150 ms RTT × 3.75, 1.6 Mbit/s × 0.9 down, 675 kbit/s up). */
const slow4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const cpuSlowdown = 4;
/** A press without its effect by then counts as lost. */
const effectTimeout = 15_000;

/**
 * The presses measured. `effect` is what the person waits for: the menu on screen, the sign-in
 * request on its way, the next page committed (a new document, or the router's history entry).
 */
export const interactions = [
  {
    name: 'sign-in button',
    route: '/auth/signin',
    signedIn: false,
    target: (page) => page.getByRole('button', { name: 'Sign in with e-ID' }),
    effect: 'request',
    request: (url) => url.pathname === '/api/auth/signin/telia',
  },
  {
    name: 'account menu',
    route: '/dashboard',
    signedIn: true,
    target: (page) => page.getByRole('button', { name: /^Account: / }),
    effect: 'menu',
  },
  {
    name: 'dashboard card link',
    route: '/dashboard',
    signedIn: true,
    target: (page) => page.locator('section[aria-labelledby="quick-actions-title"] a[href="/charts"]'),
    effect: 'navigation',
    to: '/charts',
  },
];

/**
 * Runs in every document before its own scripts: reports the load, the press, every Event Timing
 * entry of an interaction (durationThreshold 16, as web-vitals asks), the first input, a menu
 * appearing and a committed navigation, all as epoch milliseconds, through the `__perfReport` binding
 * (which outlives the document, so a page that navigates away still reports).
 */
function instrument() {
  const at = (time) => performance.timeOrigin + time;
  const queued = [];
  // The binding is there before the page's scripts run; kept for a document that starts without it.
  const report = (record) => {
    queued.push(JSON.stringify({ url: location.pathname, ...record }));
    if (typeof window.__perfReport !== 'function') return;
    for (const json of queued.splice(0)) window.__perfReport(json);
  };
  report({ kind: 'document', at: at(performance.now()) });
  addEventListener('load', () => {
    report({ kind: 'load', at: at(performance.now()) });
  });
  addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted) report({ kind: 'press', at: at(event.timeStamp) });
    },
    { capture: true },
  );
  const events = (list) => {
    for (const entry of list.getEntries()) {
      if (entry.entryType === 'event' && !entry.interactionId) continue;
      report({
        kind: entry.entryType,
        name: entry.name,
        interactionId: entry.interactionId,
        at: at(entry.startTime),
        duration: entry.duration,
        processing: entry.processingEnd - entry.processingStart,
        delay: entry.processingStart - entry.startTime,
      });
    }
  };
  const observer = new PerformanceObserver(events);
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  const first = new PerformanceObserver(events);
  first.observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') report({ kind: entry.name, at: at(entry.startTime) });
    }
  }).observe({ type: 'paint', buffered: true });
  // What is queued but not yet delivered when the page goes.
  addEventListener('pagehide', () => {
    events({ getEntries: () => [...observer.takeRecords(), ...first.takeRecords()] });
  });
  window.navigation?.addEventListener('currententrychange', () => {
    report({ kind: 'committed', at: at(performance.now()) });
  });
  // The menu on screen, and the page hydrated (app/boot.tsx marks its root).
  const seen = new Set();
  const once = (kind, found) => {
    if (seen.has(kind) || !found) return;
    seen.add(kind);
    if (kind === 'hydrated') report({ kind, at: at(performance.now()) });
    else requestAnimationFrame(() => report({ kind, at: at(performance.now()) }));
  };
  new MutationObserver(() => {
    once('menu', document.querySelector('[role="menu"]'));
    once('hydrated', document.querySelector('#root[data-hydrated]'));
  }).observe(document, { childList: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

const percentile = (values, p) => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** One page load, one press at `delay` ms after the load event; INP and the effect's time. */
async function pressOnce(browser, { base, interaction, box, delay, cookies, session }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: interaction.signedIn ? session : undefined,
  });
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
  const records = [];
  await context.exposeBinding('__perfReport', (_source, json) => {
    records.push(JSON.parse(json));
  });
  await context.addInitScript(instrument);
  const requests = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (interaction.effect === 'request' && interaction.request(url)) requests.push(Date.now());
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${base}${interaction.route}`, { waitUntil: 'load', timeout: 60_000 });
    const loadedAt = records.find((r) => r.kind === 'load')?.at ?? Date.now();
    const wait = loadedAt + delay - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await new Promise((resolve) => setTimeout(resolve, 80));
    await page.mouse.up();

    const effectAt = () => {
      const press = records.find((r) => r.kind === 'press');
      if (!press) return undefined;
      if (interaction.effect === 'request') return requests[0];
      if (interaction.effect === 'menu') return records.find((r) => r.kind === 'menu')?.at;
      return records.find(
        (r) =>
          (r.kind === 'committed' || r.kind === 'document') && r.url === interaction.to && r.at >= press.at,
      )?.at;
    };
    const until = Date.now() + effectTimeout;
    while (effectAt() === undefined && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The press's own entries come after its next paint: wait for its first-input entry, briefly.
    const settle = Date.now() + 3000;
    while (!records.some((r) => r.kind === 'first-input') && Date.now() < settle) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const press = records.find((r) => r.kind === 'press');
    const effect = effectAt();
    const entries = records.filter((r) => r.kind === 'event' || r.kind === 'first-input');
    // The interaction's latency is its longest entry; below the 16 ms threshold none is reported.
    const inp = Math.max(16, ...entries.map((r) => r.duration));
    // Where the longest entry's time went: waiting for the main thread, or the page's own handlers.
    const longest = entries.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), undefined);
    const since = (kind, from) => {
      const record = records.find((r) => r.kind === kind && r.url === interaction.route);
      return record && from !== undefined ? Math.round(record.at - from) : undefined;
    };
    return {
      inp,
      inputDelay: longest && Math.round(longest.delay),
      processing: longest && Math.round(longest.processing),
      effect: press && effect !== undefined ? Math.round(effect - press.at) : undefined,
      pressedAfterLoad: press ? Math.round(press.at - loadedAt) : undefined,
      // When the page could answer a press by itself: hydrated, after the load event and the first paint.
      hydratedAfterLoad: since('hydrated', loadedAt),
      loadAfterPaint: since('load', records.find((r) => r.kind === 'first-contentful-paint')?.at),
    };
  } finally {
    await context.close();
  }
}

/** A signed-in session's cookies, through the e-ID sandbox. */
async function signedIn(browser, base, cookies) {
  const context = await browser.newContext();
  try {
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
    const page = await context.newPage();
    await page.goto(`${base}/auth/signin`);
    await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
    await page.getByRole('button', { name: 'Sign in with e-ID' }).click();
    await page.waitForURL('**/sandbox/telia**');
    await page
      .getByRole('link', { name: /^Sign in as / })
      .first()
      .click();
    await page.waitForURL('**/dashboard');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Every interaction at every delay, `runs` times, in turn within a run. */
export async function measureFirstInteractions({ base, delays, runs, cookies, names, onRun }) {
  const chosen = names
    ? interactions.filter((interaction) => names.includes(interaction.name))
    : interactions;
  if (names && chosen.length !== names.length)
    throw new Error(`presses are named ${interactions.map((interaction) => interaction.name).join(', ')}`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = new Map();
  try {
    const session = await signedIn(browser, base, cookies);
    // Where each target is, from a page loaded at full speed: looked up under the slowdown, it would
    // put the press later than asked.
    const boxes = new Map();
    for (const interaction of chosen) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        storageState: interaction.signedIn ? session : undefined,
      });
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
      const page = await context.newPage();
      await page.goto(`${base}${interaction.route}`);
      const box = await interaction.target(page).boundingBox();
      await context.close();
      if (!box) throw new Error(`${interaction.name}: not on ${interaction.route}`);
      boxes.set(interaction, box);
    }
    for (let run = 1; run <= runs; run += 1) {
      for (const interaction of chosen) {
        for (const delay of delays) {
          const key = `${interaction.name}|${delay}`;
          const result = await pressOnce(browser, {
            base,
            interaction,
            box: boxes.get(interaction),
            delay,
            cookies,
            session,
          });
          if (!results.has(key)) results.set(key, []);
          results.get(key).push(result);
          onRun?.({ run, interaction: interaction.name, delay, ...result });
        }
      }
    }
  } finally {
    await browser.close();
  }
  return [...results].map(([key, list]) => {
    const [interaction, delay] = key.split('|');
    const effects = list.map((r) => r.effect).filter((ms) => ms !== undefined);
    const hydrated = list.map((r) => r.hydratedAfterLoad).filter((ms) => ms !== undefined);
    return {
      interaction,
      delay: Number(delay),
      runs: list.length,
      inp: percentile(
        list.map((r) => r.inp),
        75,
      ),
      effectMedian: percentile(effects, 50),
      effectP75: percentile(effects, 75),
      lost: list.length - effects.length,
      hydratedAfterLoad: percentile(hydrated, 50),
    };
  });
}

/** The table of `measureFirstInteractions`' rows. */
export function firstInteractionTable(rows, goal) {
  const ms = (value) => (value === undefined ? '—' : String(Math.round(value)));
  return [
    '| press | after load | INP p75 ms | effect median ms | effect p75 ms | no effect | hydrated, ms after load |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.interaction} | ${r.delay / 1000} s | ${ms(r.inp)}${r.inp > goal ? ' ✗' : ''} | ` +
        `${ms(r.effectMedian)} | ${ms(r.effectP75)} | ${r.lost ? `${r.lost} of ${r.runs} ✗` : `0 of ${r.runs}`} | ` +
        `${ms(r.hydratedAfterLoad)} |`,
    ),
    `| goal | | ≤ ${goal} | | | 0 | |`,
  ].join('\n');
}
