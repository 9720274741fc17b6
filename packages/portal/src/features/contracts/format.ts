import type { IntlShape } from 'react-intl';
import type { Address, PriceComponent, SupplyCountry } from '@vool/api-client/browser';
import { now } from '../../app/clock.ts';
import type { SiteConfig } from '../../app/site.tsx';
import { formatMonth, formatSiteDate } from '../../i18n/format.ts';
import { names } from './names.ts';

/**
 * Integer cents as euros. The division only feeds the formatter: amounts are added and compared in
 * cents, never as fractions of a euro.
 */
export const formatCents = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });

/** A price component with its unit: "0.12345 €/kWh", "4.90 €/month" (the decimal string's digits kept). */
export function formatPrice(intl: IntlShape, component: Pick<PriceComponent, 'unit'>, value: string): string {
  const digits = Math.min(5, Math.max(2, value.split('.')[1]?.length ?? 0));
  const amount = intl.formatNumber(Number(value), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  });
  return intl.formatMessage(names.perUnit, { amount, unit: intl.formatMessage(names.units[component.unit]) });
}

/** "01.01.2026 – 31.12.2026", or "from 01.01.2026" while open-ended. */
export const formatTerm = (intl: IntlShape, startDate: string, endDate: string | null) =>
  endDate
    ? intl.formatMessage(names.term, { start: formatSiteDate(startDate), end: formatSiteDate(endDate) })
    : intl.formatMessage(names.openEnded, { start: formatSiteDate(startDate) });

/** "12 months" or "open-ended", for a product's term. */
export const formatTermLength = (intl: IntlShape, termMonths: number | null) =>
  termMonths === null
    ? intl.formatMessage(names.noFixedTerm)
    : intl.formatMessage(names.termMonths, { months: termMonths });

/** One line of a place of supply: "Rantatie 5, 00100 Helsinki". */
export const formatPlace = (place: Address) => `${place.street}, ${place.postalCode} ${place.city}`;

/** Today in the site's calendar, `YYYY-MM-DD`: the day the forms' date rules are checked against. */
export function siteToday(timeZone: string, at = now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The site's country. The site config carries none, but every site's time zone is its country's
 * (apps/api seeds both from the brand's first country), and the API picks the Estonian contract by
 * the site's country.
 */
export function siteCountry(site: Pick<SiteConfig, 'timezone'>): SupplyCountry {
  if (site.timezone === 'Europe/Tallinn') return 'EE';
  if (site.timezone === 'Europe/Riga') return 'LV';
  return 'FI';
}

/** A list's page of one contract: the list's address with the contract in its query, so it can be linked. */
export const contractHref = (id: number) => `/contracts?contract=${String(id)}`;

/** The contract the address names (`?contract=<id>`), if it names one. */
export function contractParam(params: URLSearchParams): number | null {
  const value = params.get('contract');
  return value && /^[0-9]{1,9}$/.test(value) ? Number(value) : null;
}

/** "November 2026" for `2026-11`. */
export const monthLabel = (intl: IntlShape, month: string) =>
  formatMonth(intl.locale, Number(month.slice(0, 4)), Number(month.slice(5, 7)));
