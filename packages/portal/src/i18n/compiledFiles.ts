import type { CompiledMessages } from './messages.ts';

/**
 * Compiled (pre-parsed) messages from translations/, one lazy chunk per locale, bundle and area. The
 * pseudo-locale is for development only: a production build does not list its files. (Jest maps this
 * module to src/test/compiledFiles.ts, which reads the same files from disk.)
 */
export const compiled: Record<string, () => Promise<CompiledMessages>> = {
  ...import.meta.glob<CompiledMessages>(['./compiled/*.json', '!./compiled/en-XA.*'], { import: 'default' }),
  ...(import.meta.env.DEV
    ? import.meta.glob<CompiledMessages>('./compiled/en-XA.*.json', { import: 'default' })
    : {}),
};
