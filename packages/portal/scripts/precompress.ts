import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|json|svg|html|webmanifest)$/;

/**
 * Writes a brotli and a gzip copy beside every text file of the build, once, so the server hands
 * out compressed files without compressing per request (apps/api serves them with preCompressed).
 */
export function precompress(): Plugin {
  return {
    name: 'vool-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle)) {
        if (!compressible.test(file)) continue;
        const full = path.join(dir, file);
        const content = readFileSync(full);
        if (content.length < 1024) continue;
        writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
