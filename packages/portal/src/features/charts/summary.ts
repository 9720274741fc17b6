import type { ComparedReading } from './merge.ts';

export interface PointAt {
  value: number;
  date: string;
}

export interface ReadingsSummary {
  total: number;
  /** Sum of the compared period over the same intervals; null when nothing is compared. */
  earlierTotal: number | null;
  average: number | null;
  highest: PointAt | null;
  lowest: PointAt | null;
  estimated: number;
  corrected: number;
}

/** What the chart's description says: sums for energy, extremes and mean for prices and temperatures. */
export function summarise(points: ComparedReading[], compared: boolean): ReadingsSummary {
  let total = 0;
  let earlierTotal = 0;
  let count = 0;
  let highest: PointAt | null = null;
  let lowest: PointAt | null = null;
  let estimated = 0;
  let corrected = 0;
  for (const point of points) {
    if (point.status === 'estimated') estimated += 1;
    if (point.status === 'corrected') corrected += 1;
    if (point.earlier !== null) earlierTotal += point.earlier;
    if (point.value === null) continue;
    total += point.value;
    count += 1;
    if (!highest || point.value > highest.value) highest = { value: point.value, date: point.date };
    if (!lowest || point.value < lowest.value) lowest = { value: point.value, date: point.date };
  }
  return {
    total,
    earlierTotal: compared ? earlierTotal : null,
    average: count ? total / count : null,
    highest,
    lowest,
    estimated,
    corrected,
  };
}
