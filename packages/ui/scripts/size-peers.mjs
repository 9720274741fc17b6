// Compares @vool/ui with its peers the way an app pays for them: in a temporary folder, one fresh
// Vite + React app per library renders the same five components (Button, TextField, Dialog, Tabs, a
// sortable Table; see size-peers/apps.mjs), installed from the npm registry (@vool/ui and @vool/tokens
// from this repo's packed dist), built for production, and measured min + gzip: the JavaScript beyond
// React (react, react-dom and scheduler go to a chunk of their own, left out) and the CSS the app loads.
// React Aria based apps are built twice: with every locale React Aria ships, and with only the portal's
// six, trimmed by @react-aria/optimize-locales-plugin. Prints the table and writes it into README.md
// between the size-peers markers. A benchmark, not a test: no test run includes it.
//   npm run build -w @vool/tokens && npm run build -w @vool/ui && npm run size:peers -w @vool/ui
//   options: --only <name>[,<name>] (e.g. --only @vool/ui), --keep (leave the temporary folder)
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { apps } from './size-peers/apps.mjs';

const uiRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(uiRoot, '../..');
// What React Aria needs for en-GB, fi-FI, sv-FI, et-EE, lv-LV and ru-RU: it ships en-US and sv-SE
// strings, which it picks for en-GB and sv-FI, so the languages are kept, not the regions.
const sixLocales = ['en', 'fi', 'sv', 'et', 'lv', 'ru'];
const tooling = ['vite@^8', '@vitejs/plugin-react@^6', '@react-aria/optimize-locales-plugin@^2'];

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;
const keep = args.includes('--keep');

const run = (command, commandArgs, cwd, env = {}) =>
  execFileSync(command, commandArgs, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: 'pipe',
  });

const viteConfig = `
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const locales = process.env.LOCALES ? process.env.LOCALES.split(',') : undefined;
export default defineConfig({
  plugins: [react(), locales && optimizeLocales.vite({ locales })].filter(Boolean),
  build: {
    target: 'es2022',
    cssMinify: 'lightningcss',
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\\\/](react|react-dom|scheduler)[\\\\/]/ }],
        },
      },
    },
  },
});
`;
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>size</title></head>
<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>
`;
const main = `import { createRoot } from 'react-dom/client';
import { App } from './App.jsx';
createRoot(document.getElementById('root')).render(<App />);
`;

/** min + gzip bytes of an app's build: JS other than React's chunk, and CSS. */
function measure(dir, outDir, env) {
  run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], dir, env);
  const assets = path.join(dir, outDir, 'assets');
  const files = readdirSync(assets);
  if (!files.some((file) => /^react-.*\.js$/.test(file))) throw new Error(`${dir}: no React chunk`);
  const gzip = (file) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
  const sum = (pick) => files.filter(pick).reduce((total, file) => total + gzip(file), 0);
  return {
    js: sum((file) => file.endsWith('.js') && !file.startsWith('react-')),
    css: sum((file) => file.endsWith('.css')),
  };
}

function versionOf(dir, name) {
  return JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

for (const dist of [
  path.join(uiRoot, 'dist/index.js'),
  path.join(repoRoot, 'packages/tokens/dist/index.js'),
]) {
  if (!existsSync(dist)) throw new Error(`${dist} is missing: build @vool/tokens and @vool/ui first`);
}
const work = mkdtempSync(path.join(tmpdir(), 'vool-size-peers-'));
console.error(`working in ${work}`);
const packed = JSON.parse(
  run(
    'npm',
    ['pack', '--json', '--pack-destination', work, '-w', '@vool/tokens', '-w', '@vool/ui'],
    repoRoot,
  ),
);
const tarballs = packed.map((tarball) => path.join(work, tarball.filename));

const results = [];
try {
  for (const app of apps.filter((candidate) => !only || only.includes(candidate.name))) {
    const dir = path.join(work, app.name.replace(/[@/]/g, '_'));
    mkdirSync(path.join(dir, 'src'), { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }, null, 2));
    writeFileSync(path.join(dir, 'vite.config.mjs'), viteConfig);
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'src/main.jsx'), main);
    writeFileSync(path.join(dir, 'src/App.jsx'), app.app);
    const packages = app.name === '@vool/ui' ? [...tarballs, ...app.packages] : app.packages;
    console.error(`${app.name}: installing`);
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        'react@^19',
        'react-dom@^19',
        ...tooling,
        ...packages,
      ],
      dir,
    );
    console.error(`${app.name}: building`);
    const all = measure(dir, 'dist-all', {});
    const six = app.reactAria ? measure(dir, 'dist-six', { LOCALES: sixLocales.join(',') }) : all;
    results.push({
      name: app.name,
      version: versionOf(dir, app.main),
      all,
      six,
      vite: versionOf(dir, 'vite'),
      react: versionOf(dir, 'react'),
    });
  }
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const date = new Date().toISOString().slice(0, 10);
const table = [
  `Measured ${date} with Vite ${results[0]?.vite} and React ${results[0]?.react} (min + gzip; JS beyond React).`,
  '',
  '| library | version | JS, all locales | JS, six locales | CSS | JS (six locales) + CSS |',
  '|---|---|--:|--:|--:|--:|',
  ...results.map(
    ({ name, version, all, six }) =>
      `| ${name} | ${version} | ${kb(all.js)} | ${kb(six.js)} | ${kb(six.css)} | **${kb(six.js + six.css)}** |`,
  ),
].join('\n');
console.log(table);

const readmePath = path.join(uiRoot, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const marked = /<!-- size-peers:start -->[\s\S]*<!-- size-peers:end -->/;
if (!only && marked.test(readme)) {
  writeFileSync(
    readmePath,
    readme.replace(marked, `<!-- size-peers:start -->\n\n${table}\n\n<!-- size-peers:end -->`),
  );
}
