import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

/**
 * The invoice's typefaces. Fontsource ships every font cut into subsets (latin, latin-ext, cyrillic, …),
 * each its own file, so one PDF font cannot draw "Rēķins" or "Счёт" alone: a text is drawn in runs,
 * each in the first font of the chain that has its letters. The chain is the brand's own family, then
 * Noto Sans (for brand families without Cyrillic), then Debian's DejaVu where a machine has it.
 *
 * The files are Fontsource's WOFF (1.0): pdfkit's subsetter mangles WOFF2's composite glyphs, and WOFF
 * is plain zlib per table, so it becomes a TTF here once per process.
 */

export type Weight = 'regular' | 'bold';

/** A font as fontkit parsed it: pdfkit takes these as they are, so one parse serves every document. */
export interface ParsedFont {
  characterSet: number[];
  layout(text: string): unknown;
}

export interface PdfFont {
  /** Unique within a chain; the name it is registered under in a document. */
  name: string;
  /** Its typeface: a run that must change font tries the same typeface's other subsets first. */
  family: string;
  regular: ParsedFont;
  bold: ParsedFont;
  /** The code points its regular cut has a glyph for. */
  covers: ReadonlySet<number>;
}

export type FontChain = readonly PdfFont[];

const require = createRequire(import.meta.url);
// pdfkit's own font parser, the one it would run on every document's fonts otherwise.
const fontkit = require('fontkit') as { create(font: Buffer): ParsedFont };
const subsets = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'] as const;
const fallbackPackage = '@fontsource/noto-sans';
const dejaVuDir = '/usr/share/fonts/truetype/dejavu';

/** WOFF 1.0 → TrueType/OpenType: the same tables, inflated, behind an sfnt header. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? zlib.inflateSync(raw) : raw,
    };
  });
  const log2 = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** log2, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(count * 16 - 16 * 2 ** log2, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

function packageDir(name: string): string | undefined {
  try {
    return path.dirname(require.resolve(name)); // a Fontsource package's main is its index.css
  } catch {
    return undefined;
  }
}

function readFontsource(packageName: string): PdfFont[] {
  const dir = packageDir(packageName);
  if (!dir) return [];
  const slug = packageName.replace(/^@fontsource\//, '');
  const file = (subset: string, weight: number) =>
    path.join(dir, 'files', `${slug}-${subset}-${weight}-normal.woff`);
  return subsets.flatMap((subset) => {
    if (!fs.existsSync(file(subset, 400))) return [];
    const parse = (weight: number) => fontkit.create(woffToSfnt(fs.readFileSync(file(subset, weight))));
    const regular = parse(400);
    const boldWeight = [700, 600, 500].find((weight) => fs.existsSync(file(subset, weight)));
    const bold = boldWeight ? parse(boldWeight) : regular;
    return [
      { name: `${slug}-${subset}`, family: slug, regular, bold, covers: new Set(regular.characterSet) },
    ];
  });
}

function readDejaVu(): PdfFont[] {
  const regularFile = path.join(dejaVuDir, 'DejaVuSans.ttf');
  const boldFile = path.join(dejaVuDir, 'DejaVuSans-Bold.ttf');
  if (!fs.existsSync(regularFile) || !fs.existsSync(boldFile)) return [];
  const regular = fontkit.create(fs.readFileSync(regularFile));
  const bold = fontkit.create(fs.readFileSync(boldFile));
  return [
    { name: 'dejavu-sans', family: 'dejavu-sans', regular, bold, covers: new Set(regular.characterSet) },
  ];
}

const families = new Map<string, PdfFont[]>();
const family = (packageName: string) => {
  let fonts = families.get(packageName);
  if (!fonts) families.set(packageName, (fonts = readFontsource(packageName)));
  return fonts;
};
let dejaVu: PdfFont[] | undefined;

/**
 * The brand's family first, then the fallbacks; read from disk once per process. A brand family
 * without the script the document is mostly in (Figtree and Lexend have no Cyrillic) goes after the
 * fallback, so a Russian invoice is set in one typeface rather than two alternating word by word.
 */
export function fontChain(brandPackage: string, script: 'latin' | 'cyrillic'): FontChain {
  const brand = family(brandPackage);
  const fallback = brandPackage === fallbackPackage ? [] : family(fallbackPackage);
  const hasScript = brand.some((font) => font.name.endsWith(`-${script}`));
  return [...(hasScript ? [...brand, ...fallback] : [...fallback, ...brand]), ...(dejaVu ??= readDejaVu())];
}
