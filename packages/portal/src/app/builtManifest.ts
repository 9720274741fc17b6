import { readFileSync } from 'node:fs';
import type { BuildManifest } from './buildManifest.ts';

let built: BuildManifest | undefined;

/** The browser build's manifest, read by the server renders from beside their folder (dist-server/, dist/). */
export function builtManifest(): BuildManifest {
  built ??= JSON.parse(
    readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as BuildManifest;
  return built;
}
