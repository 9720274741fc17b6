/**
 * Local time of the three countries, computed directly. Finland, Estonia and Latvia all keep Eastern
 * European Time: UTC+2, and UTC+3 (EEST) from the last Sunday of March 01:00 UTC to the last Sunday of
 * October 01:00 UTC (the EU rule, kept by all three since 2002). Doing the arithmetic here instead of
 * asking Intl is what lets a year of readings be dated in a few milliseconds: a day's dates are one
 * prefix plus a time from a table.
 *
 * Days are "day numbers": days since 1970-01-01 of the local calendar date, so 2026-11-23 is one
 * integer, and a local day runs from `midnightUtc(day)` to `midnightUtc(day + 1)`.
 */

export const MINUTE = 60_000;
export const QUARTER = 15 * MINUTE;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The IANA names of the zones, by country: all three follow the rule above. */
export const timezones = { FI: 'Europe/Helsinki', EE: 'Europe/Tallinn', LV: 'Europe/Riga' } as const;
export type CountryCode = keyof typeof timezones;

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date of a day number (Hinnant's civil_from_days). */
export function civil(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekday = (days: number): number => (((days + 4) % 7) + 7) % 7;

export const daysInMonth = (year: number, month: number): number =>
  month === 12 ? 31 : dayNumber(year, month + 1, 1) - dayNumber(year, month, 1);

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const pad4 = (n: number) => (n < 0 ? `-${String(-n).padStart(4, '0')}` : String(n).padStart(4, '0'));

/** `2026-11-23` */
export function formatDay(days: number): string {
  const { year, month, day } = civil(days);
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

/** `2026-11` */
export function formatMonth(year: number, month: number): string {
  return `${pad4(year)}-${pad2(month)}`;
}

/** Parses `YYYY-MM-DD`; undefined for anything that is not a calendar date (2026-02-30). */
export function parseDay(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return dayNumber(year, month, day);
}

/** Parses `YYYY-MM` into its first day and the first day of the next month. */
export function parseMonth(text: string): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** The last Sunday of a month, as a day number. */
function lastSunday(year: number, month: number): number {
  const last = dayNumber(year, month, daysInMonth(year, month));
  return last - weekday(last);
}

const transitions = new Map<number, readonly [number, number]>();

/** Start and end of summer time in a year, as UTC milliseconds (both at 01:00 UTC). */
export function summerTime(year: number): readonly [number, number] {
  let found = transitions.get(year);
  if (!found) {
    found = [lastSunday(year, 3) * DAY + HOUR, lastSunday(year, 10) * DAY + HOUR] as const;
    transitions.set(year, found);
  }
  return found;
}

/** The UTC offset in minutes (120 or 180) at an instant. */
export function offsetAt(utcMs: number): number {
  // The transitions are in March and October, so the UTC year is the year that matters.
  const [start, end] = summerTime(civil(Math.floor(utcMs / DAY)).year);
  return utcMs >= start && utcMs < end ? 180 : 120;
}

/**
 * Local midnight of a day, in UTC milliseconds. The changes happen at 03:00/04:00 local time, so
 * midnight is never skipped or repeated: it has the offset of the day it starts.
 */
export function midnightUtc(days: number): number {
  const guess = days * DAY - 2 * HOUR;
  return offsetAt(guess) === 180 ? guess - HOUR : guess;
}

/** The local day an instant falls on. */
export const dayOf = (utcMs: number): number => Math.floor((utcMs + offsetAt(utcMs) * MINUTE) / DAY);

/** Minutes past local midnight of an instant. */
export const minuteOfDay = (utcMs: number): number => {
  const local = utcMs + offsetAt(utcMs) * MINUTE;
  return Math.floor((local - Math.floor(local / DAY) * DAY) / MINUTE);
};

/**
 * One local day's intervals: where it starts, how many quarter hours it has (96; 92 when the clocks
 * go forward, 100 when they go back) and at which quarter the offset changes.
 */
export interface LocalDay {
  days: number;
  start: number;
  end: number;
  quarters: number;
  /** Offset in minutes at midnight. */
  offset: number;
  /** The index of the first quarter with the other offset, or `quarters` when it does not change. */
  changeAt: number;
  /** `2026-11-23T` */
  prefix: string;
}

const localDays = new Map<number, LocalDay>();

export function localDay(days: number): LocalDay {
  let found = localDays.get(days);
  if (found) return found;
  const start = midnightUtc(days);
  const end = midnightUtc(days + 1);
  const offset = offsetAt(start);
  const [summerStart, summerEnd] = summerTime(civil(days).year);
  const change =
    summerStart > start && summerStart < end
      ? summerStart
      : summerEnd > start && summerEnd < end
        ? summerEnd
        : end;
  found = {
    days,
    start,
    end,
    quarters: (end - start) / QUARTER,
    offset,
    changeAt: (change - start) / QUARTER,
    prefix: `${formatDay(days)}T`,
  };
  // Days are small and few: a bounded memo keeps the formatting of hot ranges free.
  if (localDays.size >= 20_000) localDays.clear();
  localDays.set(days, found);
  return found;
}

/** `HH:MM:00+02:00` for every quarter of the clock, by offset (0: +02:00, 1: +03:00): dates are a prefix plus one of these. */
const clockTimes = [120, 180].map((offset) =>
  Array.from(
    { length: 96 },
    (_, q) => `${pad2(Math.floor(q / 4))}:${pad2((q % 4) * 15)}:00+0${offset / 60}:00`,
  ),
);

/** The offset of quarter `index` of a day. */
export const quarterOffset = (day: LocalDay, index: number): number =>
  index < day.changeAt ? day.offset : day.offset === 120 ? 180 : 120;

/** The local clock quarter (0–95) of quarter `index` of a day: 03:00 twice in October, never in March. */
export const clockQuarter = (day: LocalDay, index: number): number =>
  ((index + (quarterOffset(day, index) - day.offset) / 15 + 96) % 96) | 0;

/** The ISO date of quarter `index` of a day: `2026-11-23T14:15:00+02:00`. */
export const quarterDate = (day: LocalDay, index: number): string =>
  day.prefix + clockTimes[quarterOffset(day, index) === 120 ? 0 : 1]![clockQuarter(day, index)]!;

/** Any instant on a quarter-hour boundary as a local ISO date. */
export function formatInstant(utcMs: number): string {
  const day = localDay(dayOf(utcMs));
  return quarterDate(day, Math.floor((utcMs - day.start) / QUARTER));
}

/** Hours since 1970 (UTC) of an instant: the index of hourly values such as temperature. */
export const hourIndex = (utcMs: number): number => Math.floor(utcMs / HOUR);

/**
 * Public holidays every one of the three countries keeps on a fixed date (New Year, May Day,
 * Midsummer Day in Estonia and Latvia / Midsummer Eve week in Finland, Christmas): demand and prices
 * behave as on a Sunday. Moving feasts are left out; the shape of a year does not need them.
 */
const holidays = new Set(['01-01', '05-01', '06-24', '12-24', '12-25', '12-26']);

export type DayKind = 'weekday' | 'saturday' | 'sunday';

const dayKinds = new Map<number, DayKind>();

/** Weekday, Saturday, or Sunday (holidays count as Sundays). */
export function dayKind(days: number): DayKind {
  let kind = dayKinds.get(days);
  if (kind) return kind;
  const { month, day } = civil(days);
  const wd = weekday(days);
  kind =
    wd === 0 || holidays.has(`${pad2(month)}-${pad2(day)}`) ? 'sunday' : wd === 6 ? 'saturday' : 'weekday';
  if (dayKinds.size >= 20_000) dayKinds.clear();
  dayKinds.set(days, kind);
  return kind;
}
