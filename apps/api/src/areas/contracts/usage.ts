import { computeConsumptionDay, dailyConsumptionWh, pointKey } from '../../energy/consumption.ts';
import { Memo } from '../../energy/memo.ts';
import type { PointModel } from '../../energy/model.ts';
import { dayPrices } from '../../energy/prices.ts';
import { inDayHours } from '../../energy/pricing.ts';
import { dayNumber, daysInMonth, localDay } from '../../energy/time.ts';

/**
 * A usage point's month of energy as the what-if prices it: watt-hours; the spot energy as the sum of
 * each interval's watt-hours times its price in hundredths of a €/MWh (10⁻⁸ €, an integer, exactly as
 * the invoices' `monthlyUsage` sums it); and the watt-hours of the day hours, 07:00–22:00 by the local
 * clock, for day and night prices.
 */
export interface MonthUsage {
  wh: number;
  spot: number;
  dayWh: number;
}

// Bound once: a global lookup per interval is slow in a vm context (Jest's sandbox).
const { round } = Math;

/**
 * Whole past months never change (readings and prices are pure functions of the point and the time),
 * so each point-month is computed once per process: a year of an electricity point is 35,000
 * intervals, and a customer compares several products in a row.
 */
const memo = new Memo<string, MonthUsage>(20_000);

/** The point's usage in a month (`index` = year × 12 + month − 1). */
export function monthUsage(point: PointModel, index: number): MonthUsage {
  return memo.get(`${pointKey(point)}:${point.priceArea ?? point.country}:${index}`, () =>
    compute(point, index),
  );
}

function compute(point: PointModel, index: number): MonthUsage {
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const usage: MonthUsage = { wh: 0, spot: 0, dayWh: 0 };
  for (let d = dayNumber(year, month, 1), end = d + daysInMonth(year, month); d < end; d++) {
    if (point.utility === 'gas') {
      // A gas meter is read daily: it has no hours to split.
      usage.wh += dailyConsumptionWh(point, d);
      continue;
    }
    const { wh } = computeConsumptionDay(point, d);
    const day = localDay(d);
    const electric = point.utility === 'electricity';
    const prices = electric ? dayPrices(point.priceArea ?? point.country, d) : undefined;
    for (let i = 0; i < wh.length; i++) {
      const value = wh[i]!;
      usage.wh += value;
      if (prices) usage.spot += value * round(prices[i]! * 100);
      // Electricity has quarter hours, district heat hours.
      if (inDayHours(day, i, electric ? 1 : 4, wh.length)) usage.dayWh += value;
    }
  }
  return usage;
}
