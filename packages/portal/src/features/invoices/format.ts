import type { IntlShape } from 'react-intl';
import type { InvoiceListItem, PaymentProvider } from '@vool/api-client/browser';
import { formatMonth } from '../../i18n/format.ts';

/**
 * Integer cents as euros. The division only feeds the formatter: amounts are added and compared in
 * cents, never as fractions of a euro.
 */
export const formatCents = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });

/** A decimal string of the API ("0.04520") as the locale writes it, keeping its digits. */
export function formatDecimal(intl: IntlShape, value: string, maxDigits = 6): string {
  const digits = Math.min(maxDigits, value.split('.')[1]?.length ?? 0);
  return intl.formatNumber(Number(value), {
    minimumFractionDigits: Math.min(digits, 2),
    maximumFractionDigits: digits,
  });
}

/** A unit price in euros with up to five decimals: 0.04520 €/kWh. */
export const formatUnitPrice = (intl: IntlShape, value: string) =>
  intl.formatNumber(Number(value), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 5,
  });

/** "October 2026" for `2026-10`. */
export const formatPeriod = (intl: IntlShape, period: string) =>
  formatMonth(intl.locale, Number(period.slice(0, 4)), Number(period.slice(5, 7)));

export type InvoiceState = 'paid' | 'partly' | 'overdue' | 'unpaid';

/** The one state a badge shows: overdue before partly paid, since that is what needs doing. */
export function invoiceState(
  invoice: Pick<InvoiceListItem, 'status' | 'overdue' | 'paidCents'>,
): InvoiceState {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.overdue) return 'overdue';
  return invoice.paidCents > 0 ? 'partly' : 'unpaid';
}

/** The invoice page's address: the list's with the invoice in its query, so it can be linked. */
export const invoiceHref = (invoiceNumber: string) =>
  `/invoices?invoice=${encodeURIComponent(invoiceNumber)}`;

/** The providers by the names their customers know them. */
export const providerNames: Record<PaymentProvider, string> = {
  EVERYPAY: 'EveryPay',
  NEONOMICS: 'Neonomics',
};
