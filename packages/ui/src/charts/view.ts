import type { ChartZoomRange } from './types.ts';

/**
 * The part of the x values in view, and the rows drawn for it. The Chart zooms by itself instead of with
 * ECharts' dataZoom: ECharts would filter and sample every point of the series on each step of a zoom;
 * here a long line hands ECharts only the few thousand rows that can show at the chart's width.
 */

/** The fewest x values a zoom narrows to: a line needs two points, and a view of one reading is no chart. */
export const MIN_VIEW_SPAN = 2;

/** The whole range of `count` x values. */
export function wholeView(count: number): ChartZoomRange {
  return { startIndex: 0, endIndex: Math.max(count - 1, 0) };
}

/** `view` moved and shrunk into 0…count-1, at least `MIN_VIEW_SPAN` values wide (when there are that many). */
export function clampView(view: ChartZoomRange, count: number): ChartZoomRange {
  const last = Math.max(count - 1, 0);
  const span = Math.min(Math.max(view.endIndex - view.startIndex, MIN_VIEW_SPAN - 1), last);
  const startIndex = Math.min(Math.max(Math.round(view.startIndex), 0), last - span);
  return { startIndex, endIndex: startIndex + span };
}

/**
 * `view` zoomed by `factor` (below 1 zooms in) around x value `anchor`, which stays where it is on screen.
 */
export function zoomView(
  view: ChartZoomRange,
  factor: number,
  anchor: number,
  count: number,
): ChartZoomRange {
  const span = view.endIndex - view.startIndex;
  const nextSpan = Math.max(span * factor, MIN_VIEW_SPAN - 1);
  const share = span > 0 ? (anchor - view.startIndex) / span : 0.5;
  const startIndex = anchor - share * nextSpan;
  return clampView({ startIndex, endIndex: startIndex + nextSpan }, count);
}

/** `view` moved by `delta` x values (negative: towards the start), its width kept. */
export function panView(view: ChartZoomRange, delta: number, count: number): ChartZoomRange {
  return clampView({ startIndex: view.startIndex + delta, endIndex: view.endIndex + delta }, count);
}

/**
 * The rows of a long line to draw for `view` at `buckets` columns of pixels. `rows` holds a row per x value,
 * `[x, value of each column…]` (`width` numbers each, x equal to the row's index), NaN where a column has
 * no value. With more x values in view than about two per pixel, each bucket of them keeps, for every
 * column, the rows of its lowest and highest value and of its first gap (NaN): the line keeps every peak,
 * dip and gap it would show, and each kept row is a real reading of every column. One row on each side of
 * the view goes too, so the lines run on to the chart's edges instead of stopping short of them.
 */
export function viewRows(
  rows: Float64Array,
  width: number,
  view: ChartZoomRange,
  buckets: number,
): Float64Array {
  const count = rows.length / width;
  const first = Math.max(view.startIndex - 1, 0);
  const last = Math.min(view.endIndex + 1, count - 1);
  const inView = last - first + 1;
  if (inView <= 0) return new Float64Array(0);
  if (inView <= buckets * 2) return rows.slice(first * width, (last + 1) * width);

  const columns = width - 1;
  const kept: number[] = [first];
  const picks: number[] = [];
  for (let b = 0; b < buckets; b += 1) {
    const from = first + 1 + Math.floor((b * (inView - 2)) / buckets);
    const to = first + 1 + Math.floor(((b + 1) * (inView - 2)) / buckets); // exclusive
    picks.length = 0;
    for (let c = 1; c <= columns; c += 1) {
      let low = -1;
      let high = -1;
      let gap = -1;
      for (let i = from, at = from * width + c; i < to; i += 1, at += width) {
        const value = rows[at]!;
        if (Number.isNaN(value)) {
          if (gap < 0) gap = i;
        } else {
          if (low < 0 || value < rows[low * width + c]!) low = i;
          if (high < 0 || value > rows[high * width + c]!) high = i;
        }
      }
      if (low >= 0) picks.push(low, high);
      if (gap >= 0) picks.push(gap);
    }
    picks.sort((a, b) => a - b);
    for (const i of picks) if (kept[kept.length - 1] !== i) kept.push(i);
  }
  if (kept[kept.length - 1] !== last) kept.push(last);

  const out = new Float64Array(kept.length * width);
  kept.forEach((i, r) => {
    out.set(rows.subarray(i * width, (i + 1) * width), r * width);
  });
  return out;
}

/**
 * Where a long line's axis labels go for `view`: at the x values whose label differs from the one before
 * (a new day, a new month…), so each label stands where its day or month begins, thinned to about `fit`
 * of them. Labels are read a few hundred times at most, not once per x value: probes a quarter of a
 * label's spacing apart, and a binary search between two probes whose labels differ. Undefined when
 * fewer than two such places are in view; ECharts then labels round steps.
 */
export function labelPositions(
  label: (index: number) => string,
  view: ChartZoomRange,
  fit: number,
): number[] | undefined {
  const { startIndex: start, endIndex: end } = view;
  const span = end - start;
  if (span < 1 || fit < 2) return undefined;
  // Labels that change from one x value to the next (times on readings of the same day) have no
  // beginnings to mark: ECharts' round steps suit them better.
  let adjacent = 0;
  for (let k = 1; k <= 4; k += 1) {
    const at = start + Math.floor((k * (span - 1)) / 5);
    if (label(at) !== label(at + 1)) adjacent += 1;
  }
  if (adjacent >= 3) return undefined;
  const stride = Math.max(1, Math.floor(span / (fit * 4)));
  // The view's first x value counts when it begins its label (the data's first one always does).
  const found = start === 0 || label(start - 1) !== label(start) ? [start] : [];
  let previous = start;
  let previousLabel = label(start);
  while (previous < end) {
    const probe = Math.min(previous + stride, end);
    const probeLabel = label(probe);
    if (probeLabel !== previousLabel) {
      let low = previous;
      let high = probe;
      while (high - low > 1) {
        const middle = (low + high) >> 1;
        if (label(middle) === previousLabel) low = middle;
        else high = middle;
      }
      found.push(high);
    }
    previous = probe;
    previousLabel = probeLabel;
  }
  if (found.length < 2) return undefined;
  const gap = span / fit;
  const kept: number[] = [];
  for (const index of found) {
    const last = kept.at(-1);
    if (last === undefined || index - last >= gap) kept.push(index);
  }
  return kept;
}
