import type { LocaleId, Threshold, Utility } from '@vool/api-client';
import { textsOf } from './notification-texts.ts';
import { clockLabel, hoursOutside, spans, type PricedHour } from './notification-spot.ts';

/** A message before it has a channel: mail sends the title as its subject, an SMS both on one line. */
export interface Message {
  title: string;
  lines: string[];
}

const numberIn = (locale: LocaleId, value: number, digits = 2) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);

/** A calendar date (`YYYY-MM-DD`) as the language writes it; it has no zone, so it is read in UTC. */
const dateIn = (locale: LocaleId, day: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const spanText = (hours: readonly PricedHour[]) =>
  spans(hours)
    .map((span) => `${clockLabel(span.start)}–${clockLabel(span.end)}`)
    .join(', ');

/** Tomorrow's hours outside the customer's bounds, as spans of local time. */
export function spotMessage(
  locale: LocaleId,
  day: string,
  hours: readonly PricedHour[],
  threshold: Threshold,
): Message {
  const t = textsOf(locale);
  const { below, above } = hoursOutside(hours, threshold);
  // A line per bound that has hours beyond it (an open bound has none).
  const line = (words: (bound: string) => string, bound: number | null, chosen: readonly PricedHour[]) =>
    bound === null || chosen.length === 0
      ? []
      : [`${words(`${numberIn(locale, bound)} ${t.priceUnit}`)} ${spanText(chosen)}`];
  return {
    title: t.spotTitle(dateIn(locale, day)),
    lines: [t.spotIntro, ...line(t.below, threshold.lower, below), ...line(t.above, threshold.upper, above)],
  };
}

export interface PlaceConsumption {
  address: string;
  utility: Utility;
  kwh: number;
}

/** Yesterday's consumption of each usage point over the limit. */
export function consumptionMessage(
  locale: LocaleId,
  day: string,
  over: readonly PlaceConsumption[],
  limit: number,
): Message {
  const t = textsOf(locale);
  // Yesterday's figure to a tenth; the limit as the customer set it.
  const energy = (kwh: number, digits = 1) => `${numberIn(locale, kwh, digits)} ${t.energyUnit}`;
  return {
    title: t.consumptionTitle(dateIn(locale, day)),
    lines: [
      t.consumptionIntro,
      ...over.map(
        (place) =>
          `${place.address}, ${t.utilities[place.utility]}: ${energy(place.kwh)} (${t.limit(energy(limit, 3))})`,
      ),
    ],
  };
}

export interface DueInvoice {
  invoiceNumber: string;
  dueDate: string;
  openCents: number;
  reference: string | null;
}

/** A reminder of an invoice soon due, with what is still to pay of it. */
export function invoiceMessage(locale: LocaleId, invoice: DueInvoice): Message {
  const t = textsOf(locale);
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
    invoice.openCents / 100,
  );
  return {
    title: t.invoiceTitle(invoice.invoiceNumber, dateIn(locale, invoice.dueDate)),
    lines: [t.toPay(amount), ...(invoice.reference ? [t.reference(invoice.reference)] : [])],
  };
}
