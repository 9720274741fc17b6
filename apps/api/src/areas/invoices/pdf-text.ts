import type { FontChain, Weight } from './pdf-fonts.ts';

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

export interface LineOptions extends TextStyle {
  /** Room for the text: it is cut with "…" when longer, and aligned within it. */
  width?: number;
  align?: 'left' | 'right' | 'center';
}

export interface BlockOptions extends TextStyle {
  width: number;
  /** Lines at most; the last one shown ends in "…" when the text goes on. */
  maxLines?: number;
  lineHeight?: number;
  align?: 'left' | 'right' | 'center';
}

interface Run {
  font: string;
  text: string;
}

const ellipsis = '…';
const widths = new Map<string, number>();
const maxWidths = 20_000;

/**
 * Writes text in runs of the chain's fonts (see pdf-fonts.ts), placed by its top-left corner like
 * pdfkit's own text but on one shared baseline, so a word in a fallback font sits on the same line.
 */
export class PdfText {
  private readonly registered = new Set<string>();
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly chain: FontChain,
  ) {}

  /** The height of one line of the given size. */
  static lineHeight = (size: number) => size * 1.3;

  width(text: string, style: TextStyle): number {
    let width = 0;
    for (const run of this.runs(text, style.weight ?? 'regular')) width += this.runWidth(run) * style.size;
    return width;
  }

  /** A run's width at 1 pt; the same words recur on every invoice, so it is kept across documents. */
  private runWidth(run: Run): number {
    const key = `${run.font}\u0000${run.text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = this.doc.font(run.font).fontSize(1).widthOfString(run.text);
      if (widths.size >= maxWidths) widths.clear();
      widths.set(key, width);
    }
    return width;
  }

  /** One line of text with its top at y. */
  line(text: string, x: number, y: number, options: LineOptions): number {
    const shown = options.width === undefined ? text : this.fit(text, options.width, options);
    const width = this.width(shown, options);
    const room = options.width ?? width;
    let at = x;
    if (options.align === 'right') at = x + room - width;
    else if (options.align === 'center') at = x + (room - width) / 2;
    const baseline = y + options.size * 0.95;
    this.doc.fillColor(options.color ?? '#1e1d25');
    for (const run of this.runs(shown, options.weight ?? 'regular')) {
      this.doc.font(run.font).fontSize(options.size);
      this.doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += this.runWidth(run) * options.size;
    }
    return width;
  }

  /** Text wrapped at spaces (and inside a word too long for a line); returns the height it took. */
  block(text: string, x: number, y: number, options: BlockOptions): number {
    const lines = this.wrap(text, options.width, options);
    const height = options.lineHeight ?? PdfText.lineHeight(options.size);
    const max = options.maxLines ?? lines.length;
    const shown = lines.slice(0, max);
    if (lines.length > max)
      shown[max - 1] = this.fit(`${shown[max - 1]!}${ellipsis}`, options.width, options);
    shown.forEach((line, i) => this.line(line, x, y + i * height, options));
    return shown.length * height;
  }

  /** How many lines the block would take (for keeping things together across pages). */
  lineCount(text: string, options: BlockOptions): number {
    return Math.min(this.wrap(text, options.width, options).length, options.maxLines ?? Infinity);
  }

  private wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.width(candidate, style) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (this.width(current, style) > width && current.length > 1) {
        const head = this.longestFitting(current, width, style);
        lines.push(head);
        current = current.slice(head.length);
      }
    }
    if (current) lines.push(current);
    return lines.length ? lines : [''];
  }

  private fit(text: string, width: number, style: TextStyle): string {
    if (this.width(text, style) <= width) return text;
    const head = this.longestFitting(text, width - this.width(ellipsis, style), style);
    return `${head.trimEnd()}${ellipsis}`;
  }

  private longestFitting(text: string, width: number, style: TextStyle): string {
    const chars = Array.from(text);
    let low = 1;
    let high = chars.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.width(chars.slice(0, mid).join(''), style) <= width) low = mid;
      else high = mid - 1;
    }
    return chars.slice(0, low).join('');
  }

  /** Consecutive characters that one font draws; a run keeps its font while that font has the letter. */
  private runs(text: string, weight: Weight): Run[] {
    const runs: Run[] = [];
    let index = -1;
    for (const char of text.normalize('NFC')) {
      const code = char.codePointAt(0)!;
      const current = this.chain[index];
      if (!current?.covers.has(code)) {
        const sameFamily = this.chain.findIndex(
          (font) => font.family === current?.family && font.covers.has(code),
        );
        const found = sameFamily >= 0 ? sameFamily : this.chain.findIndex((font) => font.covers.has(code));
        if (found >= 0 || index < 0) index = Math.max(found, 0);
      }
      const font = this.fontName(index, weight);
      const last = runs.at(-1);
      if (last?.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  private fontName(index: number, weight: Weight): string {
    const font = this.chain[index];
    if (!font) return weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
    const name = `${font.name}-${weight}`;
    if (!this.registered.has(name)) {
      // pdfkit takes a parsed fontkit font where its types say a file (see pdf-fonts.ts).
      this.doc.registerFont(name, font[weight] as unknown as Buffer);
      this.registered.add(name);
    }
    return name;
  }
}
