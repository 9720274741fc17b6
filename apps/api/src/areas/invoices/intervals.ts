import { consumptionDay } from '../../energy/consumption.ts';
import type { PointModel } from '../../energy/model.ts';
import { dayPrices } from '../../energy/prices.ts';
import {
  inDayHours,
  intervalEnergy,
  isDayQuarter,
  type Pricing,
  type PricingOn,
} from '../../energy/pricing.ts';
import { electricityTax, gasExcise, gasNetworkFee, networkFee, rateOn } from '../../energy/tariffs.ts';
import { localDay, type LocalDay } from '../../energy/time.ts';

/**
 * A usage point's billed period as its meter read it, day by day, from the readings model the charts
 * use (never from the invoice's stored lines): what the CSV lists and the explanation adds up.
 */

/** The per-kWh price components of a day beside the energy, € as decimal text; null where none applies. */
export interface DayRates {
  /** The seller's margin of a spot-priced day. */
  margin: string | null;
  network: string | null;
  tax: string | null;
}

export interface MeterDay {
  day: LocalDay;
  /** Watt-hours per meter interval: quarter hours (electricity), hours (district heat), the day (gas). */
  wh: Int32Array;
  /** Quarter hours in one interval: 1, 4, or the whole day's. */
  quarters: number;
  /** Each interval's spot price in hundredths of a €/MWh (electricity only). */
  spot: Int32Array | null;
  /** How the seller priced the day's energy (its supply contract's product). */
  pricing: Pricing;
  rates: DayRates;
}

export function dayRates(point: PointModel, days: number, pricing: Pricing): DayRates {
  const { country } = point;
  const margin = pricing.kind === 'spot' ? pricing.margin : null;
  if (point.utility === 'electricity') {
    return {
      margin,
      network: networkFee[country],
      tax: rateOn(electricityTax[country][point.profile], days),
    };
  }
  if (point.utility === 'heating') return { margin, network: null, tax: null };
  return { margin, network: gasNetworkFee[country], tax: rateOn(gasExcise[country], days) };
}

/** The seller's energy in € of interval `i` of a meter day, the margin apart. */
export const energyOf = (day: MeterDay, i: number) =>
  intervalEnergy(
    day.pricing,
    day.wh[i]!,
    day.spot?.[i] ?? null,
    inDayHours(day.day, i, day.quarters, day.wh.length),
  );

/** The local days [first, end) of a point, with its readings and the prices `pricingOn` gives them. */
export function* meterDays(
  point: PointModel,
  first: number,
  end: number,
  pricingOn: PricingOn,
): Generator<MeterDay> {
  for (let d = first; d < end; d++) {
    const day = localDay(d);
    const { wh } = consumptionDay(point, d);
    let spot: Int32Array | null = null;
    if (point.utility === 'electricity') {
      const prices = dayPrices(point.priceArea ?? point.country, d);
      spot = Int32Array.from(prices, (price) => Math.round(price * 100));
    }
    const pricing = pricingOn(d);
    yield { day, wh, quarters: day.quarters / wh.length, spot, pricing, rates: dayRates(point, d, pricing) };
  }
}

/** Night for the spot figures: outside the day hours, when homes heat water and storage heaters. */
export const isNightQuarter = (clockQuarter: number) => !isDayQuarter(clockQuarter);
