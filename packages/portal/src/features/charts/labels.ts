import { formatSiteDate } from '../../i18n/format.ts';
import type { DateRange } from './period.ts';
import { rangeDays } from './period.ts';

/**
 * Spec §9: what an x-axis label shows, by the length of the range — a single day gives HH:mm, two
 * days HH:00, up to 31 days DD.MM, anything longer the month.
 */
export type AxisLabelKind = 'time' | 'hour' | 'day' | 'month';

export function axisLabelKind(range: DateRange): AxisLabelKind {
  const days = rangeDays(range);
  if (days <= 0) return 'time';
  if (days === 1) return 'hour';
  if (days <= 31) return 'day';
  return 'month';
}

/**
 * The readings' dates carry the site's wall-clock time (`2026-11-23T14:15:00+02:00`), so labels are
 * cut from the string: no time-zone arithmetic, whatever zone the browser is in.
 */
const wallClock = (date: string) => ({
  year: date.slice(0, 4),
  month: date.slice(5, 7),
  day: date.slice(8, 10),
  hour: date.slice(11, 13),
  minute: date.slice(14, 16),
});

/** DD.MM.YYYY HH:mm (spec §9): the tooltip, the table and the CSV. */
export const formatReadingDate = (date: string, withTime = true) => formatSiteDate(date, withTime);

/** A formatter for axis labels of the given kind; months are named in the user's language. */
export function axisLabelFormatter(kind: AxisLabelKind, locale: string): (date: string) => string {
  switch (kind) {
    case 'time':
      return (date) => {
        const { hour, minute } = wallClock(date);
        return `${hour}:${minute}`;
      };
    case 'hour':
      return (date) => `${wallClock(date).hour}:00`;
    case 'day':
      return (date) => {
        const { day, month } = wallClock(date);
        return `${day}.${month}`;
      };
    case 'month': {
      const names = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
      const cache = new Map<string, string>();
      return (date) => {
        const { year, month } = wallClock(date);
        const key = `${year}-${month}`;
        let label = cache.get(key);
        if (label === undefined) {
          label = `${names.format(Date.UTC(Number(year), Number(month) - 1, 15))} ${year}`;
          cache.set(key, label);
        }
        return label;
      };
    }
  }
}
