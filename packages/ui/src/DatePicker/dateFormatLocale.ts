import { useMemo } from 'react';
import { useLocale } from 'react-aria-components/I18nProvider';

/*
 * Vool writes dates DD.MM.YYYY in every language. React Aria builds the date field's segments, their
 * order and separators from the locale (en-GB gives DD/MM/YYYY, sv-SE YYYY-MM-DD), and neither
 * React Aria nor @internationalized/date take a pattern. So the field's segments get their own
 * "date-format locale", given to them alone through an I18nProvider: the same language whenever a
 * region of it writes day.month.year (fi-FI, sv-FI, et-EE, lv-LV, ru-RU as they are; English via en-CH),
 * so placeholders ("pp.kk.vvvv") and the segments' spoken names stay in the user's language. Month and
 * weekday names in the calendar keep the app locale. Each candidate is checked against the browser's
 * own Intl data (which differs between engines) and fi-FI is the last resort.
 */

const fallback = 'fi-FI';
const probe = new Date(Date.UTC(2025, 1, 3));
const cache = new Map<string, string>();

function writesDayMonthYearWithDots(locale: string): boolean {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).formatToParts(probe);
    return (
      parts.map((part) => (part.type === 'literal' ? part.value : part.type)).join('') === 'day.month.year'
    );
  } catch {
    return false;
  }
}

/** The locale whose date pattern is DD.MM.YYYY, as close to `locale` as possible. */
export function dateFormatLocale(locale: string): string {
  const cached = cache.get(locale);
  if (cached) return cached;
  let language = locale;
  try {
    language = new Intl.Locale(locale).language;
  } catch {
    // An invalid tag: only the fallback is left.
  }
  const candidates = [locale, `${language}-FI`, `${language}-CH`];
  const found = candidates.find(writesDayMonthYearWithDots) ?? fallback;
  cache.set(locale, found);
  return found;
}

/** The date-format locale for the app locale React Aria currently uses. */
export function useDateFormatLocale(): string {
  const { locale } = useLocale();
  return useMemo(() => dateFormatLocale(locale), [locale]);
}
