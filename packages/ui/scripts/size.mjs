// Prints the gzip size of JavaScript a consumer pays for each @vool/ui subpath (beyond React itself, but
// including react-aria-components, which the consumer installs for us), bundled and minified the way an
// app bundler would, and writes the table into README.md between the size markers.
//   npm run size -w @vool/ui          (after npm run build)
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

async function gzipOf(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external,
    treeShaking: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const components = readdirSync('dist', { withFileTypes: true })
  .filter(
    (d) => d.isDirectory() && existsSync(`dist/${d.name}/index.js`) && !['icons', 'layout'].includes(d.name),
  )
  .map((d) => d.name)
  .sort();

const rows = [];
for (const name of components) {
  // Importing every export and using it keeps the bundler from dropping what a real use would keep.
  rows.push([`@vool/ui/${name}`, await gzipOf(`import * as m from '@vool/ui/${name}'; console.log(m);`)]);
}
rows.push(['@vool/ui (everything)', await gzipOf(`import * as m from '@vool/ui'; console.log(m);`)]);
const typical = ['Button', 'TextField', 'Dialog', 'Tabs', 'Table'].filter((c) => components.includes(c));
const typicalSize = await gzipOf(
  typical.map((c, i) => `import * as m${i} from '@vool/ui/${c}'; console.log(m${i});`).join('\n'),
);
const css = gzipSync(readFileSync('dist/styles.css'), { level: 9 }).length;

const table = [
  '| import | JS, min + gzip |',
  '|---|---|',
  ...rows.map(([name, size]) => `| \`${name}\` | ${kb(size)} |`),
  `| ${typical.join(' + ')} | **${kb(typicalSize)}** (goal ≤ 60 KB) |`,
  `| \`@vool/ui/styles.css\` (all components) | ${kb(css)} CSS |`,
].join('\n');
console.log(table);

const readme = readFileSync('README.md', 'utf8');
const marked = /<!-- size:start -->[\s\S]*<!-- size:end -->/;
if (marked.test(readme)) {
  writeFileSync('README.md', readme.replace(marked, `<!-- size:start -->\n${table}\n<!-- size:end -->`));
}
if (typicalSize > 60 * 1024) {
  console.error(`Button + TextField + Dialog + Tabs + Table is ${kb(typicalSize)}, over the 60 KB goal`);
  process.exitCode = 1;
}
