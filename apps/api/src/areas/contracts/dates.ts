import { addDays } from '@vool/api-client';
import { civil, dayNumber, dayOf, daysInMonth, formatDay, parseDay } from '../../energy/time.ts';

/**
 * Contract dates are the site's calendar days. The three countries keep Eastern European Time
 * (energy/time.ts computes it without the machine's zone), so "today" is the local day of the clock.
 */
export const todayAt = (now: Date): string => formatDay(dayOf(now.getTime()));

/** The same day `months` later (or earlier), on the month's last day when it has no such day. */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = civil(parseDay(date)!);
  const index = year * 12 + month - 1 + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return formatDay(dayNumber(y, m, Math.min(day, daysInMonth(y, m))));
}

/** The last day of a term of `months` from `start`; null for an open-ended product. */
export const termEnd = (start: string, months: number | null): string | null =>
  months === null ? null : addDays(addMonths(start, months), -1);

/** The first day of the month `offset` months from the one `date` is in: `YYYY-MM`. */
export function monthOf(date: string, offset = 0): string {
  return addMonths(`${date.slice(0, 7)}-01`, offset).slice(0, 7);
}
