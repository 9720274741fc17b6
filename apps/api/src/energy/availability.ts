import type { DataType, Utility } from './model.ts';
import { publishHour } from './prices.ts';
import { civil, dayNumber, dayOf, midnightUtc, offsetAt, DAY, HOUR, MINUTE } from './time.ts';

/**
 * What data exists at a given moment. Everything is relative to "now" (the app's injectable clock),
 * so the demo never runs out of data and tests can stand at any instant.
 */

/**
 * Whole months from the first of the month 37 months before the current one: the 36 months billed
 * before the 5th (when last month's invoice comes) and the 37 billed after it are all complete.
 */
export function dataFrom(now: number): number {
  const { year, month } = civil(dayOf(now));
  const index = year * 12 + (month - 1) - 37;
  return midnightUtc(dayNumber(Math.floor(index / 12), (index % 12) + 1, 1));
}

/** The first local day with data. */
export const firstDay = (now: number): number => dayOf(dataFrom(now));

/**
 * The end of the last reading received. Electricity and district heating meters report every hour
 * and the datahub passes the readings on within the hour after: data runs to the last full hour
 * before now, minus one. Gas is read daily: up to the end of yesterday.
 */
export function dataUpTo(utility: Utility, now: number): number {
  if (utility === 'gas') return midnightUtc(dayOf(now));
  return Math.floor(now / HOUR) * HOUR - HOUR;
}

/**
 * 14:00 local time of a day. Not midnight plus 14 hours: on the days the clocks change that is 15:00
 * (spring) or 13:00 (autumn). The change is at night, so 14:00 has the offset the day ends with.
 */
const publishTime = (days: number): number =>
  days * DAY + publishHour * HOUR - offsetAt(midnightUtc(days + 1) - 1) * MINUTE;

/** Spot prices are known to the end of today, and to the end of tomorrow from 14:00 local time. */
export function pricesUpTo(now: number): number {
  const today = dayOf(now);
  return now >= publishTime(today) ? midnightUtc(today + 2) : midnightUtc(today + 1);
}

/** Whether a day's prices are published at `now`. */
export const pricesPublished = (days: number, now: number): boolean =>
  midnightUtc(days + 1) <= pricesUpTo(now);

/** When a day's prices are published: 14:00 local time the day before. */
export const publishedAt = (days: number): number => publishTime(days - 1);

/** How far a data type of a point reaches. Temperatures are observations: like the meters. */
export function horizon(utility: Utility, dataType: DataType, now: number): number {
  if (dataType === 'price') return pricesUpTo(now);
  if (dataType === 'temperature') return dataUpTo(utility === 'gas' ? 'gas' : 'electricity', now);
  return dataUpTo(utility, now);
}

/**
 * The last local day whose data is complete: the day before the one the data ends in (data ending
 * exactly at midnight ends in the new day, and completes the one before).
 */
export const lastCompleteDay = (utility: Utility, now: number): number => dayOf(dataUpTo(utility, now)) - 1;
