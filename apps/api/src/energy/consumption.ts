import { seedOf, signed, unit, valueNoise } from './hash.ts';
import { Memo } from './memo.ts';
import type { PointModel } from './model.ts';
import { clockQuarter, dayKind, dayNumber, localDay, HOUR, QUARTER, type DayKind } from './time.ts';
import { dailyMeanTemperature, hourlyTemperature, type Climate } from './weather.ts';

/**
 * Metered consumption. Each day's total is generated first (season, weekday, temperature, the
 * household's own ups and downs), then spread over the day's intervals by a normalised profile with
 * per-interval noise. So a day's, a month's or a year's total costs one number per day, and it is
 * exactly the sum of the readings: the rounding to whole watt-hours is done cumulatively, each
 * reading the difference of two rounded running totals.
 */

/** Readings of one day at the meter's interval: watt-hours and a status per interval. */
export interface DayReadings {
  wh: Int32Array;
  /** 0 measured, 1 estimated, 2 corrected. */
  status: Uint8Array;
}

export const MEASURED = 0;
export const ESTIMATED = 1;
export const CORRECTED = 2;

const DAY_NOISE = seedOf('consumption:day');
const AWAY = seedOf('consumption:away');
const SPIKES = seedOf('consumption:spikes');
const GAPS = seedOf('status:gaps');
const FIXES = seedOf('status:fixes');

/** The temperature below which buildings need heating: the base of Finnish heating degree days. */
const HEATING_BASE = 17;

const bell = (x: number, centre: number, width: number) =>
  Math.exp(-((x - centre) ** 2) / (2 * width * width));
/** A smooth step from 0 to 1 around `at`. */
const rise = (x: number, at: number, width: number) => 1 / (1 + Math.exp(-(x - at) / width));

/** A 96-quarter shape from a function of the clock hour, scaled to average 1. */
function shape(f: (hour: number) => number): Float64Array {
  const values = Float64Array.from({ length: 96 }, (_, q) => f((q + 0.5) / 4));
  const mean = values.reduce((s, v) => s + v, 0) / 96;
  return values.map((v) => v / mean);
}

/**
 * Intra-day profiles by day kind. Homes: low nights, a morning peak, a bigger evening peak (cooking,
 * washing, the Saturday sauna); companies: business hours on weekdays, a base load otherwise.
 */
const profiles: Record<'household' | 'company', Record<DayKind, Float64Array>> = {
  household: {
    weekday: shape(
      (h) => 0.45 + 0.6 * bell(h, 7.2, 0.9) + 0.25 * bell(h, 12.5, 2.5) + 1.0 * bell(h, 19, 2.2),
    ),
    saturday: shape(
      (h) =>
        0.45 +
        0.4 * bell(h, 9.5, 1.5) +
        0.45 * bell(h, 13, 3) +
        0.9 * bell(h, 18.5, 2.5) +
        0.7 * bell(h, 19.5, 0.9),
    ),
    sunday: shape((h) => 0.45 + 0.4 * bell(h, 10, 1.5) + 0.5 * bell(h, 13, 3) + 0.95 * bell(h, 18.5, 2.5)),
  },
  company: {
    weekday: shape((h) => 0.35 + 1.7 * rise(h, 7, 0.5) * (1 - rise(h, 17.5, 0.6)) - 0.15 * bell(h, 12, 0.5)),
    saturday: shape((h) => 0.35 + 0.25 * rise(h, 9, 0.5) * (1 - rise(h, 15, 0.5))),
    sunday: shape(() => 0.35),
  },
};

/** Electric space heating: nearly flat, a little more at night (storage heaters on the cheap hours). */
const heatingShape = shape((h) => 1 + 0.2 * bell(h, 3, 2.5) + 0.1 * bell(h, 6.5, 1.2));

/** District heating's hot water: mornings and evenings. */
const hotWaterShape = shape((h) => 0.3 + 0.9 * bell(h, 7, 1.2) + 1.1 * bell(h, 20, 2));

const weekFactors: Record<'household' | 'company', Record<DayKind, number>> = {
  household: { weekday: 0.97, saturday: 1.06, sunday: 1.04 },
  // Companies: a weekday is busier than the average day, a Sunday far quieter (mean of the week is 1).
  company: { weekday: 1.25 / 1.0357, saturday: 0.55 / 1.0357, sunday: 0.45 / 1.0357 },
};

/**
 * By place (its climate): asked for every day of every heated point, so a plain map rather than the
 * least-recently-used Memo, whose bookkeeping on each hit cost more than the sum it looks up (a
 * dashboard over 2,000 points asks it a million times). Places are few; it is emptied if it ever
 * holds 1,000.
 */
const expectedHdd = new Map<number, number>();

/**
 * The heating degree days of an average year at a place (base 17 °C), averaged over six reference
 * years of the same weather model: the yardstick that makes a home's heating add up to its share of
 * the annual consumption.
 */
export function averageDegreeDays(climate: Climate): number {
  const key = climate.seed ^ Math.round(climate.latitude * 1000) ^ (climate.coastal ? 1 : 0);
  let hdd = expectedHdd.get(key);
  if (hdd === undefined) {
    const from = dayNumber(2015, 1, 1);
    const to = dayNumber(2021, 1, 1);
    let sum = 0;
    for (let d = from; d < to; d++) sum += Math.max(0, HEATING_BASE - dailyMeanTemperature(climate, d));
    hdd = (sum / (to - from)) * 365.2425;
    if (expectedHdd.size >= 1000) expectedHdd.clear();
    expectedHdd.set(key, hdd);
  }
  return hdd;
}

const seasonal = (days: number, amplitude: number) =>
  1 + amplitude * Math.cos((2 * Math.PI * (days + 0.5 - 15)) / 365.2425);

/**
 * Whether a day's readings are estimated: meter communication gaps of one to three whole days,
 * starting on about 0.6 % of days (so 1–2 % of days in all), filled in by the grid operator.
 */
export function isEstimatedDay(seed: number, days: number): boolean {
  for (let back = 0; back < 3; back++) {
    const start = days - back;
    if (unit(seed ^ GAPS, start) < 0.006 && back < 1 + Math.floor(unit(seed ^ GAPS ^ 1, start) * 3))
      return true;
  }
  return false;
}

/** Hours of a day whose readings were corrected after validation (about one day in 80): [from, to) or null. */
export function correctedHours(seed: number, days: number): readonly [number, number] | null {
  if (unit(seed ^ FIXES, days) >= 0.0125) return null;
  const from = Math.floor(unit(seed ^ FIXES ^ 1, days) * 20);
  return [from, from + 1 + Math.floor(unit(seed ^ FIXES ^ 2, days) * 5)];
}

interface DayPlan {
  /** Watt-hours of the whole day. */
  total: number;
  /** The share of the day's energy that is space heating (spread flatter). */
  heatShare: number;
  kind: DayKind;
}

/** Electricity: the day's base use and heating, then the total in whole watt-hours. */
function electricityPlan(point: PointModel, days: number): DayPlan {
  const kind = dayKind(days);
  const temperature = dailyMeanTemperature(point.climate, days);
  const household = point.profile === 'household';
  const heatingShare = point.spaceHeating ? (household ? 0.55 : 0.35) : 0;
  let base = (point.annualKwh * (1 - heatingShare)) / 365.2425;
  base *= seasonal(days, household ? 0.18 : 0.08) * weekFactors[point.profile][kind];
  base *= 1 + (household ? 0.12 : 0.05) * signed(point.seed ^ DAY_NOISE, days);
  // Households are away now and then (a week at the summer cottage, a trip): half the use.
  if (household && valueNoise(point.seed ^ AWAY, days / 6) > 0.9) base *= 0.5;
  let heat = 0;
  if (heatingShare > 0) {
    heat =
      (point.annualKwh * heatingShare * Math.max(0, HEATING_BASE - temperature)) /
      averageDegreeDays(point.climate);
  }
  // Companies cool their premises on warm days.
  if (!household && temperature > 16) base += (point.annualKwh / 365.2425) * 0.025 * (temperature - 16);
  const heatShare = heat / (base + heat);
  let kwh = base + heat;
  const day = localDay(days);
  if (day.quarters !== 96) {
    // The 23- and 25-hour days lose or gain the night hour 03:00–04:00 of the profile.
    const profile = profiles[point.profile][kind];
    let hour = 0;
    for (let q = 12; q < 16; q++) hour += (1 - heatShare) * profile[q]! + heatShare * heatingShape[q]!;
    kwh *= 1 + (Math.sign(day.quarters - 96) * hour) / 96;
  }
  return { total: Math.round(kwh * 1000), heatShare, kind };
}

/** District heating: hot water all year plus space heating by the degree day. */
function heatingPlan(point: PointModel, days: number): DayPlan {
  const kind = dayKind(days);
  const household = point.profile === 'household';
  const hotWaterShare = household ? 0.28 : 0.15;
  let hotWater = (point.annualKwh * hotWaterShare) / 365.2425;
  hotWater *=
    seasonal(days, 0.12) * (household ? (kind === 'weekday' ? 0.98 : 1.05) : kind === 'weekday' ? 1.1 : 0.75);
  hotWater *= 1 + 0.08 * signed(point.seed ^ DAY_NOISE, days);
  const temperature = dailyMeanTemperature(point.climate, days);
  const heat =
    (point.annualKwh * (1 - hotWaterShare) * Math.max(0, HEATING_BASE - temperature)) /
    averageDegreeDays(point.climate);
  const hours = localDay(days).quarters / 4;
  return {
    total: Math.round(((hotWater + heat) * hours * 1000) / 24),
    heatShare: heat / (hotWater + heat),
    kind,
  };
}

/** Gas: cooking (more at weekends) plus, where gas heats the house, the degree day. */
function gasPlan(point: PointModel, days: number): DayPlan {
  const kind = dayKind(days);
  const household = point.profile === 'household';
  const heatingShare = point.spaceHeating ? 0.85 : 0;
  let base = (point.annualKwh * (1 - heatingShare)) / 365.2425;
  base *= household ? (kind === 'weekday' ? 0.92 : 1.2) : kind === 'weekday' ? 1.2 : 0.5;
  base *= 1 + 0.15 * signed(point.seed ^ DAY_NOISE, days);
  const temperature = dailyMeanTemperature(point.climate, days);
  const heat =
    (point.annualKwh * heatingShare * Math.max(0, HEATING_BASE - temperature)) /
    averageDegreeDays(point.climate);
  return { total: Math.round((base + heat) * 1000), heatShare: heat / (base + heat), kind };
}

/** A day's consumption in watt-hours: one number per day, whatever the meter's interval. */
export function dailyConsumptionWh(point: PointModel, days: number): number {
  if (point.utility === 'electricity') return electricityPlan(point, days).total;
  if (point.utility === 'heating') return heatingPlan(point, days).total;
  return gasPlan(point, days).total;
}

/** Working space for a day's weights (at most 100 quarters): computing is synchronous, so one will do. */
const scratch = new Float64Array(100);

// Bound once, as in hash.ts: a global lookup per reading is slow in a vm context (Jest's sandbox).
const { round } = Math;

/** Splits `total` over the first `into.length` weights in whole units that add up to exactly `total`. */
function spread(total: number, weights: Float64Array, into: Int32Array): void {
  let sum = 0;
  for (let i = 0; i < into.length; i++) sum += weights[i]!;
  let running = 0;
  let previous = 0;
  for (let i = 0; i < into.length; i++) {
    running += weights[i]!;
    const rounded = round((running / sum) * total);
    into[i] = rounded - previous;
    previous = rounded;
  }
}

/** Marks estimated days whole, and corrected hours by the local clock. */
function statuses(point: PointModel, days: number, count: number, perHour: number): Uint8Array {
  const status = new Uint8Array(count);
  if (isEstimatedDay(point.seed, days)) return status.fill(ESTIMATED);
  const fixed = correctedHours(point.seed, days);
  if (fixed) {
    const day = localDay(days);
    for (let i = 0; i < count; i++) {
      const hour = Math.floor(clockQuarter(day, (i * 4) / perHour) / 4);
      if (hour >= fixed[0] && hour < fixed[1]) status[i] = CORRECTED;
    }
  }
  return status;
}

function electricityDay(point: PointModel, days: number): DayReadings {
  const day = localDay(days);
  const plan = electricityPlan(point, days);
  const profile = profiles[point.profile][plan.kind];
  const household = point.profile === 'household';
  const estimated = isEstimatedDay(point.seed, days);
  const weights = scratch;
  const firstQuarter = day.start / QUARTER;
  for (let i = 0; i < day.quarters; i++) {
    const q = clockQuarter(day, i);
    let use = profile[q]!;
    // An estimate is the typical profile; a measured day has the appliances' ups and downs in it.
    if (!estimated) {
      const index = firstQuarter + i;
      if (household) {
        use *= 0.55 + 0.9 * unit(point.seed, index);
        // Now and then something big runs for a quarter hour: the sauna stove, the oven, a car charging.
        if (unit(point.seed ^ SPIKES, index) < 0.015) use += 2.5;
      } else {
        use *= 0.9 + 0.2 * unit(point.seed, index);
      }
    }
    weights[i] = (1 - plan.heatShare) * use + plan.heatShare * heatingShape[q]!;
  }
  const wh = new Int32Array(day.quarters);
  spread(plan.total, weights, wh);
  return { wh, status: statuses(point, days, day.quarters, 4) };
}

function heatingDay(point: PointModel, days: number): DayReadings {
  const day = localDay(days);
  const plan = heatingPlan(point, days);
  const hours = day.quarters / 4;
  const estimated = isEstimatedDay(point.seed, days);
  const firstHour = day.start / HOUR;
  // Space heating follows each hour's temperature; hot water the clock.
  const heatWeights = new Float64Array(hours);
  let heatSum = 0;
  for (let j = 0; j < hours; j++) {
    heatWeights[j] = Math.max(0, 19 - hourlyTemperature(point.climate, firstHour + j)) + 1;
    heatSum += heatWeights[j]!;
  }
  const weights = scratch;
  for (let j = 0; j < hours; j++) {
    const q = clockQuarter(day, j * 4);
    const w = (1 - plan.heatShare) * (hotWaterShape[q]! / 24) + (plan.heatShare * heatWeights[j]!) / heatSum;
    weights[j] = estimated ? w : w * (0.93 + 0.14 * unit(point.seed, firstHour + j));
  }
  const wh = new Int32Array(hours);
  spread(plan.total, weights, wh);
  return { wh, status: statuses(point, days, hours, 1) };
}

function gasDay(point: PointModel, days: number): DayReadings {
  return {
    wh: Int32Array.of(gasPlan(point, days).total),
    status: Uint8Array.of(isEstimatedDay(point.seed, days) ? ESTIMATED : MEASURED),
  };
}

/** A day's consumption readings, computed afresh (for bulk work that reads each day once). */
export function computeConsumptionDay(point: PointModel, days: number): DayReadings {
  return point.utility === 'electricity'
    ? electricityDay(point, days)
    : point.utility === 'heating'
      ? heatingDay(point, days)
      : gasDay(point, days);
}

/** About ten point-years of days (a few MB): charts ask for the same days again and again. */
const memo = new Memo<string, DayReadings>(4_000);

/** What makes a point's readings what they are: points that differ in any of it never share a memo entry. */
export const pointKey = (point: PointModel): string =>
  `${point.seed}:${point.utility}:${point.profile}:${point.annualKwh}:${point.spaceHeating ? 1 : 0}:${point.climate.seed}`;

/**
 * A day's consumption readings at the meter's interval: 92/96/100 quarter hours (electricity),
 * 23/24/25 hours (district heating) or one day (gas).
 */
export function consumptionDay(point: PointModel, days: number, key = pointKey(point)): DayReadings {
  return memo.get(`${key}:${days}`, () => computeConsumptionDay(point, days));
}
