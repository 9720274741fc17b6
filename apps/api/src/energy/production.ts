import { seedOf, unit } from './hash.ts';
import { Memo } from './memo.ts';
import type { PointModel } from './model.ts';
import { civil, localDay, QUARTER, DAY, HOUR } from './time.ts';
import { cloudiness, dailyMeanTemperature, placeDayUnit } from './weather.ts';
import { ESTIMATED, isEstimatedDay, type DayReadings } from './consumption.ts';

/**
 * Solar production of microgeneration sites, per 15 minutes: the sun's elevation from latitude, date
 * and time (so nothing at night, long bright days in June, almost nothing in December up north),
 * through the day's clouds, on panels tilted south. Snow on the panels in a freezing winter week
 * takes most of what little there is. A southern Finnish site makes about 900 kWh per kW of panels
 * a year, most of it from April to August.
 */

const SHOWERS = seedOf('production:showers');
const RAD = Math.PI / 180;
/** Solar time at the region's longitude (~24.5° E) is UTC + 1 h 38 min. */
const LONGITUDE_HOURS = 24.5 / 15;
const TILT = 40 * RAD;
/** Inverter, wiring, heat and dirt. */
const SYSTEM_EFFICIENCY = 0.82;

/** The sun's declination on a day (radians): −23.44° at the December solstice (day −11 of the epoch). */
const declination = (days: number) => -23.44 * RAD * Math.cos((2 * Math.PI * (days + 0.5 + 11)) / 365.2425);

/** Output of one kW of panels at an instant, kW. */
function panelOutput(
  point: PointModel,
  utcMs: number,
  sinDecl: number,
  cosDecl: number,
  clouds: number,
): number {
  const lat = point.climate.latitude * RAD;
  const solarHour = ((((utcMs / HOUR + LONGITUDE_HOURS) % 24) + 24) % 24) - 12;
  const hourAngle = solarHour * 15 * RAD;
  const sinEl = Math.sin(lat) * sinDecl + Math.cos(lat) * cosDecl * Math.cos(hourAngle);
  if (sinEl <= 0.01) return 0;
  const cosEl = Math.sqrt(1 - sinEl * sinEl);
  // Clear-sky beam (Meinel's air-mass model) on a south-facing panel, plus sky light.
  const beam = 1.1 * Math.pow(0.7, Math.pow(1 / sinEl, 0.678));
  const incidence = Math.max(0, sinEl * Math.cos(TILT) + cosEl * Math.sin(TILT) * Math.cos(hourAngle));
  const diffuse = 0.12 * Math.sqrt(sinEl);
  const clear = 1 - 0.8 * Math.pow(clouds, 1.3);
  return SYSTEM_EFFICIENCY * (beam * incidence * clear + diffuse * (0.6 + 0.8 * (1 - clear)));
}

function productionDayUncached(point: PointModel, days: number): DayReadings {
  const day = localDay(days);
  const wh = new Int32Array(day.quarters);
  const status = new Uint8Array(day.quarters);
  if (isEstimatedDay(point.seed, days)) status.fill(ESTIMATED);
  if (!point.producer || point.capacityKw <= 0) return { wh, status };
  const decl = declination(days);
  const sinDecl = Math.sin(decl);
  const cosDecl = Math.cos(decl);
  const { month } = civil(days);
  // Snow lies on the panels through a freezing winter spell (not every day: wind and sun clear them).
  const snowy =
    (month <= 3 || month === 12) &&
    dailyMeanTemperature(point.climate, days) < -2 &&
    placeDayUnit(point.climate, days) < 0.7;
  const scale = point.capacityKw * (snowy ? 0.15 : 1) * (QUARTER / HOUR) * 1000;
  for (let i = 0; i < day.quarters; i++) {
    const mid = day.start + i * QUARTER + QUARTER / 2;
    const dayFloat = mid / DAY;
    // The day's front, plus passing showers quarter by quarter.
    const clouds = Math.min(
      1,
      cloudiness(point.climate, dayFloat) * (0.8 + 0.4 * unit(SHOWERS ^ point.seed, mid / QUARTER)),
    );
    wh[i] = Math.round(scale * panelOutput(point, mid, sinDecl, cosDecl, clouds));
  }
  return { wh, status };
}

const memo = new Memo<string, DayReadings>(4_000);

/** A day's production readings, watt-hours per quarter hour (zeros for a site without panels). */
export function productionDay(point: PointModel, days: number): DayReadings {
  return memo.get(`p${point.seed}:${point.capacityKw}:${days}`, () => productionDayUncached(point, days));
}

/** A day's production in watt-hours. */
export function dailyProductionWh(point: PointModel, days: number): number {
  let sum = 0;
  for (const wh of productionDay(point, days).wh) sum += wh;
  return sum;
}
