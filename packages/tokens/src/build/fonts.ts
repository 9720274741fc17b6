import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fallbackFaceCss, fallbackFaces } from './fallback.ts';
import type { BrandFont } from './types.ts';

const require = createRequire(import.meta.url);

/** The scripts our six languages need: Finnish, Swedish, Estonian, Latvian and English, and Russian. */
const subsets = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'];

function packageDir(pkg: string): string {
  return path.dirname(require.resolve(`${pkg}/package.json`));
}

/** Merges body and heading fonts of one family into one list of weights. */
export function fontsToLoad(fonts: { body: BrandFont; heading: BrandFont }): BrandFont[] {
  const byPackage = new Map<string, BrandFont>();
  for (const font of [fonts.body, fonts.heading]) {
    const known = byPackage.get(font.package);
    const weights = [...new Set([...(known?.weights ?? []), ...font.weights])].sort((a, b) => a - b);
    byPackage.set(font.package, { ...font, weights });
  }
  return [...byPackage.values()];
}

/**
 * Builds @font-face rules from the font package's own CSS (its unicode ranges are right), keeps only
 * woff2 and the subsets we need, and copies those files to `<out>/fonts/<package>/`. The rules point
 * at `../fonts/…` because they live in `<out>/css/`. Each family is followed by its metric-matched
 * fallback faces (see fallback.ts), limited to the unicode ranges the family's files cover.
 */
export async function fontFaces(fonts: BrandFont[], outDir: string, copied: Set<string>): Promise<string> {
  const rules: string[] = [];
  for (const font of fonts) {
    const dir = packageDir(font.package);
    const slug = font.package.split('/').pop()!;
    const ranges = new Set<string>();
    let unlimited = false;
    for (const weight of font.weights) {
      const css = await readFile(path.join(dir, `${weight}.css`), 'utf8').catch(() => {
        throw new Error(`${font.package} has no weight ${weight}`);
      });
      for (const match of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
        const body = match[1]!;
        const file = /url\(\.\/files\/([^)]+?\.woff2)\)/.exec(body)?.[1];
        const subset = file && subsets.find((s) => file.includes(`-${s}-${weight}-normal`));
        if (!file || !subset || !file.startsWith(`${slug}-${subset}-`)) continue;
        const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
        if (range) ranges.add(range.trim());
        else unlimited = true;
        const target = path.join(outDir, 'fonts', slug, file);
        if (!copied.has(target)) {
          copied.add(target);
          await mkdir(path.dirname(target), { recursive: true });
          await copyFile(path.join(dir, 'files', file), target);
        }
        rules.push(
          `@font-face {\n  font-family: '${font.family}';\n  font-style: normal;\n  font-display: swap;\n` +
            `  font-weight: ${weight};\n  src: url(../fonts/${slug}/${file}) format('woff2');\n` +
            (range ? `  unicode-range: ${range};\n` : '') +
            '}\n',
        );
      }
    }
    const coverage = unlimited ? undefined : [...ranges].join(',');
    for (const face of await fallbackFaces(font.family, font.weights)) {
      rules.push(fallbackFaceCss(face, coverage));
    }
  }
  return rules.join('');
}
