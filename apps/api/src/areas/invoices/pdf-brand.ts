import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { brands, type ThemeId } from '@vool/tokens/brands';
import { themes } from '@vool/tokens/themes';

/** What the invoice document takes of a brand: its name, logo, colours and typeface. */
export interface PdfBrand {
  name: string;
  /** The logo for the light scheme's header (an SVG of @vool/tokens), drawn on `headerBackground`. */
  logoSvg: string;
  headerBackground: string;
  headerText: string;
  /** The primary colour as a fill, and the text colour on it. */
  accent: string;
  onAccent: string;
  /** The primary colour as text on white. */
  accentText: string;
  /** A light tint of the primary colour, for panels. */
  accentSubtle: string;
  /** Rules and zebra rows. */
  border: string;
  stripe: string;
  text: string;
  muted: string;
  success: string;
  /** The Fontsource package of the brand's body typeface. */
  fontPackage: string;
}

const require = createRequire(import.meta.url);
const assetsDir = path.join(path.dirname(require.resolve('@vool/tokens/package.json')), 'dist', 'assets');
const cache = new Map<ThemeId, PdfBrand>();

/** A brand as the invoice draws it: the light scheme's resolved tokens (paper is light). */
export function pdfBrand(id: ThemeId): PdfBrand {
  const cached = cache.get(id);
  if (cached) return cached;
  const brand = brands[id];
  const { color } = themes[id].light;
  const made: PdfBrand = {
    name: brand.name,
    logoSvg: fs.readFileSync(path.join(assetsDir, id, brand.assets.logo), 'utf8'),
    headerBackground: color.background.header.default,
    headerText: color.text.header.default,
    accent: color.background.accent.default,
    onAccent: color.text['on-accent'],
    accentText: color.text.accent,
    accentSubtle: color.background.accent.subtle,
    border: color.border.subtle,
    stripe: color.background.surface.sunken,
    text: color.text.default,
    muted: color.text.muted,
    success: color.text.success,
    fontPackage: brand.fonts.body.package,
  };
  cache.set(id, made);
  return made;
}
