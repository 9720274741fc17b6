import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CompiledMessages } from '../i18n/messages.ts';

const dir = path.join(__dirname, '../i18n/compiled');

/** What src/i18n/compiledFiles.ts gives the app, read from disk (Jest has no import.meta.glob). */
// Written by `npm run messages` (and every build); without them, texts show their English defaults.
const files = existsSync(dir) ? readdirSync(dir) : [];

export const compiled: Record<string, () => Promise<CompiledMessages>> = Object.fromEntries(
  files
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      `./compiled/${file}`,
      () => Promise.resolve(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CompiledMessages),
    ]),
);
