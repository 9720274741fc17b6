import { describe, expect, it, jest } from '@jest/globals';
import { clampView, labelPositions, panView, viewRows, wholeView, zoomView } from './view.ts';

/** Rows `[x, a, b]` for the values of two columns. */
function rowsOf(a: number[], b: number[]): Float64Array {
  const rows = new Float64Array(a.length * 3);
  a.forEach((value, i) => {
    rows.set([i, value, b[i] ?? NaN], i * 3);
  });
  return rows;
}

const xs = (rows: Float64Array) => Array.from(rows.filter((_, i) => i % 3 === 0));

describe('views of the x values', () => {
  it('keeps a view inside the data and at least two x values wide', () => {
    expect(wholeView(10)).toEqual({ startIndex: 0, endIndex: 9 });
    expect(clampView({ startIndex: -3, endIndex: 4 }, 10)).toEqual({ startIndex: 0, endIndex: 7 });
    expect(clampView({ startIndex: 8, endIndex: 12 }, 10)).toEqual({ startIndex: 5, endIndex: 9 });
    expect(clampView({ startIndex: 4, endIndex: 4 }, 10)).toEqual({ startIndex: 4, endIndex: 5 });
    expect(clampView({ startIndex: 0, endIndex: 50 }, 10)).toEqual({ startIndex: 0, endIndex: 9 });
  });

  it('zooms around an x value that stays in place, and moves without changing width', () => {
    const view = { startIndex: 0, endIndex: 100 };
    expect(zoomView(view, 0.5, 50, 1000)).toEqual({ startIndex: 25, endIndex: 75 });
    expect(zoomView(view, 0.5, 0, 1000)).toEqual({ startIndex: 0, endIndex: 50 });
    expect(zoomView(view, 4, 50, 200)).toEqual({ startIndex: 0, endIndex: 199 });
    expect(panView(view, 30, 1000)).toEqual({ startIndex: 30, endIndex: 130 });
    expect(panView(view, -30, 1000)).toEqual({ startIndex: 0, endIndex: 100 });
    expect(panView({ startIndex: 850, endIndex: 950 }, 100, 1000)).toEqual({
      startIndex: 899,
      endIndex: 999,
    });
  });

  it('hands over every row of a short view, with a neighbour on each side', () => {
    const rows = rowsOf([1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]);
    expect(xs(viewRows(rows, 3, { startIndex: 2, endIndex: 3 }, 100))).toEqual([1, 2, 3, 4]);
    expect(xs(viewRows(rows, 3, { startIndex: 0, endIndex: 5 }, 100))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps the lowest and highest value and the first gap of each column in each bucket', () => {
    // 1,000 x values over 10 buckets: a peak in one column, a dip and a gap in the other.
    const a = Array.from({ length: 1000 }, (_, i) => (i === 437 ? 50 : 1 + (i % 7) / 10));
    const b = Array.from({ length: 1000 }, (_, i) => (i === 612 ? -20 : i >= 800 && i < 805 ? NaN : 3));
    const rows = viewRows(rowsOf(a, b), 3, wholeView(1000), 10);
    const kept = xs(rows);
    expect(kept.length).toBeLessThanOrEqual(2 + 10 * 5);
    expect(kept).toEqual([...kept].sort((p, q) => p - q));
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(999);
    for (const x of [437, 612, 800]) expect(kept).toContain(x);
    // Each kept row is a real row: the x value and both columns' values there.
    const at437 = kept.indexOf(437);
    expect(Array.from(rows.subarray(at437 * 3, at437 * 3 + 3))).toEqual([437, 50, 3]);
    const at800 = kept.indexOf(800);
    expect(rows[at800 * 3 + 2]).toBeNaN();
  });

  it('places labels where they begin, thinned to fit, reading few of them', () => {
    // A year of days labelled by month (30-day months, for the sum).
    const month = jest.fn((i: number) => `month ${Math.floor(i / 30) + 1}`);
    const whole = labelPositions(month, { startIndex: 0, endIndex: 359 }, 14);
    expect(whole).toEqual(Array.from({ length: 12 }, (_, m) => m * 30));
    expect(month.mock.calls.length).toBeLessThan(150);
    // Six labels fit: every other month.
    expect(labelPositions(month, { startIndex: 0, endIndex: 359 }, 6)).toEqual([0, 60, 120, 180, 240, 300]);
    // A view that starts mid-month labels the next month first.
    expect(labelPositions(month, { startIndex: 45, endIndex: 200 }, 14)).toEqual([60, 90, 120, 150, 180]);
    // Fewer than two beginnings in view, or a label for every x value: round steps instead.
    expect(labelPositions(month, { startIndex: 31, endIndex: 58 }, 14)).toBeUndefined();
    expect(labelPositions((i) => `#${i}`, { startIndex: 0, endIndex: 359 }, 14)).toBeUndefined();
  });
});
