import { seedOf, signed, unit, valueNoise } from './hash.ts';
import { HOUR } from './time.ts';

/**
 * Weather drives everything else: heating follows the temperature, solar output the clouds, and
 * prices the wind. It is modelled per location from a small climate hint, with the spells shared
 * across the region (a cold week is cold in Helsinki and Tallinn alike) and a little local noise.
 */
export interface Climate {
  /** Degrees north: further north is colder, with longer winters and brighter summers. */
  latitude: number;
  /** By the sea (the Baltic or the Gulf of Finland): milder winters, cooler summers, less spread. */
  coastal: boolean;
  /** The place's own noise: the same for every site in a town (the latitude to 0.1° names it). */
  seed: number;
}

export const climateOf = (latitude: number, coastal: boolean): Climate => ({
  latitude,
  coastal,
  seed: seedOf(`weather:${Math.round(latitude * 10)}`),
});

/** Seeds of the region-wide spells; places share them, so neighbours see the same cold week. */
const REGION = seedOf('weather:region');
const REGION_SLOW = seedOf('weather:region-slow');
const WIND = seedOf('weather:wind');
const WIND_SLOW = seedOf('weather:wind-slow');
const WIND_GUSTS = seedOf('weather:wind-gusts');
const CLOUDS = seedOf('weather:clouds');

/** The year's phase: 0 at the coldest point (28 January), 0.5 at the warmest (late July). */
const YEAR = 365.2425;
const seasonCos = (dayFloat: number) => Math.cos((2 * Math.PI * (dayFloat - 27)) / YEAR);
/** 0 in deep winter, 1 in high summer. */
export const summerness = (dayFloat: number) => (1 - seasonCos(dayFloat)) / 2;

/**
 * Annual mean and half the winter–summer swing, °C. Helsinki comes out at about 6.5 °C (−4 in
 * February, +17 in July as a daily mean), Rovaniemi at 2 °C with a swing of ±14, Riga at 8 °C.
 */
function normals(climate: Climate) {
  const north = climate.latitude - 59.5;
  return {
    mean: 6.5 - 0.55 * north + (climate.coastal ? 0.4 : -0.3),
    swing: 11.3 + 0.3 * north + (climate.coastal ? -1 : 0.8),
  };
}

/** The climate's normal daily mean for a day (no weather): what heating demand is scaled against. */
export function normalTemperature(climate: Climate, dayFloat: number): number {
  const { mean, swing } = normals(climate);
  return mean - swing * seasonCos(dayFloat);
}

/**
 * Weather anomaly, °C: multi-day spells (value noise with knots 4 and 12 days apart, shared by the
 * region) plus a little local variation. Winter spells are wider than summer ones (a cold snap is
 * −15 °C off the normal; a summer heat wave +6), and inland varies more than the coast.
 */
function anomaly(climate: Climate, dayFloat: number): number {
  const spells =
    0.6 * (valueNoise(REGION, dayFloat / 4) * 2 - 1) +
    0.45 * (valueNoise(REGION_SLOW, dayFloat / 12) * 2 - 1) +
    0.25 * (valueNoise(climate.seed, dayFloat / 1.5) * 2 - 1);
  const spread = (8 - 4.5 * summerness(dayFloat)) * (climate.coastal ? 0.9 : 1.1);
  return spells * spread;
}

/** A day's mean temperature (°C) for a day number: the value heating demand follows. */
export function dailyMeanTemperature(climate: Climate, days: number): number {
  const noon = days + 0.5;
  return normalTemperature(climate, noon) + anomaly(climate, noon);
}

/**
 * The temperature (°C) of an hour, by its index (hours since 1970 UTC): season + weather + the daily
 * cycle, warmest around 15:00 solar time, with a wider cycle under the long summer days.
 */
export function hourlyTemperature(climate: Climate, hour: number): number {
  const dayFloat = (hour + 0.5) / 24;
  const solarHour = (((hour + 0.5 + 1.6) % 24) + 24) % 24; // solar time at ~24.5° E is UTC+1.6
  const daily = (1.5 + 3 * summerness(dayFloat)) * Math.cos((2 * Math.PI * (solarHour - 15)) / 24);
  const base = normalTemperature(climate, dayFloat) + anomaly(climate, dayFloat) + daily;
  // A tenth of a degree: what a weather station reports.
  return Math.round((base + 0.3 * signed(climate.seed, hour)) * 10) / 10;
}

/** The temperature of the hour an instant falls in. */
export const temperatureAt = (climate: Climate, utcMs: number): number =>
  hourlyTemperature(climate, Math.floor(utcMs / HOUR));

/**
 * Wind over the Nordic and Baltic market, 0 (calm) to 1 (storm), by fractional day: spells of a few
 * days on top of slower fortnightly swings, windier in winter. It lowers prices when high.
 */
export function windIndex(dayFloat: number): number {
  const w =
    0.55 * valueNoise(WIND, dayFloat / 2.2) +
    0.3 * valueNoise(WIND_SLOW, dayFloat / 7) +
    0.15 * valueNoise(WIND_GUSTS, dayFloat * 4) +
    0.08 * (1 - summerness(dayFloat)) -
    0.04;
  return Math.min(1, Math.max(0, w));
}

/**
 * Cloud cover 0 (clear) to 1 (overcast) at a place, by fractional day: regional fronts passing over
 * a couple of days plus local showers over hours; grey winters, brighter early summers.
 */
export function cloudiness(climate: Climate, dayFloat: number): number {
  const c =
    0.6 * valueNoise(CLOUDS, dayFloat / 1.8) +
    0.4 * valueNoise(climate.seed ^ CLOUDS, dayFloat * 5) +
    0.25 * (1 - summerness(dayFloat)) -
    0.12;
  return Math.min(1, Math.max(0, c));
}

/** A stable per-day random number for a place (for things like snow on panels). */
export const placeDayUnit = (climate: Climate, days: number): number => unit(climate.seed, days);
