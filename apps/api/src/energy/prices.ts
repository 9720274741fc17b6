import { seedOf, signed, unit } from './hash.ts';
import { Memo } from './memo.ts';
import { climateOf, cloudiness, summerness, windIndex } from './weather.ts';
import {
  clockQuarter,
  dayKind,
  localDay,
  HOUR,
  QUARTER,
  dayNumber,
  midnightUtc,
  type DayKind,
} from './time.ts';

/**
 * Day-ahead (spot) prices per price area, €/MWh, per 15 minutes. The shape follows what the Nord Pool
 * areas FI, EE and LV show: dearer winters, a morning and a bigger evening peak, cheap nights and
 * weekends, windy spells dragging prices down (to below zero on windy nights), a few calm cold days
 * with spikes, and the Baltic areas tied to each other and usually above Finland (the links across
 * the Gulf of Finland congest).
 */
export const priceAreas = ['FI', 'EE', 'LV'] as const;
export type PriceArea = (typeof priceAreas)[number];

const FI = seedOf('price:FI');
const BALTIC = seedOf('price:baltic');
const LV = seedOf('price:LV');
const SPIKES = seedOf('price:spikes');
const QUARTERS = seedOf('price:quarters');
/** Where the solar dip of summer middays is decided: southern Finland's sky. */
const SOUTH = climateOf(60.5, true);

/**
 * The day-ahead market went from hourly to 15-minute prices with delivery day 1 October 2025; before
 * that the four quarters of an hour share one price.
 */
export const quarterPricesFrom = midnightUtc(dayNumber(2025, 10, 1));

const bell = (x: number, centre: number, width: number) =>
  Math.exp(-((x - centre) ** 2) / (2 * width * width));

const demandByKind: Record<DayKind, number> = { weekday: 1, saturday: 0.9, sunday: 0.8 };

/**
 * The Finnish hourly price, €/MWh, for the UTC hour `hour` whose local clock hour is `clockHour` on
 * local day `days`.
 */
function finnishHour(hour: number, clockHour: number, days: number): number {
  const t = (hour + 0.5) / 24;
  const h = clockHour + 0.5;
  const summer = summerness(t);
  const kind = dayKind(days);
  // Seasonal level: about 85 €/MWh in January, 30 in July (hydro and solar plenty, less demand).
  const season = 58 + 28 * Math.cos((2 * Math.PI * (t - 20)) / 365.2425);
  const wind = windIndex(t);
  const supply = 1.6 - 1.3 * wind;
  const shape =
    0.82 +
    0.3 * bell(h, 8, 1.6) +
    0.42 * bell(h, 18.5, 2.2) +
    0.1 * bell(h, 12, 4) -
    0.22 * summer * (1 - cloudiness(SOUTH, t)) * bell(h, 13, 2.5) -
    0.12 * bell(h, 3.5, 2);
  let price = season * supply * shape * demandByKind[kind] * (1 + 0.1 * signed(FI, hour));
  // A few calm, cold days a year: the peaks jump to hundreds of euros.
  const spike = unit(SPIKES, days);
  if (spike < 0.035 && wind < 0.45) {
    price *= 1 + (2 + 5 * unit(SPIKES ^ 1, days)) * (0.6 * bell(h, 8.5, 1.2) + bell(h, 18, 1.6));
  }
  // Windy nights and weekends: more wind than the market can use, and the price goes below zero.
  const lowDemand = (kind === 'weekday' ? 0 : 0.5) + bell(h, 3, 2.5) + 0.5 * summer * bell(h, 13, 3);
  if (wind > 0.7) price -= 150 * (wind - 0.7) * lowDemand;
  return price;
}

/**
 * The Baltic premium, €/MWh, for an hour: small when the links to Finland have room, up to 100 when
 * they are congested (spells of a few days), mostly in the evening peak.
 */
function balticPremium(hour: number, clockHour: number): number {
  const t = (hour + 0.5) / 24;
  const congestion = unit(BALTIC, Math.floor(t / 3)) * 0.5 + unit(BALTIC, Math.floor(t)) * 0.5;
  const base = 1.5 + 4 * unit(BALTIC ^ 2, hour);
  if (congestion < 0.45) return base;
  return base + ((congestion - 0.45) / 0.55) * (25 + 75 * bell(clockHour + 0.5, 18.5, 3));
}

/** An hour's price in an area, €/MWh, before the 15-minute detail. */
function hourPrice(area: PriceArea, hour: number, clockHour: number, days: number): number {
  const fi = finnishHour(hour, clockHour, days);
  if (area === 'FI') return fi;
  const ee = fi + balticPremium(hour, clockHour);
  if (area === 'EE') return ee;
  // Latvia is coupled with Estonia and usually shares its price; now and then it is a little dearer.
  return unit(LV, hour) < 0.12 ? ee + 8 * unit(LV ^ 1, hour) : ee;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

// Three areas over the data's three years and a month, and tomorrow.
const memo = new Memo<number, Float64Array>(3 * 1200);

/**
 * Every quarter's price of a local day in an area, €/MWh rounded to the cent (92, 96 or 100 of them).
 * Within an hour the quarters follow the slope towards the neighbouring hours, with a little noise;
 * the hour's average is the mean of its four quarters.
 */
export function dayPrices(area: PriceArea, days: number): Float64Array {
  return memo.get(days * 4 + priceAreas.indexOf(area), () => {
    const day = localDay(days);
    const hours = day.quarters / 4;
    const firstHour = day.start / HOUR;
    // The hours of the day plus one either side, for the slopes.
    const hourly = new Float64Array(hours + 2);
    hourly[0] = hourPrice(area, firstHour - 1, 23, days - 1);
    for (let j = 0; j < hours; j++) {
      hourly[j + 1] = hourPrice(area, firstHour + j, clockQuarter(day, j * 4) / 4, days);
    }
    hourly[hours + 1] = hourPrice(area, firstHour + hours, 0, days + 1);
    const prices = new Float64Array(day.quarters);
    for (let j = 0; j < hours; j++) {
      const price = hourly[j + 1]!;
      const start = day.start + j * HOUR;
      if (start < quarterPricesFrom) {
        prices.fill(round2(price), j * 4, j * 4 + 4);
        continue;
      }
      const slope = (hourly[j + 2]! - hourly[j]!) / 8;
      const q = start / QUARTER;
      const wobble = Math.abs(price) * 0.05 + 1;
      const n0 = signed(QUARTERS, q);
      const n1 = signed(QUARTERS, q + 1);
      const n2 = signed(QUARTERS, q + 2);
      const n3 = signed(QUARTERS, q + 3);
      const mean = (n0 + n1 + n2 + n3) / 4;
      prices[j * 4] = round2(price - 1.5 * slope + wobble * (n0 - mean));
      prices[j * 4 + 1] = round2(price - 0.5 * slope + wobble * (n1 - mean));
      prices[j * 4 + 2] = round2(price + 0.5 * slope + wobble * (n2 - mean));
      prices[j * 4 + 3] = round2(price + 1.5 * slope + wobble * (n3 - mean));
    }
    return prices;
  });
}

/** Prices are published for the next day at 14:00 local time (the exchange's 13:00 CET, a little after). */
export const publishHour = 14;
