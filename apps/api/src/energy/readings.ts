import { dataFrom, horizon } from './availability.ts';
import { consumptionDay, ESTIMATED, pointKey, type DayReadings } from './consumption.ts';
import { nativeInterval, type DataType, type PointModel } from './model.ts';
import { dayPrices } from './prices.ts';
import { productionDay } from './production.ts';
import { inDayHours, standardPricing, type Pricing, type PricingOn } from './pricing.ts';
import { gridPerKwh, productionWorthPerKwh, vatRates } from './tariffs.ts';
import { encode, JsonWriter } from './json-writer.ts';
import {
  clockQuarter,
  dayOf,
  localDay,
  midnightUtc,
  quarterOffset,
  HOUR,
  QUARTER,
  type LocalDay,
} from './time.ts';
import { hourlyTemperature } from './weather.ts';

/**
 * A chart's readings over a range of days: the main data type plus extra series, at a resolution,
 * in kWh or euros. Written straight into JSON bytes (json-writer.ts): a year of quarter hours is
 * 35,040 values, and building 35,040 objects only to serialise them costs more than the data does.
 */

export type EnergyUnit = 'kWh' | 'EUR';
export type ReadingUnit = EnergyUnit | 'c/kWh' | '°C';

export interface ReadingsRequest {
  point: PointModel;
  dataType: DataType;
  /** Extra data types each value carries. */
  series: readonly DataType[];
  /** Minutes asked for; a coarser meter answers at its own interval. */
  resolution: 15 | 60;
  unit: EnergyUnit;
  /** Local day numbers, both included. */
  fromDay: number;
  toDay: number;
  now: number;
  /** How each day's energy was priced (the point's supply contracts); the standard offer if left out. */
  pricingOn?: PricingOn;
}

export interface Readings {
  resolution: number;
  unit: ReadingUnit;
  seriesUnits: Record<string, ReadingUnit>;
  /** End of the main data type's data (UTC ms). */
  dataUpTo: number;
  /** The whole answer as JSON (UTF-8). */
  json: Buffer;
  count: number;
}

export const unitOf = (dataType: DataType, unit: EnergyUnit): ReadingUnit =>
  dataType === 'price' ? 'c/kWh' : dataType === 'temperature' ? '°C' : unit;

/** The effective resolution and clamped range of a request: [start, end) in UTC ms. */
export function plan(request: Omit<ReadingsRequest, 'series' | 'unit'>) {
  const { point, dataType, now } = request;
  const resolution = Math.max(request.resolution, nativeInterval(point, dataType));
  const dataUpTo = horizon(point.utility, dataType, now);
  const start = Math.max(midnightUtc(request.fromDay), dataFrom(now));
  const end = Math.min(midnightUtc(request.toDay + 1), dataUpTo);
  let count = 0;
  if (end > start) {
    // Both ends are on whole hours (the start on a midnight): daily values count the days that fit.
    count =
      resolution === 1440 ? dayOf(end) - dayOf(start) : Math.floor((end - start) / (resolution * 60_000));
  }
  return { resolution, dataUpTo, start, end, count: Math.max(0, count) };
}

/** The worse of two statuses: estimated over corrected over measured. */
const worse = (a: number, b: number) => (a === ESTIMATED || b === ESTIMATED ? ESTIMATED : Math.max(a, b));

/** One day's sources, loaded only when a data type needs them. */
class DaySources {
  private consumption?: DayReadings;
  private production?: DayReadings;
  private prices?: Float64Array;
  private temperatures?: Float64Array;
  private perKwh?: number;

  constructor(
    readonly point: PointModel,
    readonly key: string,
    readonly day: LocalDay,
    readonly pricing: Pricing,
  ) {}

  cons(): DayReadings {
    return (this.consumption ??= consumptionDay(this.point, this.day.days, this.key));
  }
  prod(): DayReadings {
    return (this.production ??= productionDay(this.point, this.day.days));
  }
  price(): Float64Array {
    return (this.prices ??= dayPrices(this.point.priceArea ?? 'FI', this.day.days));
  }
  /**
   * The day's € per kWh before VAT that every interval pays: grid and tax, and the seller's margin
   * (spot) or fixed price. A spot price, or a day/night price, comes on top per interval (`energy`).
   */
  tariff(): number {
    if (this.perKwh === undefined) {
      const { pricing } = this;
      const seller = pricing.kind === 'spot' ? pricing.margin : pricing.kind === 'fixed' ? pricing.base : 0;
      this.perKwh = gridPerKwh(this.point, this.day.days) + Number(seller);
    }
    return this.perKwh;
  }
  /** The € per kWh of a day/night price for interval `i` of `count`, else 0. */
  energy(i: number, quarters: number, count: number): number {
    const { pricing } = this;
    if (pricing.kind !== 'dayNight') return 0;
    return Number(inDayHours(this.day, i, quarters, count) ? pricing.day : pricing.night);
  }
  temperature(): Float64Array {
    if (!this.temperatures) {
      const hours = this.day.quarters / 4;
      const first = this.day.start / HOUR;
      this.temperatures = new Float64Array(hours);
      for (let j = 0; j < hours; j++) this.temperatures[j] = hourlyTemperature(this.point.climate, first + j);
    }
    return this.temperatures;
  }
}

/** A value as a fixed-point integer (value × 10^decimals) and the status of what it was made of. */
interface Value {
  scaled: number;
  decimals: number;
  status: number;
}

/**
 * The value of one data type over quarters [i, i + n) of a day, in the unit asked. Energy sums
 * (kWh to the Wh, euros to a hundredth of a cent), prices (c/kWh) and temperatures (°C to 0.1)
 * average exactly. A meter coarser than the interval is read at its own interval (never asked finer).
 */
function valueOf(
  sources: DaySources,
  dataType: DataType,
  unit: EnergyUnit,
  i: number,
  n: number,
  out: Value,
): void {
  const { point } = sources;
  out.status = 0;
  if (dataType === 'temperature') {
    const temps = sources.temperature();
    const first = i >> 2;
    const last = (i + n - 1) >> 2;
    let sum = 0;
    for (let j = first; j <= last; j++) sum += temps[j]!;
    out.scaled = Math.round((sum * 10) / (last - first + 1));
    out.decimals = 1;
    return;
  }
  if (dataType === 'price') {
    // €/MWh to the cent is c/kWh to the thousandth; the mean of four quarters is exact at 10^-5.
    const prices = sources.price();
    let sum = 0;
    for (let q = i; q < i + n; q++) sum += prices[q]!;
    out.scaled = Math.round((sum * 10_000) / n);
    out.decimals = 5;
    return;
  }
  const consumption = dataType === 'production' ? 0 : 1;
  const production = dataType === 'consumption' ? 0 : 1;
  if (point.utility !== 'electricity') {
    // District heating (hourly) and gas (daily): whole meter intervals, a fixed price per kWh.
    const { wh, status } = sources.cons();
    const perInterval = point.utility === 'gas' ? sources.day.quarters : 4;
    let sum = 0;
    let euros = 0;
    for (let j = i / perInterval, last = (i + n) / perInterval; j < last; j++) {
      sum += wh[j]!;
      euros += wh[j]! * (sources.tariff() + sources.energy(j, perInterval, wh.length));
      out.status = worse(out.status, status[j]!);
    }
    if (unit === 'kWh') {
      out.scaled = sum * consumption;
      out.decimals = 3;
    } else {
      out.scaled = Math.round(euros * consumption * 10 * (1 + vatRates[point.country]));
      out.decimals = 4;
    }
    return;
  }
  const cons = consumption ? sources.cons() : undefined;
  const prod = production && point.producer ? sources.prod() : undefined;
  if (unit === 'kWh') {
    let sum = 0;
    for (let q = i; q < i + n; q++) {
      if (cons) {
        sum += cons.wh[q]!;
        out.status = worse(out.status, cons.status[q]!);
      }
      if (prod) {
        sum -= prod.wh[q]!;
        out.status = worse(out.status, prod.status[q]!);
      }
    }
    out.scaled = consumption ? sum : -sum;
    out.decimals = 3;
    return;
  }
  const prices = sources.price();
  const adders = sources.tariff();
  const spot = sources.pricing.kind === 'spot' ? 1 : 0;
  const vat = 1 + vatRates[point.country];
  let euros = 0;
  for (let q = i; q < i + n; q++) {
    const price = prices[q]!;
    if (cons) {
      const perKwh = (price / 1000) * spot + adders + sources.energy(q, 1, prices.length);
      euros += (cons.wh[q]! / 1000) * perKwh * vat;
      out.status = worse(out.status, cons.status[q]!);
    }
    if (prod) {
      euros -= (prod.wh[q]! / 1000) * productionWorthPerKwh(price);
      out.status = worse(out.status, prod.status[q]!);
    }
  }
  out.scaled = Math.round((consumption ? euros : -euros) * 10_000);
  out.decimals = 4;
}

/**
 * The fixed pieces of a reading's JSON, encoded once: a reading is `{"date":"` + the day + the
 * clock time (`HH:MM:00+0X:00","value":`, per clock quarter and offset) + numbers + `}`.
 */
const statusBytes = [encode(''), encode(',"status":"estimated"'), encode(',"status":"corrected"')];
/** By offset (0: +02:00, 1: +03:00), then clock quarter. */
const clockBytes = [120, 180].map((offset) =>
  Array.from({ length: 96 }, (_, q) => {
    const hh = String(Math.floor(q / 4)).padStart(2, '0');
    const mm = String((q % 4) * 15).padStart(2, '0');
    return encode(`${hh}:${mm}:00+0${offset / 60}:00","value":`);
  }),
);

/**
 * Computes a request's readings as the whole JSON answer: `head` (the answer's other fields) with
 * `values` added. The caller has checked the data types and the count.
 */
export function computeReadings(
  request: ReadingsRequest,
  head: (readings: Omit<Readings, 'json' | 'count'>) => object,
): Readings {
  const { point, dataType, unit, now } = request;
  const { resolution, dataUpTo, start, end, count } = plan(request);
  const series = [...new Set(request.series)];
  const seriesHorizons = series.map((type) => horizon(point.utility, type, now));
  const seriesUnits: Record<string, ReadingUnit> = {};
  for (const type of series) seriesUnits[type] = unitOf(type, unit);
  const seriesKeys = series.map((type) => encode(`,"${type}":`));
  const nullBytes = encode('null');
  const summary = { resolution, unit: unitOf(dataType, unit), seriesUnits, dataUpTo };
  const headJson = JSON.stringify(head(summary));
  const writer = new JsonWriter(headJson.length + 16 + count * (64 + 24 * series.length));
  // The answer's own fields, then the values.
  writer.bytes(encode(`${headJson === '{}' ? '{' : `${headJson.slice(0, -1)},`}"values":[`));
  const key = pointKey(point);
  const pricingOn = request.pricingOn ?? (() => standardPricing(point));
  const main: Value = { scaled: 0, decimals: 0, status: 0 };
  const extra: Value = { scaled: 0, decimals: 0, status: 0 };
  let written = 0;
  if (end > start) {
    for (let d = dayOf(start), last = dayOf(end - 1); d <= last; d++) {
      const day = localDay(d);
      const sources = new DaySources(point, key, day, pricingOn(d));
      const prefix = encode(`{"date":"${day.prefix}`);
      const step = resolution === 1440 ? day.quarters : resolution / 15;
      for (let i = 0; i < day.quarters; i += step) {
        const from = day.start + i * QUARTER;
        const to = from + step * QUARTER;
        if (from < start || to > end) continue;
        valueOf(sources, dataType, unit, i, step, main);
        if (written++ > 0) writer.byte(44); // ','
        writer.bytes(prefix);
        writer.bytes(clockBytes[quarterOffset(day, i) === 120 ? 0 : 1]![clockQuarter(day, i)]!);
        writer.fixed(main.scaled, main.decimals);
        if (main.status) writer.bytes(statusBytes[main.status]!);
        for (let s = 0; s < series.length; s++) {
          writer.bytes(seriesKeys[s]!);
          if (to > seriesHorizons[s]!) {
            writer.bytes(nullBytes);
          } else {
            valueOf(sources, series[s]!, unit, i, step, extra);
            writer.fixed(extra.scaled, extra.decimals);
          }
        }
        writer.byte(125); // '}'
      }
    }
  }
  writer.byte(93); // ']'
  writer.byte(125); // '}'
  return { ...summary, json: writer.result(), count: written };
}
