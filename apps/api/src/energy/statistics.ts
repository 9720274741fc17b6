import { dataUpTo, firstDay, lastCompleteDay } from './availability.ts';
import { consumptionDay, dailyConsumptionWh, pointKey } from './consumption.ts';
import type { PointModel } from './model.ts';
import { dailyProductionWh, productionDay } from './production.ts';
import { dayOf, localDay, QUARTER } from './time.ts';

/**
 * Totals over days, from the same daily totals the readings are spread from: a statistic over some
 * days is exactly the sum of the chart's readings of those days.
 */

export type Direction = 'consumption' | 'production';

/** Watt-hours over local days [from, to], both included, counting only days with complete data. */
export function sumDays(
  point: PointModel,
  direction: Direction,
  from: number,
  to: number,
  now: number,
): number {
  const first = Math.max(from, firstDay(now));
  const last = Math.min(to, lastCompleteDay(point.utility, now));
  let sum = 0;
  for (let d = first; d <= last; d++) {
    sum += direction === 'consumption' ? dailyConsumptionWh(point, d) : dailyProductionWh(point, d);
  }
  return sum;
}

/** Whether any of local days [from, to] has complete data. */
export function hasData(point: PointModel, from: number, to: number, now: number): boolean {
  return Math.max(from, firstDay(now)) <= Math.min(to, lastCompleteDay(point.utility, now));
}

/**
 * Watt-hours from local day `from` up to the end of the data, today's readings so far included:
 * what the dashboard shows as "this month so far".
 */
export function sumToDate(point: PointModel, direction: Direction, from: number, now: number): number {
  const end = dataUpTo(point.utility, now);
  let sum = sumDays(point, direction, from, dayOf(end) - 1, now);
  const today = localDay(dayOf(end));
  if (today.start < end && today.days >= from) {
    const readings =
      direction === 'consumption'
        ? consumptionDay(point, today.days, pointKey(point))
        : productionDay(point, today.days);
    // The meter's intervals that have ended: quarters, hours (district heat); a gas day is never partial.
    const perInterval = today.quarters / readings.wh.length;
    const ended = Math.floor((end - today.start) / (perInterval * QUARTER));
    for (let i = 0; i < ended; i++) sum += readings.wh[i]!;
  }
  return sum;
}
