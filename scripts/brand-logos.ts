/**
 * Builds the horizontal logo lockups of every brand:
 *
 *   brands/<id>/assets/logo.svg       drawn for the light-scheme header background
 *   brands/<id>/assets/logo-dark.svg  drawn for the dark-scheme header background
 *
 * Each lockup is the brand's mark (assets/mark.svg, or assets/mark-dark.svg on a
 * dark header when the brand has one) followed by the brand name set in the
 * brand's heading font.
 *
 * Why the wordmark is outlined: a logo is used in places where the web fonts are
 * not available (<img> tags, favicons, e-mails, PDFs, the app manifest), and an
 * SVG <text> element would silently fall back to whatever font the viewer has.
 * Converting the glyphs to <path>s makes the logo render identically everywhere,
 * keeps the file self-contained and lets us kern and size the name precisely.
 *
 * Run from the repository root, after a token build:  npx tsx scripts/brand-logos.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contrastRatio } from '../packages/tokens/src/build/contrast.ts';

// ---------------------------------------------------------------------------
// Minimal typing of the parts of opentype.js (v2 ships without types) we use.

interface PathCommand {
  type: 'M' | 'L' | 'C' | 'Q' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}

interface GlyphPath {
  commands: PathCommand[];
}

interface Glyph {
  index: number;
  advanceWidth?: number;
  getPath(x: number, y: number, fontSize: number): GlyphPath;
}

interface Font {
  unitsPerEm: number;
  tables: { os2?: { sCapHeight?: number } };
  hasChar(char: string): boolean;
  charToGlyph(char: string): Glyph;
  getKerningValue(left: Glyph, right: Glyph): number;
}

interface OpenType {
  parse(buffer: ArrayBuffer): Font;
}

const require = createRequire(import.meta.url);
const opentype = require('opentype.js') as OpenType;

// ---------------------------------------------------------------------------
// Per-brand lockup settings.

type Hex = `#${string}`;

interface SchemeStyle {
  /** Wordmark colour; must reach 4.5:1 against the header it is drawn for. */
  wordmark: Hex;
}

interface LockupStyle {
  /** Heading-font weight used for the wordmark. */
  weight: 600 | 700;
  /** Extra letter spacing in em. */
  tracking: number;
  light: SchemeStyle;
  dark: SchemeStyle;
}

const LOCKUPS: Record<string, LockupStyle> = {
  aurora: {
    weight: 700,
    tracking: -0.01,
    light: { wordmark: '#034236' },
    dark: { wordmark: '#ffffff' },
  },
  kuusi: {
    weight: 600,
    tracking: 0,
    light: { wordmark: '#ffffff' },
    dark: { wordmark: '#e0f3e2' },
  },
  pohjola: {
    weight: 600,
    tracking: 0.01,
    light: { wordmark: '#ffffff' },
    dark: { wordmark: '#ffffff' },
  },
  saimaa: {
    weight: 700,
    tracking: 0,
    light: { wordmark: '#023d57' },
    dark: { wordmark: '#ffffff' },
  },
  laane: {
    weight: 700,
    tracking: -0.01,
    light: { wordmark: '#5e2301' },
    dark: { wordmark: '#ffffff' },
  },
  linna: {
    weight: 600,
    tracking: 0,
    light: { wordmark: '#ffffff' },
    dark: { wordmark: '#fee6e8' },
  },
  kiir: {
    weight: 700,
    tracking: 0,
    light: { wordmark: '#ffffff' },
    dark: { wordmark: '#ffffff' },
  },
  raba: {
    weight: 600,
    tracking: 0,
    light: { wordmark: '#393b00' },
    dark: { wordmark: '#edf0d5' },
  },
  daugava: {
    weight: 700,
    tracking: 0,
    light: { wordmark: '#ffffff' },
    dark: { wordmark: '#ffffff' },
  },
  silta: {
    weight: 700,
    tracking: 0,
    light: { wordmark: '#63133b' },
    dark: { wordmark: '#ffffff' },
  },
  gaisma: {
    weight: 600,
    tracking: 0.01,
    light: { wordmark: '#ffffff' },
    dark: { wordmark: '#ffffff' },
  },
  nordlys: {
    weight: 600,
    tracking: 0.02,
    light: { wordmark: '#ffffff' },
    dark: { wordmark: '#ffffff' },
  },
};

/** Lockup geometry in SVG units; the mark is drawn at the full lockup height. */
const LOGO_HEIGHT = 40;
const MARK_VIEWBOX = 48;
const GAP = 10;
const CAP_HEIGHT = 17;
const MIN_CONTRAST = 4.5;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BRANDS_DIR = join(ROOT, 'brands');

interface Brand {
  id: string;
  name: string;
  companyName: string;
  fonts: { heading: { family: string; package: string } };
}

// ---------------------------------------------------------------------------
// Fonts

/** A font split into unicode-range subsets: metrics come from `primary`, glyphs from the first subset that has them. */
interface FontStack {
  primary: Font;
  subsets: Font[];
}

/** The latin subset first, latin-ext as the fallback for characters it lacks (ä, ģ, õ, ...). */
function loadFonts(fontPackage: string, weight: number): FontStack {
  const slug = fontPackage.replace('@fontsource/', '');
  const files = join(ROOT, 'node_modules', fontPackage, 'files');
  const subsets = ['latin', 'latin-ext']
    .map((subset) => join(files, `${slug}-${subset}-${weight}-normal.woff`))
    .filter((file) => existsSync(file))
    .map((file) => {
      const buffer = readFileSync(file);
      return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
    });
  const [primary] = subsets;
  if (!primary) throw new Error(`No ${weight} .woff files in ${files}`);
  return { primary, subsets };
}

function fontFor(char: string, fonts: FontStack): Font {
  const font = fonts.subsets.find((candidate) => candidate.hasChar(char));
  if (!font) throw new Error(`No glyph for "${char}" in the heading font`);
  return font;
}

// ---------------------------------------------------------------------------
// Path data

const round = (value: number): number => Math.round(value * 100) / 100;

/** Serialises glyph outlines as compact relative path data (2 decimals, closed contours). */
function toRelativePathData(commands: PathCommand[]): string {
  let d = '';
  let [cx, cy] = [0, 0];
  const rel = (x = 0, y = 0): string => `${num(round(x) - cx)} ${num(round(y) - cy)}`;
  for (const { start, segments } of splitContours(commands)) {
    const [sx, sy] = [round(start.x ?? 0), round(start.y ?? 0)];
    d += `m${rel(sx, sy)}`;
    [cx, cy] = [sx, sy];
    for (const c of segments) {
      const [x, y] = [round(c.x ?? 0), round(c.y ?? 0)];
      if (c.type === 'L') d += lineTo(x - cx, y - cy);
      if (c.type === 'Q') d += `q${rel(c.x1, c.y1)} ${rel(x, y)}`;
      if (c.type === 'C') d += `c${rel(c.x1, c.y1)} ${rel(c.x2, c.y2)} ${rel(x, y)}`;
      [cx, cy] = [x, y];
    }
    d += 'z';
    [cx, cy] = [sx, sy];
  }
  // No separator is needed before a minus sign: "1 -2" -> "1-2".
  return d.replace(/ -/g, '-');
}

interface Contour {
  start: PathCommand;
  segments: PathCommand[];
}

/** Groups commands into contours; "z" implies both Z and a final line back to the start. */
function splitContours(commands: PathCommand[]): Contour[] {
  const contours: Contour[] = [];
  for (const c of commands) {
    if (c.type === 'M') contours.push({ start: c, segments: [] });
    else if (c.type !== 'Z') contours.at(-1)?.segments.push(c);
  }
  for (const { start, segments } of contours) {
    const last = segments.at(-1);
    const closesItself =
      last?.type === 'L' &&
      round(last.x ?? 0) === round(start.x ?? 0) &&
      round(last.y ?? 0) === round(start.y ?? 0);
    if (closesItself) segments.pop();
  }
  return contours;
}

/** Shortest relative line command; zero-length lines are dropped. */
function lineTo(dx: number, dy: number): string {
  const [x, y] = [round(dx), round(dy)];
  if (x === 0 && y === 0) return '';
  if (y === 0) return `h${num(x)}`;
  if (x === 0) return `v${num(y)}`;
  return `l${num(x)} ${num(y)}`;
}

function num(value: number): string {
  return String(round(value)).replace(/^(-?)0\./, '$1.');
}

interface Wordmark {
  d: string;
  width: number;
}

/** Lays out `text` on one line, kerning glyph pairs that come from the same font. */
function outlineText(text: string, fonts: FontStack, style: LockupStyle, x0: number): Wordmark {
  const { primary } = fonts;
  const capHeight = primary.tables.os2?.sCapHeight ?? primary.unitsPerEm * 0.7;
  const fontSize = (CAP_HEIGHT / capHeight) * primary.unitsPerEm;
  const baseline = (LOGO_HEIGHT + CAP_HEIGHT) / 2;
  const commands: PathCommand[] = [];
  let x = x0;
  let previous: { glyph: Glyph; font: Font } | undefined;
  for (const char of text) {
    const font = fontFor(char, fonts);
    const glyph = font.charToGlyph(char);
    const scale = fontSize / font.unitsPerEm;
    if (previous?.font === font) {
      x += font.getKerningValue(previous.glyph, glyph) * scale;
    }
    commands.push(...glyph.getPath(x, baseline, fontSize).commands);
    x += (glyph.advanceWidth ?? 0) * scale + style.tracking * fontSize;
    previous = { glyph, font };
  }
  const right = Math.max(...commands.map((c) => c.x ?? 0));
  return { d: toRelativePathData(commands), width: right - x0 };
}

// ---------------------------------------------------------------------------
// Colour

const isDark = (hex: string): boolean => contrastRatio(hex, '#ffffff') > contrastRatio(hex, '#000000');

/** The header backgrounds come from the built tokens, so logos follow the brand's header tokens. */
function headerOf(id: string, scheme: 'light' | 'dark'): string {
  const file = join(BRANDS_DIR, '..', 'packages', 'tokens', 'dist', 'json', `${id}.json`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build -w @vool/tokens first`);
  const tokens = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  const header = tokens[scheme]?.['color.background.header.default'];
  if (!header) throw new Error(`${id}: no color.background.header.default in ${file}`);
  return header;
}

// ---------------------------------------------------------------------------
// SVG

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Returns the children of a mark's root <svg> element. */
function markBody(file: string): string {
  const svg = readFileSync(file, 'utf8');
  const match = /<svg\b[^>]*\bviewBox="0 0 48 48"[^>]*>([\s\S]*)<\/svg>/.exec(svg);
  const body = match?.[1];
  if (body === undefined) throw new Error(`${file}: expected an <svg viewBox="0 0 48 48"> root`);
  return body.trim();
}

/** mark-dark.svg is used on dark headers when the brand has one. */
function markFile(brandId: string, header: string): string {
  const assets = join(BRANDS_DIR, brandId, 'assets');
  const darkMark = join(assets, 'mark-dark.svg');
  return isDark(header) && existsSync(darkMark) ? darkMark : join(assets, 'mark.svg');
}

function renderLogo(brand: Brand, fonts: FontStack, style: LockupStyle, scheme: 'light' | 'dark'): string {
  const { wordmark: colour } = style[scheme];
  const header = headerOf(brand.id, scheme);
  const ratio = contrastRatio(colour, header);
  if (ratio < MIN_CONTRAST) {
    throw new Error(`${brand.id}: wordmark contrast ${ratio.toFixed(2)} < ${MIN_CONTRAST}`);
  }
  const textX = LOGO_HEIGHT + GAP;
  const wordmark = outlineText(brand.name, fonts, style, textX);
  const width = Math.ceil(textX + wordmark.width);
  const mark = markBody(markFile(brand.id, header));
  const scale = Math.round((LOGO_HEIGHT / MARK_VIEWBOX) * 1e4) / 1e4;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${LOGO_HEIGHT}" role="img">`,
    `<title>${escapeXml(brand.companyName)}</title>`,
    `<g transform="scale(${scale})">${mark}</g>`,
    `<path fill="${colour}" d="${wordmark.d}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

function readBrand(id: string): Brand {
  return JSON.parse(readFileSync(join(BRANDS_DIR, id, 'brand.json'), 'utf8')) as Brand;
}

function buildBrand(id: string): void {
  const brand = readBrand(id);
  const style = LOCKUPS[brand.id];
  if (!style) throw new Error(`${brand.id}: no entry in LOCKUPS`);
  const fonts = loadFonts(brand.fonts.heading.package, style.weight);
  const assets = join(BRANDS_DIR, brand.id, 'assets');
  writeFileSync(join(assets, 'logo.svg'), renderLogo(brand, fonts, style, 'light'));
  writeFileSync(join(assets, 'logo-dark.svg'), renderLogo(brand, fonts, style, 'dark'));
  console.log(`${brand.id}: logo.svg, logo-dark.svg`);
}

const brandIds = readdirSync(BRANDS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(BRANDS_DIR, entry.name, 'brand.json')))
  .map((entry) => entry.name)
  .sort();

for (const id of brandIds) buildBrand(id);
