const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY in every language (spec §9), in the site's time zone. */
export function formatDate(date: Date, timeZone = 'Europe/Helsinki'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** HH:mm, 24-hour (spec §9). */
export function formatTime(date: Date, timeZone = 'Europe/Helsinki'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${pad(Number(part('hour')))}:${part('minute')}`;
}

/**
 * The API writes days as `YYYY-MM-DD` and instants with the site's own offset
 * (`2026-11-23T14:15:00+02:00`), so the site's wall-clock time is in the string: DD.MM.YYYY and
 * HH:mm are cut from it, whatever zone the browser is in.
 */
export function formatSiteDate(value: string, withTime = false): string {
  const day = `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  return withTime ? `${day} ${value.slice(11, 16)}` : day;
}

/** HH:mm of an instant the API wrote with the site's offset. */
export const formatSiteTime = (value: string) => value.slice(11, 16);

// Making a formatter costs far more than using one, and a page names many months.
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month's name in the user's language: "November 2026", "marraskuu 2026". */
export function formatMonth(locale: string, year: number, month: number, withYear = true): string {
  const key = `${locale}|${String(withYear)}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    monthFormats.set(key, format);
  }
  return format.format(Date.UTC(year, month - 1, 15));
}
