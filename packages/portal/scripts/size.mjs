// Prints the JavaScript a browser downloads (min + gzip) before each route is usable: the entry,
// the route's lazy chunks and the messages of one language, each with the chunks they import.
// Run after `npm run build -w @vool/portal`; `--write` records the table in README.md, `--check` fails
// (exit 1) when a route weighs more than it may (the test command runs it after the build).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeSections } from './readmeSections.mjs';

const portal = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(portal, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
/** The texts of one language a route loads: the core area and its own (src/i18n/areas.json). */
const messages = (area) => [
  'src/i18n/compiled/fi-FI.general.core.json',
  ...(area ? [`src/i18n/compiled/fi-FI.general.${area}.json`] : []),
];

/**
 * Route → its document's entry (auth.html for /auth, index.html for the rest) and the source modules
 * it needs on top of it: the document's start, which the entry loads (src/auth.tsx, src/main.tsx),
 * and the route's (src/app/router.tsx).
 */
const routes = {
  '/auth/signin': ['auth.html', 'src/authStart.tsx', 'src/features/auth/SignInPage.tsx', ...messages('auth')],
  '/dashboard': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    // Not MoreCards.tsx, the cards below the month's figures: it loads right after the page, and on
    // a page the server drew, React takes those cards over when it arrives (a Suspense boundary).
    'src/features/dashboard/DashboardPage.tsx',
    ...messages('dashboard'),
  ],
  // An invoice's chart ("How was this calculated?") loads ECharts only when opened.
  '/invoices': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/invoices/InvoicesPage.tsx',
    ...messages('invoices'),
  ],
  // The profile is the section it opens on; each other section's code comes when it is chosen.
  '/settings': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/settings/SettingsPage.tsx',
    'src/features/settings/tabs/ProfileTab.tsx',
    ...messages('settings'),
  ],
  // A contract's page and the comparison's chart (ECharts) load only when opened.
  '/contracts': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/contracts/ContractsPage.tsx',
    ...messages('contracts'),
  ],
  // A ticket and the new-ticket form (its combo box and popover) load only when opened.
  '/support': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/support/SupportPage.tsx',
    ...messages('support'),
  ],
  '/support?new': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/support/SupportPage.tsx',
    'src/features/support/NewTicketView.tsx',
    ...messages('support'),
  ],
  '/outages': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/outages/OutagesPage.tsx',
    ...messages('outages'),
  ],
  '/contracts/{id}/offer': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/contracts/OfferPage.tsx',
    ...messages('contracts'),
  ],
  '/contracts/sign': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/contracts/SignPage.tsx',
    ...messages('contracts'),
  ],
  '/contracts/{id}/move-out': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/contracts/MoveOutPage.tsx',
    ...messages('contracts'),
  ],
  '/contracts/new': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/contracts/NewContractPage.tsx',
    ...messages('contracts'),
  ],
  // The one route that loads ECharts up front (through @vool/ui/charts).
  '/charts': [
    'index.html',
    'src/portalStart.tsx',
    'src/features/shell/Layout.tsx',
    'src/features/charts/ChartsPage.tsx',
    ...messages('charts'),
  ],
};
/**
 * Goals in KB: sign-in and the dashboard are the pages met first; the charts page draws the picker and
 * the date pickers (ECharts, another 180 KB, comes after its hydration, with the chart).
 */
const goals = { '/auth/signin': 140, '/dashboard': 180, '/charts': 360 };
const otherGoal = 220;
/**
 * Where a route is still above its goal, the most it may weigh until the gap is closed, so it cannot
 * grow meanwhile. Every area in the menu costs the portal's start about 1.5 KB (its routes, menu entry
 * and the index of its texts); the loading bar and a press's paint before the next page's code
 * (app/afterPaint.ts) 0.4 KB; a field focused or typed into before the hydration, told again once
 * hydrated (app/earlyInput.ts), 0.3 KB, and one typed into a part of the page hydrated later, 0.2 KB;
 * a press kept from React until the hydration's first commit (app/earlyPress.ts), 0.1 KB, and one
 * React stopped, its part of the page not hydrated yet, made once it is, 0.2 KB. The settings no longer load the toast region (@vool/ui/ToastQueue).
 */
const ceilings = { '/dashboard': 192.3, '/settings': 236.8, '/support?new': 256.4 };
const budgetOf = (route) => ceilings[route] ?? goals[route] ?? otherGoal;

const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = Object.entries(routes).map(([route, keys]) => {
  const files = closure(keys);
  const bytes = [...files].reduce((sum, file) => sum + gzip(file), 0);
  return { route, bytes, goal: goals[route] ?? otherGoal, budget: budgetOf(route) };
});
const table = [
  '| route | initial JS, min + gzip (React included) | goal | at most, until the goal is met |',
  '| --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| \`${r.route}\` | ${kb(r.bytes)} | ${r.goal} KB | ${r.budget === r.goal ? '' : `${r.budget} KB`} |`,
  ),
].join('\n');
console.log(table);

if (process.argv.includes('--write')) {
  await writeSections(path.join(portal, 'README.md'), { size: table });
}
const aboveGoal = rows.filter((r) => r.bytes / 1024 > r.goal);
for (const r of aboveGoal) console.log(`above its goal: ${r.route} by ${kb(r.bytes - r.goal * 1024)}`);
const over = rows.filter((r) => r.bytes / 1024 > r.budget);
if (over.length) {
  console.log(`over budget: ${over.map((r) => `${r.route} (${kb(r.bytes)} > ${r.budget} KB)`).join(', ')}`);
  if (process.argv.includes('--check')) process.exitCode = 1;
}
