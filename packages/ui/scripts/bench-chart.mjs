// Chart-rendering benchmark, in Chromium: a year of 15-minute readings × 2 series (70,080 points),
// drawn (a) by Vool's Chart from the built @vool/ui, in React, and (b) by echarts' full bundle with its
// default options. Prints the medians of time to first paint and to a zoom (in to March, back out),
// default ÷ Vool, and the JavaScript each page loaded.
//   npm run build -w @vool/ui && npm run bench:chart -w @vool/ui
//   options: --runs 7 (measured runs per page, each on a fresh page; one more is a discarded warm-up)
//            --source (bundle src/charts over the rest of the built package: for tuning without a rebuild)
//            --source-dir <dir> (with --source: another copy of src/charts, e.g. an older one to compare)
// "Drawn" is ECharts' `finished` event and then the rendering update that shows it (see bench-chart/measure.mjs).
// A benchmark, not a test: it is in no test run. Run it on an otherwise idle machine; it prints the load.
/* global window */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    source: { type: 'boolean', default: false },
    'source-dir': { type: 'string' },
  },
});
const runs = Number(args.runs);
const here = path.dirname(fileURLToPath(import.meta.url));
const ui = path.resolve(here, '..');
if (!existsSync(path.join(ui, 'dist/charts/index.js'))) {
  console.error('packages/ui/dist is missing: run `npm run build -w @vool/ui` first.');
  process.exit(1);
}

/**
 * With --source: the chart modules come from src/charts (or --source-dir, e.g. an older version of it
 * from git, to compare), compiled by esbuild; everything they import from outside it (Button, icons, the
 * vanilla-extract class names) from dist, as built.
 */
const sourceCharts = {
  name: 'source-charts',
  setup(b) {
    const distCharts = path.join(ui, 'dist/charts');
    const srcCharts = path.resolve(args['source-dir'] ?? path.join(ui, 'src/charts'));
    const built = (target) =>
      path.join(ui, 'dist', path.relative(path.dirname(srcCharts), target)).replace(/\.tsx?$/, '.js');
    b.onResolve({ filter: /^@vool\/ui\/charts$/ }, () => ({ path: path.join(srcCharts, 'index.ts') }));
    b.onResolve({ filter: /^\./ }, ({ path: request, importer }) => {
      const target = path.resolve(path.dirname(importer), request);
      if (path.dirname(importer) === distCharts && !target.endsWith('.styles.js')) {
        const base = path.join(srcCharts, path.basename(target, '.js'));
        const file = [`${base}.ts`, `${base}.tsx`].find((f) => existsSync(f));
        return file ? { path: file } : undefined;
      }
      if (path.dirname(importer) !== srcCharts) return undefined;
      if (target.endsWith('.css.ts')) {
        return { path: path.join(distCharts, path.basename(target).replace(/\.css\.ts$/, '.styles.js')) };
      }
      return path.dirname(target) === srcCharts ? undefined : { path: built(target) };
    });
  },
};

const out = mkdtempSync(path.join(tmpdir(), 'vool-bench-chart-'));
const profile = mkdtempSync(path.join(tmpdir(), 'vool-bench-chart-profile-'));
// The bundles and the browser profile go, however the run ends.
process.on('exit', () => {
  rmSync(out, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
});
const pages = {
  vool: ['vool.html', 'Vool Chart (@vool/ui/charts)'],
  default: ['default.html', 'echarts full bundle, defaults'],
  // For scale: what a chart with the same parts costs on a fresh page when its data is short (without
  // animation, which short data has and which would hold back ECharts' finished event by a second).
  day: ['vool.html?days=1', 'Vool Chart, one day (96 × 2 points, reduced motion)'],
  // For scale: the same year on a Chart mounted with its data, so without the warm-up it does while loading.
  cold: ['vool.html?cold', 'Vool Chart mounted with its data (no loading state, no warm-up)'],
};
await build({
  entryPoints: {
    vool: path.join(here, 'bench-chart/vool-page.mjs'),
    default: path.join(here, 'bench-chart/default-page.mjs'),
  },
  outdir: out,
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file' },
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: args.source ? [sourceCharts] : [],
  // For --source-dir outside the repository: its imports of react, echarts… resolve from here.
  nodePaths: [path.join(ui, '../../node_modules')],
  logLevel: 'warning',
});
for (const name of ['vool', 'default']) {
  const css = existsSync(path.join(out, `${name}.css`)) ? `<link rel="stylesheet" href="/${name}.css">` : '';
  writeFileSync(
    path.join(out, `${name}.html`),
    `<!doctype html><html lang="en" data-brand="kiir" data-scheme="light"><head><meta charset="utf-8">` +
      `<title>${name}</title><link rel="icon" href="data:,">${css}<style>body{margin:24px;font-family:var(--vool-font-family-body,sans-serif)}#root{width:960px}</style></head>` +
      // Text in the page's fonts before the chart, as in the portal, so they have loaded when it draws.
      `<body><h1>Electricity consumption</h1><p>Every 15 minutes, kWh</p><div id="root"></div>` +
      `<script type="module" src="/${name}.js"></script></body></html>`,
  );
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };
/** Bytes of JavaScript served, per page, gzipped. */
const served = new Map();
let servingFor = '';
const server = createServer((request, response) => {
  const file = path.join(out, path.normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)));
  if (!file.startsWith(out) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  const body = readFileSync(file);
  if (file.endsWith('.js')) served.set(`${servingFor} ${file}`, gzipSync(body, { level: 9 }).length);
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    // As a production server sends a built app's files: pages revalidated, hashed assets kept.
    'cache-control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  response.end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

// One browser profile for every run, each run a fresh page (tab): as on a return visit, the scripts come
// from the HTTP cache with V8's code cache (the warm-up run fills them), so what is measured is the work
// of drawing, not of compiling the bundle.
const browser = await chromium.launchPersistentContext(profile, {
  viewport: { width: 1280, height: 800 },
  locale: 'en-GB',
  timezoneId: 'Europe/Tallinn',
  executablePath: chromiumPath,
  args: chromiumArgs,
});

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One fresh page: load, draw, zoom in (to March, or to a day's morning), zoom back out. */
async function run(name) {
  servingFor = name;
  const page = await browser.newPage();
  await page.emulateMedia({ reducedMotion: name === 'day' ? 'reduce' : 'no-preference' });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.goto(`${origin}/${pages[name][0]}`);
    await page.waitForFunction(() => window.benchReady === true);
    const firstPaint = await page.evaluate(() => window.bench.firstPaint());
    const zoomIn = await page.evaluate(() => window.bench.zoom(window.bench.ZOOM));
    const zoomOut = await page.evaluate(() => window.bench.zoom(window.bench.WHOLE));
    if (errors.length) throw new Error(`${name}: ${errors.join('; ')}`);
    return { firstPaint, zoomIn, zoomOut, load: loadavg()[0] };
  } finally {
    await page.close();
  }
}

const results = { vool: [], default: [], day: [], cold: [] };
const loads = [loadavg()[0]];
try {
  for (let i = 0; i <= runs; i += 1) {
    // Alternate the order, so a burst of load from elsewhere hits every page.
    for (const name of i % 2 ? ['default', 'cold', 'day', 'vool'] : ['vool', 'day', 'cold', 'default']) {
      const result = await run(name);
      if (i > 0) results[name].push(result); // run 0 warms up the browser, the disk cache and the server
      loads.push(result.load);
      process.stderr.write('.');
    }
  }
  process.stderr.write('\n');

  const js = (name) =>
    [...served].filter(([key]) => key.startsWith(`${name} `)).reduce((sum, [, bytes]) => sum + bytes, 0);
  const stat = (name, key) => median(results[name].map((r) => r[key]));
  const rows = [
    ['first paint', 'firstPaint', 150],
    ['zoom in to one month', 'zoomIn', 40],
    ['zoom back out to the year', 'zoomOut', 40],
  ];
  const ms = (n) => `${n.toFixed(0)} ms`;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const source = args.source ? `${args['source-dir'] ?? 'src/charts'} (--source)` : 'built @vool/ui';
  const load = `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  console.log(
    `Chart benchmark: a year of 15-minute data × 2 series (70,080 points), 960 × 360 px, ` +
      `median of ${runs} runs (a fresh page each, 1 warm-up discarded)`,
  );
  console.log(
    `${new Date().toISOString().slice(0, 10)} · Chromium ${browser.browser().version()} · Node ${process.version} · ` +
      `${source} · ${cpus().length} CPUs, load average (1 min) ${load}`,
  );
  console.log('');
  console.log(`| measure | Vool | default | default ÷ Vool | goal |`);
  console.log(`| --- | ---: | ---: | ---: | --- |`);
  for (const [label, key, goal] of rows) {
    const vool = stat('vool', key);
    const fallback = stat('default', key);
    const met = vool <= goal && fallback / vool >= 5 ? 'met' : 'missed';
    const ratio = `${(fallback / vool).toFixed(1)}×`;
    console.log(`| ${label} | ${ms(vool)} | ${ms(fallback)} | ${ratio} | ≤ ${goal} ms, ≥ 5×: ${met} |`);
  }
  console.log(`| JavaScript loaded (min + gzip) | ${kb(js('vool'))} | ${kb(js('default'))} | | |`);
  console.log('');
  for (const name of ['day', 'cold']) {
    const of = (key) => ms(stat(name, key));
    console.log(
      `For scale, ${pages[name][1]}: first paint ${of('firstPaint')}, ` +
        `zoom in ${of('zoomIn')}, zoom out ${of('zoomOut')}.`,
    );
  }
  console.log('');
  for (const name of Object.keys(pages)) {
    const list = (key) => results[name].map((r) => r[key].toFixed(0)).join(' ');
    console.log(
      `${pages[name][1]}: first paint ${list('firstPaint')}; zoom in ${list('zoomIn')}; ` +
        `zoom out ${list('zoomOut')} (ms)`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
