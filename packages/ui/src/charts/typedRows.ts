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

/** The estimated part of a series at x value `i`: a flagged point, or a neighbour that joins it to the line. */
function inEstimatedPart(flags: readonly boolean[], i: number): boolean {
  return flags[i] === true || flags[i - 1] === true || flags[i + 1] === true;
}

/**
 * The estimated parts of `series`, a column each: only the rows where some part has a value, and a row
 * of NaN after each run (at the next x value) so the dashed line breaks there. Estimated readings are a
 * few days of a year: ECharts then stores, filters and samples hundreds of rows, not tens of thousands.
 */
export function estimatedRows(series: readonly ChartSeries[], count: number): Float64Array {
  const width = series.length + 1;
  const valueAt = (s: ChartSeries, i: number) => {
    const value = s.values[i];
    return value !== null && value !== undefined && inEstimatedPart(s.estimated ?? [], i) ? value : NaN;
  };
  const kept: number[] = [];
  let inRun = false;
  for (let i = 0; i < count; i += 1) {
    let has = false;
    for (const s of series) if (!Number.isNaN(valueAt(s, i))) has = true;
    if (has || inRun) kept.push(i);
    inRun = has;
  }
  const source = new Float64Array(kept.length * width);
  kept.forEach((i, r) => {
    source[r * width] = i;
    series.forEach((s, c) => {
      source[r * width + c + 1] = valueAt(s, i);
    });
  });
  return source;
}
