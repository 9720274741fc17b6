import type { ColorScheme } from './types.ts';

export type PairKind = 'body' | 'text' | 'large' | 'ui';

/** WCAG 2.2: 4.5:1 for text, 3:1 for large text and UI boundaries; body text aims for 7:1 (AAA). */
export const minimumRatio: Record<PairKind, number> = { body: 7, text: 4.5, large: 3, ui: 3 };

export interface ContrastPair {
  foreground: string;
  background: string;
  kind: PairKind;
}

export interface ContrastResult extends ContrastPair {
  ratio: number;
  required: number;
  pass: boolean;
}

export interface ContrastFailure extends ContrastResult {
  brand: string;
  scheme: ColorScheme;
}

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Parses #rgb, #rrggbb, #rrggbbaa and rgb()/rgba() — the forms Style Dictionary's css transform emits. */
export function parseColor(input: string): Rgba {
  const value = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex) {
    const h = hex[1]!.length === 3 ? hex[1]!.replace(/./g, '$&$&') : hex[1]!;
    const byte = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: h.length === 8 ? byte(6) / 255 : 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(value);
  if (fn) {
    const alpha = fn[4] === undefined ? 1 : fn[4].endsWith('%') ? parseFloat(fn[4]) / 100 : Number(fn[4]);
    return { r: Number(fn[1]), g: Number(fn[2]), b: Number(fn[3]), a: alpha };
  }
  throw new Error(`cannot read colour "${input}"`);
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** A translucent foreground is composited over its background first, as the browser paints it. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColor(background);
  const fg = parseColor(foreground);
  const over = (f: number, b: number) => f * fg.a + b * (1 - fg.a);
  const shown = { r: over(fg.r, bg.r), g: over(fg.g, bg.g), b: over(fg.b, bg.b), a: 1 };
  const [hi, lo] = [luminance(shown), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function checkPairs(
  pairs: readonly ContrastPair[],
  valueOf: (path: string) => string,
): ContrastResult[] {
  return pairs.map((pair) => {
    const ratio = contrastRatio(valueOf(pair.foreground), valueOf(pair.background));
    const required = minimumRatio[pair.kind];
    // Round the way the ratio is reported so a 4.496 does not pass as "4.50".
    return { ...pair, ratio, required, pass: Math.floor(ratio * 100) / 100 >= required };
  });
}

export function describeFailure(f: ContrastFailure): string {
  return `${f.brand} ${f.scheme}: ${f.foreground} on ${f.background} is ${f.ratio.toFixed(2)}:1, needs ${f.required}:1 (${f.kind})`;
}

export class ContrastError extends Error {
  override name = 'ContrastError';
  constructor(readonly failures: ContrastFailure[]) {
    super(
      `contrast gate: ${failures.length} pair(s) below the minimum\n  - ${failures.map(describeFailure).join('\n  - ')}`,
    );
  }
}
