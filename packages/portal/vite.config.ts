import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { documents } from './scripts/documents.ts';
import { precompress } from './scripts/precompress.ts';
import { routeFiles } from './scripts/routeFiles.ts';
import { routeModules } from './scripts/routeModules.mjs';
import { serviceWorker } from './scripts/serviceWorker.ts';
import { slimMessageDescriptors } from './scripts/slim-messages.ts';
import { textChunkNames } from './scripts/textFiles.ts';

/** Where `npm run dev` sends API calls: a running `npm start`. */
const api = process.env.VOOL_API ?? 'http://localhost:8080';
const root = fileURLToPath(new URL('.', import.meta.url));
const pages = documents(root);

const resolve: UserConfig['resolve'] = {
  alias: [
    // Every message arrives compiled to an AST (scripts/messages.mjs), so the ICU parser is dead
    // weight; a text missing from a bundle shows its English default verbatim instead.
    {
      find: /^@formatjs\/icu-messageformat-parser$/,
      replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
    },
    {
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: fileURLToPath(new URL('src/app/syncExternalStore.ts', import.meta.url)),
    },
  ],
};

/** The modules routes load as their code (routeCode), as routeModules finds them. */
const routeCodeModules = new Set<string>();

const browser: UserConfig = {
  plugins: [
    // A route's code names its module here too: a link nearing the screen fetches that module's
    // files from route-files.json (routeFiles) without running them (app/routeFiles.ts).
    routeModules(root, routeCodeModules),
    routeFiles(root, routeCodeModules),
    react(),
    vanillaExtractPlugin(),
    slimMessageDescriptors(),
    // React Aria's own texts only in the six languages the portal ships: it has en-US for en-GB and
    // sv-SE for sv-FI, so the plugin keeps languages, not regions.
    optimizeLocales.vite({ locales: ['en', 'fi', 'sv', 'et', 'lv', 'ru'] }),
    ...pages.plugins,
    // dist/sw.js, with this build's app shell written in (src/worker/sw.ts).
    serviceWorker(root),
    precompress(),
  ],
  resolve,
  build: {
    target: 'es2022',
    // Inlined assets would need a CSP exception; the server serves files cheaply instead.
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // scripts/size.mjs reads it to add up what each route loads.
    manifest: true,
    // Every browser the build targets preloads modules itself, save Safari before 17, which then loads
    // them as they are imported: no polyfill in every page's first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: pages.input,
      output: {
        chunkFileNames: textChunkNames(root),
        codeSplitting: {
          // What a document imports statically loads before any page anyway: one file (two for the
          // portal, see scripts/documents.ts) compresses better than the dozen small ones automatic
          // splitting makes of it.
          groups: pages.groups,
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      ['/api', '/sandbox', '/tokens', '/static', '/manifest.webmanifest'].map((path) => [
        path,
        { target: api, changeOrigin: false },
      ]),
    ),
  },
};

/**
 * `vite build --ssr`: the pages drawn on the server — the /auth pages (src/auth.server.tsx) and the
 * portal's (src/portal.server.tsx) — as modules for Node with their packages bundled in, outside
 * dist/ so the server never serves them as files.
 */
const server: UserConfig = {
  // The server links the stylesheets of a drawn route's module.
  plugins: [routeModules(root), react(), vanillaExtractPlugin(), slimMessageDescriptors()],
  resolve,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: true,
    outDir: 'dist-server',
    target: 'node20',
    reportCompressedSize: false,
    rolldownOptions: {
      input: { 'auth.server': 'src/auth.server.tsx', 'portal.server': 'src/portal.server.tsx' },
      // Beside the entries: builtManifest.ts finds dist/ from its own folder.
      output: { chunkFileNames: '[name]-[hash].js' },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? server : browser));
