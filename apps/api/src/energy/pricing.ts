import { Decimal } from 'decimal.js';
import type { PointModel } from './model.ts';
import { electricityMargin, energyPrice } from './tariffs.ts';
import { clockQuarter, type LocalDay } from './time.ts';

/**
 * What the seller charges for a kWh on a day, as a supply contract's product prices it (spec §3
 * pricing kinds, reduced to how they bill): each interval at its spot price plus a margin; one fixed
 * price; or a day price from 07:00 to 22:00 local time and a night price the rest. € per kWh before
 * VAT, as decimal text.
 */
export type Pricing =
  | { kind: 'spot'; margin: string }
  | { kind: 'fixed'; base: string }
  | { kind: 'dayNight'; day: string; night: string };

/** The pricing of each local day (days since the epoch) of one usage point. */
export type PricingOn = (days: number) => Pricing;

/** Day prices run from 07:00 to 22:00 by the local clock; night is the rest. */
export const dayHours = { from: 7, to: 22 } as const;

export const isDayQuarter = (clockQuarter: number) =>
  clockQuarter >= dayHours.from * 4 && clockQuarter < dayHours.to * 4;

/**
 * Whether interval `i` of a day of `count` intervals of `quarters` quarter hours starts in the day
 * hours. A day read as one value (gas) has no hours to split: a day price takes it all.
 */
export const inDayHours = (day: LocalDay, i: number, quarters: number, count: number) =>
  count === 1 || isDayQuarter(clockQuarter(day, i * quarters));

/**
 * Where no supply contract says otherwise (before the first one on record): the seller's standard
 * offer, spot with its margin for electricity, its listed price for gas and district heat.
 */
export function standardPricing(point: Pick<PointModel, 'utility' | 'country'>): Pricing {
  return point.utility === 'electricity'
    ? { kind: 'spot', margin: electricityMargin[point.country] }
    : { kind: 'fixed', base: energyPrice[point.utility][point.country] };
}

/**
 * A point's metered energy over a period, by how the seller priced it: all watt-hours; those of
 * spot-priced intervals and the sum of each one's watt-hours times its price in hundredths of a €/MWh
 * (an integer, in 10⁻⁸ €); and the watt-hours at each fixed, day, night and margin price.
 */
export interface Usage {
  wh: number;
  spotWh: number;
  spot: number;
  /** Whether any day of the period was spot-priced (its line is billed even at 0 kWh). */
  spotPriced: boolean;
  /** `Base:0.0790`, `Day:…`, `Night:…`, `Margin:…` → watt-hours, in the order first met. */
  priced: Map<string, number>;
}

export const emptyUsage = (): Usage => ({ wh: 0, spotWh: 0, spot: 0, spotPriced: false, priced: new Map() });

function addPriced(usage: Usage, kind: string, price: string, wh: number) {
  const key = `${kind}:${price}`;
  usage.priced.set(key, (usage.priced.get(key) ?? 0) + wh);
}

/**
 * Adds one local day of a point's intervals: `wh` per interval, `spot` each interval's price in
 * hundredths of a €/MWh (electricity), `quarters` the quarter hours in one interval (for the clock
 * hour of a day/night price).
 */
export function addDay(
  usage: Usage,
  day: LocalDay,
  wh: Int32Array | readonly number[],
  quarters: number,
  spot: ArrayLike<number> | null,
  pricing: Pricing,
): void {
  let total = 0;
  if (pricing.kind === 'spot' && spot) {
    let euros = 0;
    for (let i = 0; i < wh.length; i++) {
      total += wh[i]!;
      euros += wh[i]! * spot[i]!;
    }
    usage.spot += euros;
    usage.spotWh += total;
    usage.spotPriced = true;
    addPriced(usage, 'Margin', pricing.margin, total);
  } else if (pricing.kind === 'dayNight') {
    let dayWh = 0;
    for (let i = 0; i < wh.length; i++) {
      total += wh[i]!;
      if (inDayHours(day, i, quarters, wh.length)) dayWh += wh[i]!;
    }
    addPriced(usage, 'Day', pricing.day, dayWh);
    addPriced(usage, 'Night', pricing.night, total - dayWh);
  } else {
    for (const value of wh) total += value;
    addPriced(usage, 'Base', pricing.kind === 'fixed' ? pricing.base : '0', total);
  }
  usage.wh += total;
}

/** The seller's energy in € of one interval (the margin apart), exact; `inDay` from `inDayHours`. */
export function intervalEnergy(pricing: Pricing, wh: number, spot: number | null, inDay: boolean): Decimal {
  if (pricing.kind === 'spot') return new Decimal(wh).mul(spot ?? 0).div(1e8);
  const price = pricing.kind === 'fixed' ? pricing.base : inDay ? pricing.day : pricing.night;
  return new Decimal(wh).div(1000).mul(price);
}
