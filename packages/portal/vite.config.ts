import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './scripts/precompress.ts';
import { stripMessageDescriptions } from './scripts/strip-descriptions.ts';

/** Where `npm run dev` sends API calls: a running `npm start`. */
const api = process.env.VOOL_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), stripMessageDescriptions(), precompress()],
  resolve: {
    alias: [
      // Every message arrives compiled to an AST (scripts/messages.mjs), so the ICU parser is dead
      // weight; a text missing from a bundle shows its English default verbatim instead.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    target: 'es2022',
    // Inlined assets would need a CSP exception; the server serves files cheaply instead.
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // scripts/size.mjs reads it to add up what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads before any page anyway: one file compresses
          // better than the dozen small ones automatic splitting makes of it.
          groups: [{ name: 'boot', tags: ['$initial'] }],
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
});
