import type { Address, LocaleId } from '@vool/api-client';

/**
 * Numbers, money and dates as the invoice's language writes them. Amounts reach Intl as exact decimal
 * strings (cents turned into euros by integer maths), never as binary fractions.
 */

/** Integer cents as a decimal string of euros: -1234 → "-12.34". */
export function euros(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;
type Numeric = `${number}`;

export interface Formats {
  /** "1 234,56 €" */
  money(cents: number): string;
  /** "1 234,56": an amount in a column whose heading names the currency. */
  amount(cents: number): string;
  /** A decimal string with all its decimals (at least `min`): "0,08123", "312,5". */
  decimal(text: string, min?: number): string;
  /** A percentage rate: "25,5 %". */
  percent(text: string): string;
  /** A calendar date ("2026-01-31"), in the locale's short form. */
  date(day: string): string;
  /** A month ("2026-01") as its name and year. */
  month(month: string): string;
  /** Street, postcode and city, country. */
  address(address: Address): string[];
}

const byLocale = new Map<LocaleId, Formats>();

/** The locale's formats, made once: Intl's formatters are slow to build and cheap to reuse. */
export function formats(locale: LocaleId): Formats {
  let made = byLocale.get(locale);
  if (!made) byLocale.set(locale, (made = makeFormats(locale)));
  return made;
}

function makeFormats(locale: LocaleId): Formats {
  const numbers = new Map<number, Intl.NumberFormat>();
  const number = (decimals: number) => {
    let format = numbers.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      numbers.set(decimals, format);
    }
    return format;
  };
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const percent = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'percent',
    maximumFractionDigits: 20,
  });
  // Dates are calendar days: formatted in UTC so the server's own zone never shifts them.
  const date = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const utc = (text: string) => {
    const [y, m, d] = text.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d ?? 1);
  };
  return {
    money: (cents) => money.format(euros(cents) as Numeric),
    amount: (cents) => number(2).format(euros(cents) as Numeric),
    decimal: (text, min = 0) => number(Math.min(Math.max(decimalsOf(text), min), 20)).format(text as Numeric),
    percent: (text) => percent.format(text as Numeric),
    date: (day) => date.format(utc(day)),
    month: (text) => month.format(utc(text)),
    address: (address) =>
      [
        address.street,
        `${address.postalCode} ${address.city}`.trim(),
        regions.of(address.countryCode) ?? address.countryCode,
      ].filter(Boolean),
  };
}

/** An IBAN in groups of four, as it is printed on paper. */
export const printedIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The instant a calendar day starts in a time zone (for the document's dates, from no clock). */
export function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(y!, m! - 1, d);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(instant);
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    const wall = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour'),
      get('minute'),
      get('second'),
    );
    return wall - instant;
  };
  // Twice: the offset at local midnight can differ from the one at UTC midnight on a change day.
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}
