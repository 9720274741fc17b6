import { describe, expect, it } from '@jest/globals';
import { checkPairs, contrastRatio, parseColor } from '../src/build/contrast.ts';

describe('contrastRatio', () => {
  it('gives the WCAG extremes for black and white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('is symmetric and matches a known mid-grey value', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('composites a translucent foreground over its background', () => {
    // Black at alpha 0x80 (50.2 %) on white paints #7f7f7f.
    expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff'), 2);
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeLessThan(contrastRatio('#000000', '#ffffff'));
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
  });
});

describe('parseColor', () => {
  it('reads short hex, hex with alpha and rgb()', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#ff000080').a).toBeCloseTo(0.5, 2);
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => parseColor('tomato')).toThrow('cannot read colour "tomato"');
  });
});

describe('checkPairs', () => {
  const values: Record<string, string> = { fg: '#777777', bg: '#ffffff', dark: '#111111' };

  it('fails a pair that only rounds up to the minimum', () => {
    const [result] = checkPairs([{ foreground: 'fg', background: 'bg', kind: 'text' }], (p) => values[p]!);
    expect(result!.ratio).toBeGreaterThan(4.47);
    expect(result!.ratio).toBeLessThan(4.5);
    expect(result!.pass).toBe(false);
  });

  it('holds body text to 7:1 and UI boundaries to 3:1', () => {
    const [body, ui] = checkPairs(
      [
        { foreground: 'fg', background: 'bg', kind: 'body' },
        { foreground: 'fg', background: 'bg', kind: 'ui' },
      ],
      (p) => values[p]!,
    );
    expect(body).toMatchObject({ required: 7, pass: false });
    expect(ui).toMatchObject({ required: 3, pass: true });
  });
});
