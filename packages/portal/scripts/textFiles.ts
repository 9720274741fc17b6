import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The file names of the compiled texts' chunks (src/i18n/compiled, one per language, bundle and area):
 * one hash for all of them, of their sources, instead of one per file. The start code lists every
 * one of those files (i18n/compiledFiles.ts), and a hundred and sixty different hashes were 4 KB of
 * it after compression on every page; the same hash repeated costs almost nothing. A change of any
 * text renames every texts file, which a release does anyway.
 */
export function textChunkNames(root: string) {
  const dir = path.join(root, 'src/i18n/compiled');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  const textsHash = hash.digest('base64url').slice(0, 10);
  return (chunk: { name: string; facadeModuleId: string | null }): string =>
    chunk.facadeModuleId?.startsWith(dir + path.sep)
      ? `assets/${chunk.name}-${textsHash}.js`
      : 'assets/[name]-[hash].js';
}
