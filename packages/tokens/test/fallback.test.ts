import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import montserrat from '@capsizecss/metrics/montserrat';
import { fallbackFaceCss, fallbackFaces, fallbackFamily, type FallbackFace } from '../src/build/fallback.ts';
import type { BrandConfig } from '../src/build/types.ts';

// Minimal typing of the parts of opentype.js (v2 ships without types) we use.
interface Glyph {
  advanceWidth: number;
}
interface Font {
  unitsPerEm: number;
  tables: { hhea: { ascender: number; descender: number; lineGap: number } };
  charToGlyph(char: string): Glyph;
}
const load = createRequire(__filename);
const opentype = load('opentype.js') as { parse(buffer: ArrayBuffer): Font };

const brandsDir = path.resolve(__dirname, '../../../brands');
const brandFonts = [
  ...new Map(
    readdirSync(brandsDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => {
        const config = JSON.parse(
          readFileSync(path.join(brandsDir, e.name, 'brand.json'), 'utf8'),
        ) as BrandConfig;
        return [config.fonts.body, config.fonts.heading];
      })
      .map((font) => [font.family, font] as const),
  ).values(),
];

const percent = (value: string) => {
  expect(value).toMatch(/^\d+(\.\d+)?%$/);
  return parseFloat(value) / 100;
};

/** The Fontsource file of a family's Latin subset at a weight (the WOFF twin of the woff2 we ship). */
function shippedFont(pkg: string, weight: number): Font {
  const slug = pkg.split('/').pop()!;
  const dir = path.dirname(load.resolve(`${pkg}/package.json`));
  const file = readFileSync(path.join(dir, 'files', `${slug}-latin-${weight}-normal.woff`));
  return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
}

describe('fallback faces', () => {
  it('covers the twelve brands’ fonts', () => {
    expect(brandFonts.length).toBeGreaterThanOrEqual(12);
  });

  it.each(brandFonts.map((f) => [f.family, f] as const))(
    '%s gets a regular and a bold face of Arial or its twins, every override a percentage',
    async (family, font) => {
      const faces = await fallbackFaces(family, font.weights);
      expect(faces.map((f) => f.weight)).toEqual([400, 700]);
      for (const face of faces) {
        expect(face.family).toBe(`${family} Fallback`);
        expect(face.local[0]).toMatch(/^Arial/);
        expect(face.local.some((n) => n.startsWith('Liberation Sans'))).toBe(true);
        expect(face.local.some((n) => n.startsWith('Arimo'))).toBe(true);
        for (const value of [
          face.sizeAdjust,
          face.ascentOverride,
          face.descentOverride,
          face.lineGapOverride,
        ]) {
          percent(value);
        }
      }
    },
  );

  it("sizes Montserrat by the library's own figures: its average letter width over Arial's", async () => {
    const [regular] = await fallbackFaces('Montserrat', [400]);
    // Computed here from @capsizecss/metrics' data, not copied from the build's output.
    const expected =
      (montserrat.xWidthAvg / montserrat.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm)) * 100;
    expect(parseFloat(regular!.sizeAdjust)).toBeCloseTo(expected, 3);
    // Montserrat is a wide face: Arial must grow (an inverted ratio would shrink it to ~89 %).
    expect(percent(regular!.sizeAdjust)).toBeGreaterThan(1.08);
    expect(percent(regular!.sizeAdjust)).toBeLessThan(1.18);
    // Source Sans 3 is narrow: Arial must shrink.
    const [narrow] = await fallbackFaces('Source Sans 3', [400]);
    expect(percent(narrow!.sizeAdjust)).toBeGreaterThan(0.88);
    expect(percent(narrow!.sizeAdjust)).toBeLessThan(0.99);
  });

  // Measured from the font files we ship, independently of Capsize's numbers.
  const cuts = brandFonts.flatMap((font) => [400, 700].map((weight) => [font.family, weight, font] as const));

  it.each(cuts)('%s %i: the fallback line box is the shipped file’s', async (family, weight, font) => {
    const face = (await fallbackFaces(family, font.weights)).find((f) => f.weight === weight)!;
    const file = shippedFont(font.package, weight);
    const { ascender, descender, lineGap } = file.tables.hhea;
    // The overrides are scaled by size-adjust (CSS Fonts 5), so override × size-adjust is the metric in em.
    const scale = percent(face.sizeAdjust);
    expect(percent(face.ascentOverride) * scale).toBeCloseTo(ascender / file.unitsPerEm, 4);
    expect(percent(face.descentOverride) * scale).toBeCloseTo(-descender / file.unitsPerEm, 4);
    expect(percent(face.lineGapOverride) * scale).toBeCloseTo(lineGap / file.unitsPerEm, 4);
  });

  it.each(cuts)(
    '%s %i: size-adjust is near the shipped file’s width on English text',
    async (family, weight, font) => {
      const face = (await fallbackFaces(family, font.weights)).find((f) => f.weight === weight)!;
      const file = shippedFont(font.package, weight);
      const sample =
        'Your electricity use last month was lower than in the same month a year ago. The next invoice is ' +
        'due on the fifth of June; you can pay it by direct debit, card or bank transfer. Meter readings, ' +
        'contracts and price changes are all in one place, and customer service answers every weekday.';
      let width = 0;
      for (const char of sample) width += file.charToGlyph(char).advanceWidth;
      const average = width / sample.length / file.unitsPerEm;
      // Arial is not installed here, so its average width is Capsize's, regular or bold.
      const cut = weight === 700 ? arialBold : arial;
      const arialAverage = cut.xWidthAvg / cut.unitsPerEm;
      expect(Math.abs(percent(face.sizeAdjust) - average / arialAverage)).toBeLessThan(0.04);
    },
  );

  it('leaves the bold face out when the brand loads no weight of 600 or more', async () => {
    expect((await fallbackFaces('Montserrat', [400, 500])).map((f) => f.weight)).toEqual([400]);
  });

  it('refuses a family the metrics do not know, naming it', async () => {
    await expect(fallbackFaces('Vool Sans', [400])).rejects.toThrow('no font metrics for "Vool Sans"');
  });

  it('writes an @font-face rule with local sources, the overrides and the given unicode range', () => {
    const face: FallbackFace = {
      family: fallbackFamily('Source Sans 3'),
      weight: 400,
      local: ['Arial', 'Liberation Sans'],
      sizeAdjust: '93.7639%',
      ascentOverride: '109.2105%',
      descentOverride: '42.6604%',
      lineGapOverride: '0%',
    };
    expect(fallbackFaceCss(face, 'U+0000-00FF')).toBe(
      "@font-face {\n  font-family: 'Source Sans 3 Fallback';\n  font-style: normal;\n  font-weight: 400;\n" +
        "  src: local('Arial'), local('Liberation Sans');\n  size-adjust: 93.7639%;\n" +
        '  ascent-override: 109.2105%;\n  descent-override: 42.6604%;\n  line-gap-override: 0%;\n' +
        '  unicode-range: U+0000-00FF;\n}\n',
    );
    expect(fallbackFaceCss(face)).not.toContain('unicode-range');
  });
});
