import { firstDay, lastCompleteDay } from '../../energy/availability.ts';
import { dailyConsumptionWh, pointKey } from '../../energy/consumption.ts';
import { Memo } from '../../energy/memo.ts';
import type { PointModel, Utility } from '../../energy/model.ts';
import { dailyProductionWh } from '../../energy/production.ts';
import type { Direction } from '../../energy/statistics.ts';
import { civil, dayNumber, daysInMonth } from '../../energy/time.ts';

/**
 * The dashboard's figures add up every point's days: a year beside the year before is 24 months of
 * about 30 daily totals per point, 1.4 million for a client of 2,000 points. A day's total is a pure
 * function of the point and the day (energy/consumption.ts), so the total of any days is too: the
 * totals of whole months, and of the few part-months asked lately (this month so far, the same days a
 * year earlier), are kept here per point. Which days count (the data available at `now`) is decided
 * per call, exactly as `sumDays` decides it, so every figure is the same sum of the same integers as
 * before, to the watt-hour.
 */

interface Totals {
  /** Whole months by their first day: at most one a month of data. */
  months: Map<number, number>;
  /** Part-months by first day × 32 + length; the few asked lately (they change day by day). */
  parts: Map<number, number>;
}

/** Part-months a point keeps before they are dropped together: a day's dashboard asks three. */
const partsKept = 12;

/** A point as the figures read it: its model, and its totals once looked up. */
export interface CountedPoint {
  model: PointModel;
  /** Names everything the point's readings depend on. */
  key: string;
  /** This request's hold on the memo's entries: one lookup per point, not one per month. */
  totals: Partial<Record<Direction, Totals>>;
}

export const countedPoint = (model: PointModel): CountedPoint => ({
  model,
  key: [
    pointKey(model),
    model.producer ? 1 : 0,
    model.capacityKw,
    model.country,
    model.climate.latitude,
    model.climate.coastal ? 1 : 0,
  ].join(':'),
  totals: {},
});

/**
 * Totals per point and direction: about 1 KB a point. Bounded, least recently used dropped first; a
 * client of more points than it holds computes its days each time, as without it.
 */
const memo = new Memo<string, Totals>(10_000);

/** Watt-hours of local days [first, last]. */
function daysTotal(model: PointModel, direction: Direction, first: number, last: number): number {
  let sum = 0;
  for (let d = first; d <= last; d++) {
    sum += direction === 'consumption' ? dailyConsumptionWh(model, d) : dailyProductionWh(model, d);
  }
  return sum;
}

/** Watt-hours of days [first, last] within one month, from the memo when asked before. */
function pieceTotal(point: CountedPoint, direction: Direction, first: number, last: number, whole: boolean) {
  const totals = (point.totals[direction] ??= memo.get(`${direction}:${point.key}`, () => ({
    months: new Map(),
    parts: new Map(),
  })));
  const kept = whole ? totals.months : totals.parts;
  const key = whole ? first : first * 32 + (last - first);
  let total = kept.get(key);
  if (total === undefined) {
    total = daysTotal(point.model, direction, first, last);
    if (!whole && kept.size >= partsKept) kept.clear();
    kept.set(key, total);
  }
  return total;
}

/** The local days with complete data at an instant: the first, and the last per utility. */
export interface DataWindow {
  first: number;
  last: Record<Utility, number>;
}

/** Worked out once per call, not once per point and month (each is a few calendar conversions). */
export const dataWindow = (now: number): DataWindow => ({
  first: firstDay(now),
  last: {
    electricity: lastCompleteDay('electricity', now),
    gas: lastCompleteDay('gas', now),
    heating: lastCompleteDay('heating', now),
  },
});

/** Whether any of local days [from, to] has complete data: `hasData` of energy/statistics.ts. */
export const hasDataIn = (window: DataWindow, utility: Utility, from: number, to: number) =>
  Math.max(from, window.first) <= Math.min(to, window.last[utility]);

/**
 * Watt-hours over local days [from, to] with complete data: what `sumDays` (energy/statistics.ts)
 * answers at the window's instant, each month's share of the days read from the memo when it was
 * computed before.
 */
export function sumSpan(
  point: CountedPoint,
  direction: Direction,
  from: number,
  to: number,
  window: DataWindow,
) {
  const first = Math.max(from, window.first);
  const last = Math.min(to, window.last[point.model.utility]);
  let sum = 0;
  for (let d = first; d <= last;) {
    const { year, month } = civil(d);
    const monthFirst = dayNumber(year, month, 1);
    const monthLast = monthFirst + daysInMonth(year, month) - 1;
    const end = Math.min(monthLast, last);
    sum += pieceTotal(point, direction, d, end, d === monthFirst && end === monthLast);
    d = end + 1;
  }
  return sum;
}
