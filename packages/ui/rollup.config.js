import { readdirSync, existsSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { dts } from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';

/** One entry per component folder (its index.ts), each icon, the theme and the root. */
function entries() {
  const input = { index: 'src/index.ts', 'theme/vars.css': 'src/theme/vars.css.ts' };
  for (const dir of readdirSync('src', { withFileTypes: true })) {
    if (dir.isDirectory() && existsSync(`src/${dir.name}/index.ts`))
      input[`${dir.name}/index`] = `src/${dir.name}/index.ts`;
  }
  for (const file of readdirSync('src/icons')) {
    if (file.endsWith('.tsx')) input[`icons/${file.replace(/\.tsx$/, '')}`] = `src/icons/${file}`;
  }
  return input;
}

/**
 * The same entries' declarations, as `tsc -b` (the build's first step) wrote them to .tsbuild/.
 * Bundling declarations tsc has already written takes a second; having rollup-plugin-dts compile the
 * sources itself took most of a minute, and the project's type check would compile them again.
 */
const declarations = () =>
  Object.fromEntries(
    Object.entries(entries()).map(([name, source]) => [
      name,
      source.replace(/^src\//, '.tsbuild/src/').replace(/\.tsx?$/, '.d.ts'),
    ]),
  );

/**
 * vanilla-extract's plugin with the module graph shown to it in a fixed order. It writes styles.css in
 * the order it finds the modules (an importer's styles after those it composes, the rest as Rollup
 * happened to load them), so two builds of the same sources wrote the components in different orders:
 * a new file for every consumer's cache, and a cascade that could change from build to build.
 */
function inFixedOrder(plugin) {
  const { buildEnd } = plugin;
  return {
    ...plugin,
    buildEnd(...args) {
      const context = Object.create(this, {
        getModuleIds: { value: () => [...this.getModuleIds()].sort()[Symbol.iterator]() },
        getModuleInfo: {
          value: (id) => {
            const info = this.getModuleInfo(id);
            return info && { ...info, importers: [...info.importers].sort() };
          },
        },
      });
      return buildEnd.apply(context, args);
    },
  };
}

const external = [
  /^react(\/.*)?$/,
  /^react-dom(\/.*)?$/,
  /^react-aria-components(\/.*)?$/,
  /^react-aria(\/.*)?$/,
  /^react-stately(\/.*)?$/,
  /^@vool\/tokens(\/.*)?$/,
  /^echarts(\/.*)?$/,
  /^zrender(\/.*)?$/,
];

export default [
  {
    input: entries(),
    external,
    plugins: [
      inFixedOrder(
        vanillaExtractPlugin({ extract: { name: 'styles.css' }, identifiers: ({ hash }) => `vool_${hash}` }),
      ),
      esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    ],
    output: {
      dir: 'dist',
      format: 'esm',
      preserveModules: true,
      preserveModulesRoot: 'src',
      // A consumer's vanilla-extract plugin would re-process files named *.css.js.
      entryFileNames: ({ name }) => `${name.replace(/\.css$/, '.styles')}.js`,
      assetFileNames: '[name][extname]',
    },
  },
  {
    input: declarations(),
    external: [...external, /\.css$/],
    plugins: [dts({ tsconfig: 'tsconfig.json' })],
    output: {
      dir: 'dist',
      format: 'esm',
      preserveModules: true,
      preserveModulesRoot: '.tsbuild/src',
      // Modules named after their files (Button.d.ts) would be written as Button.d.d.ts.
      entryFileNames: ({ name }) => `${name.replace(/\.d$/, '')}.d.ts`,
    },
  },
];
