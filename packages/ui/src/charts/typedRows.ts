import type { ChartSeries } from './types.ts';

/**
 * The data of long lines as ECharts reads it fastest: one typed array, a row per x value,
 * `[x, value of each column…]`, NaN where a column has no value (no parsing, no ids made from names).
 */

/** A column of the measured rows: a series' values, without its estimated points if those are drawn apart. */
export interface MeasuredColumn {
  series: ChartSeries;
  withoutEstimated: boolean;
}

/** A row per x value. */
export function measuredRows(columns: readonly MeasuredColumn[], count: number): Float64Array {
  const width = columns.length + 1;
  const source = new Float64Array(count * width);
  for (let i = 0; i < count; i += 1) source[i * width] = i;
  columns.forEach(({ series, withoutEstimated }, c) => {
    const { values } = series;
    const flags = withoutEstimated ? series.estimated : undefined;
    for (let i = 0, at = c + 1; i < count; i += 1, at += width) {
      const value = values[i];
      source[at] = value === null || value === undefined || flags?.[i] ? NaN : value;
    }
  });
  return source;
}

/**
 * Per x value, 1 where the estimated part of `series` has a value: a flagged reading, or a measured
 * neighbour that joins the dashed part to the line.
 */
function estimatedPart(series: ChartSeries, count: number): Uint8Array {
  const part = new Uint8Array(count);
  const flags = series.estimated ?? [];
  for (let i = 0; i < count; i += 1) {
    if (flags[i]) {
      part[i] = 1;
      if (i > 0) part[i - 1] = 1;
      if (i + 1 < count) part[i + 1] = 1;
    }
  }
  const { values } = series;
  for (let i = 0; i < count; i += 1) {
    if (part[i] && (values[i] === null || values[i] === undefined)) part[i] = 0;
  }
  return part;
}

/**
 * The estimated parts of `series`, a column each: only the rows where some part has a value, and a row
 * of NaN after each run (at the next x value) so the dashed line breaks there. Estimated readings are a
 * few days of a year: ECharts then stores and draws hundreds of rows, not tens of thousands.
 */
export function estimatedRows(series: readonly ChartSeries[], count: number): Float64Array {
  const width = series.length + 1;
  const parts = series.map((s) => estimatedPart(s, count));
  const kept: number[] = [];
  let inRun = false;
  for (let i = 0; i < count; i += 1) {
    let has = false;
    for (const part of parts) if (part[i]) has = true;
    if (has || inRun) kept.push(i);
    inRun = has;
  }
  const source = new Float64Array(kept.length * width);
  kept.forEach((i, r) => {
    source[r * width] = i;
    series.forEach((s, c) => {
      source[r * width + c + 1] = parts[c]?.[i] ? s.values[i]! : NaN;
    });
  });
  return source;
}
