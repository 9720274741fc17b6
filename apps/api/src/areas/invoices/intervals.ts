import { consumptionDay } from '../../energy/consumption.ts';
import type { PointModel } from '../../energy/model.ts';
import { dayPrices } from '../../energy/prices.ts';
import {
  electricityMargin,
  electricityTax,
  energyPrice,
  gasExcise,
  gasNetworkFee,
  networkFee,
  rateOn,
} from '../../energy/tariffs.ts';
import { localDay, type LocalDay } from '../../energy/time.ts';

/**
 * A usage point's billed period as its meter read it, day by day, from the readings model the charts
 * use (never from the invoice's stored lines): what the CSV lists and the explanation adds up.
 */

/** The per-kWh price components of a day before VAT, € as decimal text; null where none applies. */
export interface DayRates {
  /** A fixed energy price (heat, gas); null for spot-priced electricity. */
  energy: string | null;
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
  rates: DayRates;
}

export function dayRates(point: PointModel, days: number): DayRates {
  const { country } = point;
  if (point.utility === 'electricity') {
    return {
      energy: null,
      margin: electricityMargin[country],
      network: networkFee[country],
      tax: rateOn(electricityTax[country][point.profile], days),
    };
  }
  const energy = energyPrice[point.utility][country];
  if (point.utility === 'heating') return { energy, margin: null, network: null, tax: null };
  return { energy, margin: null, network: gasNetworkFee[country], tax: rateOn(gasExcise[country], days) };
}

/** The local days [first, end) of a point, with its readings and prices. */
export function* meterDays(point: PointModel, first: number, end: number): Generator<MeterDay> {
  for (let d = first; d < end; d++) {
    const day = localDay(d);
    const { wh } = consumptionDay(point, d);
    let spot: Int32Array | null = null;
    if (point.utility === 'electricity') {
      const prices = dayPrices(point.priceArea ?? point.country, d);
      spot = Int32Array.from(prices, (price) => Math.round(price * 100));
    }
    yield { day, wh, quarters: day.quarters / wh.length, spot, rates: dayRates(point, d) };
  }
}

/** Night for the spot figures: 22:00–07:00 local time, when homes heat water and storage heaters. */
export const isNightQuarter = (clockQuarter: number) => clockQuarter >= 88 || clockQuarter < 28;
