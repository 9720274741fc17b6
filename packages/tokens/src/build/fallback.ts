import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { fontFamilyToCamelCase } from '@capsizecss/metrics';

/*
 * Why a fallback face: brand fonts load with `font-display: swap`, so until a font file arrives the
 * text is drawn in whatever comes next in the font stack. That font's letters are wider or narrower
 * and its lines taller or shorter than the brand font's, so when the brand font lands headings
 * re-wrap and everything below them moves (layout shift, counted in CLS). The fallback face draws
 * Arial, or a font with Arial's metrics, scaled to the brand font's average letter width
 * (`size-adjust`) and given the brand font's ascent, descent and line gap, so the fallback text
 * takes (nearly) the room the brand font will take and the swap moves nothing.
 *
 * The figures are Capsize's: `createFontStack` from @capsizecss/core over @capsizecss/metrics (the
 * Google Fonts files Fontsource also ships; the tests compare them with the files). They are read
 * at build time only; the shipped CSS gets just the @font-face rules.
 */

/** The family name of a brand font's metric-matched fallback face; the font stack names it second. */
export const fallbackFamily = (family: string): string => `${family} Fallback`;

interface FallbackCut {
  /** The face's `font-weight`: 400 serves 100–500, 700 serves 600–900 (CSS font matching). */
  weight: 400 | 700;
  /** The @capsizecss/metrics variant of the brand family and of Arial. */
  variant: 'regular' | '700';
  /**
   * Arial's cut by the full and PostScript names `local()` matches, then its metric-compatible twins
   * (same widths, same vertical metrics): Liberation Sans on most Linux systems, Arimo on ChromeOS and
   * wherever Google's croscore fonts are installed; Helvetica, whose widths Arial copies, last. Where
   * none is installed (Android, a bare Linux) the face fails and the stack goes on as before.
   */
  local: readonly string[];
}

const cuts: readonly FallbackCut[] = [
  {
    weight: 400,
    variant: 'regular',
    local: [
      'Arial',
      'ArialMT',
      'Liberation Sans',
      'LiberationSans',
      'Arimo',
      'Arimo Regular',
      'Arimo-Regular',
      'Helvetica',
    ],
  },
  {
    weight: 700,
    variant: '700',
    local: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Arimo-Bold',
      'Helvetica Bold',
      'Helvetica-Bold',
    ],
  },
];

export interface FallbackFace {
  /** `<Family> Fallback`. */
  family: string;
  weight: number;
  /** The `local()` names, in order. */
  local: readonly string[];
  /** Percentages, e.g. `112.8307%`. */
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

async function metrics(family: string, variant: string): Promise<FontMetrics> {
  const specifier = `@capsizecss/metrics/${fontFamilyToCamelCase(family)}/${variant}`;
  let found: FontMetrics;
  try {
    found = ((await import(specifier)) as { default: FontMetrics }).default;
  } catch {
    throw new Error(
      `no font metrics for "${family}" (${variant}): ${specifier} does not exist, so its fallback ` +
        'face cannot be sized; use a family @capsizecss/metrics knows or update @capsizecss/metrics',
    );
  }
  if (found.familyName !== family) {
    throw new Error(`${specifier} describes "${found.familyName}", not "${family}"`);
  }
  return found;
}

/**
 * The fallback faces of one brand family: the regular cut, and the bold cut when the brand loads a
 * weight of 600 or more (otherwise the browser would embolden regular Arial, which is narrower than
 * Arial Bold, just as it emboldens the brand font).
 */
export async function fallbackFaces(family: string, weights: readonly number[]): Promise<FallbackFace[]> {
  const wanted = cuts.filter((cut) => cut.weight === 400 || weights.some((w) => w >= 600));
  return Promise.all(
    wanted.map(async (cut) => {
      const [brand, arial] = await Promise.all([metrics(family, cut.variant), metrics('Arial', cut.variant)]);
      const { fontFaces } = createFontStack([brand, arial], { fontFaceFormat: 'styleObject' });
      const face = fontFaces[0]!['@font-face'];
      const percent = (name: string, value: unknown): string => {
        // Capsize leaves out an override that equals Arial's own; none of ours does, and a rule
        // without one would fall back to the local font's metric, so refuse rather than guess.
        if (typeof value !== 'string' || !value.endsWith('%')) {
          throw new Error(`Capsize gave no ${name} for "${family}" (${cut.variant})`);
        }
        return value;
      };
      return {
        family: fallbackFamily(family),
        weight: cut.weight,
        local: cut.local,
        sizeAdjust: percent('size-adjust', face.sizeAdjust),
        ascentOverride: percent('ascent-override', face.ascentOverride),
        descentOverride: percent('descent-override', face.descentOverride),
        lineGapOverride: percent('line-gap-override', face.lineGapOverride),
      };
    }),
  );
}

/**
 * One fallback face as CSS. `unicodeRange` should be what the brand font's faces cover, so the
 * fallback stands in only for letters the brand font will draw; other letters (Cyrillic where the
 * brand font has none) keep going to the system font, during loading and after.
 */
export function fallbackFaceCss(face: FallbackFace, unicodeRange?: string): string {
  return (
    `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-weight: ${face.weight};\n` +
    `  src: ${face.local.map((name) => `local('${name}')`).join(', ')};\n` +
    `  size-adjust: ${face.sizeAdjust};\n  ascent-override: ${face.ascentOverride};\n` +
    `  descent-override: ${face.descentOverride};\n  line-gap-override: ${face.lineGapOverride};\n` +
    (unicodeRange ? `  unicode-range: ${unicodeRange};\n` : '') +
    '}\n'
  );
}
