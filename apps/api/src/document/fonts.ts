import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brands, type ThemeId } from '@vool/tokens/brands';
import type { LocaleId } from '../areas/site/sites.ts';

const require = createRequire(import.meta.url);
const fontsDir = path.join(path.dirname(require.resolve('@vool/tokens/package.json')), 'dist', 'fonts');

/** The font files' subsets a language's text needs (as @vool/tokens splits them by unicode range). */
const subsets: Record<LocaleId, string[]> = {
  'en-GB': ['latin'],
  'fi-FI': ['latin'],
  'sv-FI': ['latin'],
  'et-EE': ['latin', 'latin-ext'],
  'lv-LV': ['latin', 'latin-ext'],
  'ru-RU': ['latin', 'cyrillic'],
};

const known = new Map<string, string[]>();

/**
 * The brand's font files the first paint draws most of its text with (the body's regular weight, the
 * semibold of buttons, links and badges, the headings' bold) in a language, for the document to
 * fetch beside its stylesheets. Found late (only once the stylesheets are applied), they arrived
 * after the first paint, and text drawn in the fallback font reflowed when they came: a line more in
 * a heading moved everything below it.
 */
export function firstPaintFonts(id: ThemeId, locale: LocaleId): string[] {
  const key = `${id} ${locale}`;
  let files = known.get(key);
  if (!files) {
    const { body, heading } = brands[id].fonts;
    const faces = [
      { font: body, weight: 400 },
      { font: body, weight: 600 },
      { font: heading, weight: 700 },
    ];
    files = faces.flatMap(({ font, weight }) => {
      const slug = font.package.split('/').pop()!;
      return subsets[locale]
        .map((subset) => `${slug}/${slug}-${subset}-${weight}-normal.woff2`)
        .filter((file) => existsSync(path.join(fontsDir, file)))
        .map((file) => `/tokens/fonts/${file}`);
    });
    files = [...new Set(files)];
    known.set(key, files);
  }
  return files;
}
