import {
  endOfMonth,
  endOfWeek,
  endOfYear,
  parseDate,
  startOfMonth,
  startOfWeek,
  startOfYear,
  type CalendarDate,
} from '@internationalized/date';
import { maxDate } from '@vool/api-client/browser';
import { now as clockNow } from '../../app/clock.ts';

export const periodKinds = ['day', 'week', 'month', 'year', 'custom'] as const;
export type PeriodKind = (typeof periodKinds)[number];

/** Whole days in the site's time zone, both included. */
export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** Spec §9: no date input goes past this. */
export const lastDate = parseDate(maxDate);

// The locale only matters when no first day is given; weeks start on Monday everywhere (spec §9).
const weekLocale = 'en-GB';

/** The day, week (Monday to Sunday), month or year that holds `anchor`. */
export function periodRange(kind: Exclude<PeriodKind, 'custom'>, anchor: CalendarDate): DateRange {
  switch (kind) {
    case 'day':
      return { from: anchor, to: anchor };
    case 'week':
      return { from: startOfWeek(anchor, weekLocale, 'mon'), to: endOfWeek(anchor, weekLocale, 'mon') };
    case 'month':
      return { from: startOfMonth(anchor), to: endOfMonth(anchor) };
    case 'year':
      return { from: startOfYear(anchor), to: endOfYear(anchor) };
  }
}

/** The same kind of period before (`-1`) or after (`1`) the one holding `anchor`. */
export function stepPeriod(
  kind: Exclude<PeriodKind, 'custom'>,
  anchor: CalendarDate,
  direction: -1 | 1,
): CalendarDate {
  const unit = { day: 'days', week: 'weeks', month: 'months', year: 'years' } as const;
  const moved = anchor.add({ [unit[kind]]: direction });
  return moved.compare(lastDate) > 0 ? lastDate : moved;
}

/** Days from `from` to `to`: 0 for a single day. */
export const rangeDays = ({ from, to }: DateRange) => to.compare(from);

/** The same days `years` earlier (29 February falls back to the 28th). */
export const shiftYears = ({ from, to }: DateRange, years: number): DateRange => ({
  from: from.subtract({ years }),
  to: to.subtract({ years }),
});

/** A range as the API takes it. */
export const toQueryRange = ({ from, to }: DateRange) => ({ from: from.toString(), to: to.toString() });

/** Parses `YYYY-MM-DD`, or answers undefined for anything else (a hand-edited address). */
export function parseDay(value: string | null | undefined): CalendarDate | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  try {
    const day = parseDate(value);
    // parseDate clamps 2026-02-30 to the 28th; an impossible day is not a day.
    return day.toString() === value && day.compare(lastDate) <= 0 ? day : undefined;
  } catch {
    return undefined;
  }
}

/** Today in the site's time zone. */
export function todayIn(timeZone: string, now = new Date(clockNow())): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parseDate(parts);
}

/** The ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(day: CalendarDate): number {
  const thursday = startOfWeek(day, weekLocale, 'mon').add({ days: 3 });
  const firstOfYear = startOfYear(thursday);
  return Math.floor(thursday.compare(firstOfYear) / 7) + 1;
}
