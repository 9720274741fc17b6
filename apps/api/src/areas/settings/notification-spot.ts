import type { Threshold } from '@vool/api-client';
import { pricesPublished } from '../../energy/availability.ts';
import { dayPrices, priceAreas, type PriceArea } from '../../energy/prices.ts';
import { vatRates } from '../../energy/tariffs.ts';
import { dayOf, localDay, minuteOfDay, offsetAt, HOUR, type CountryCode } from '../../energy/time.ts';

/** One hour of a local day: its start and end (UTC ms) and its spot price in c/kWh with VAT. */
export interface PricedHour {
  start: number;
  end: number;
  price: number;
}

/** The site's price area, as the dashboard's spot card picks it. */
export const areaOf = (countryCode: string): PriceArea =>
  priceAreas.includes(countryCode as PriceArea) ? (countryCode as PriceArea) : 'FI';

/**
 * Tomorrow's hours (site-local: 23 when the clocks go forward, 25 when they go back) with their prices,
 * once the exchange has published them (14:00 local time); undefined before. Each hour is the mean of
 * its four quarter-hour prices, as the charts' hourly price is, and carries the country's VAT.
 */
export function tomorrowsHours(
  countryCode: string,
  now: number,
): { day: number; hours: PricedHour[] } | undefined {
  const day = dayOf(now) + 1;
  if (!pricesPublished(day, now)) return undefined;
  const local = localDay(day);
  const quarters = dayPrices(areaOf(countryCode), day);
  const vat = 1 + vatRates[(countryCode in vatRates ? countryCode : 'FI') as CountryCode];
  const hours: PricedHour[] = [];
  for (let j = 0; j < local.quarters / 4; j++) {
    const euroPerMwh =
      (quarters[4 * j]! + quarters[4 * j + 1]! + quarters[4 * j + 2]! + quarters[4 * j + 3]!) / 4;
    const start = local.start + j * HOUR;
    // €/MWh ÷ 10 is c/kWh.
    hours.push({ start, end: start + HOUR, price: (euroPerMwh / 10) * vat });
  }
  return { day, hours };
}

/** The hours below the lower bound and above the upper one (an open bound chooses none). */
export function hoursOutside(hours: readonly PricedHour[], { lower, upper }: Threshold) {
  return {
    below: lower === null ? [] : hours.filter((hour) => hour.price < lower),
    above: upper === null ? [] : hours.filter((hour) => hour.price > upper),
  };
}

/** Hours next to each other as one span, so a message says "01:00–05:00" rather than four hours. */
export function spans(hours: readonly PricedHour[]): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const hour of hours) {
    const last = out[out.length - 1];
    if (last?.end === hour.start) last.end = hour.end;
    else out.push({ start: hour.start, end: hour.end });
  }
  return out;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const clockOf = (instant: number) => {
  const minutes = minuteOfDay(instant);
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
};

/**
 * The local clock time of an instant. When the clocks go back, 03:00–04:00 comes twice, so a time the
 * clock shows twice that night carries its offset: "03:00 (UTC+3)", then "03:00 (UTC+2)".
 */
export function clockLabel(instant: number): string {
  const clock = clockOf(instant);
  const twice = clockOf(instant - HOUR) === clock || clockOf(instant + HOUR) === clock;
  if (!twice) return clock;
  return `${clock} (UTC+${offsetAt(instant) / 60})`;
}
