import type { UsagePoint } from '@vool/api-client';
import { dataFrom, dataUpTo } from '../../energy/availability.ts';
import { dataTypesOf, type PointModel } from '../../energy/model.ts';
import { formatInstant, timezones } from '../../energy/time.ts';
import { climateOf } from '../../energy/weather.ts';
import type { LocationRow, UsagePointRow } from '../../db/schema.ts';

export type PointColumns = Pick<
  UsagePointRow,
  | 'identifier'
  | 'identifier_type'
  | 'utility'
  | 'point_kind'
  | 'meter_number'
  | 'interval_minutes'
  | 'price_area'
  | 'profile'
  | 'annual_kwh'
  | 'space_heating'
  | 'producer'
  | 'capacity_kw'
  | 'seed'
>;
export type ClimateColumns = Pick<LocationRow, 'country_code' | 'latitude' | 'coastal'>;

/** The generators' view of a stored usage point: what its readings are computed from. */
export function toPointModel(
  point: Pick<
    PointColumns,
    | 'seed'
    | 'utility'
    | 'profile'
    | 'annual_kwh'
    | 'space_heating'
    | 'producer'
    | 'capacity_kw'
    | 'price_area'
  >,
  location: ClimateColumns,
): PointModel {
  return {
    seed: point.seed,
    utility: point.utility,
    profile: point.profile,
    annualKwh: point.annual_kwh,
    spaceHeating: point.space_heating,
    producer: point.producer,
    capacityKw: point.capacity_kw,
    priceArea: point.price_area,
    country: location.country_code,
    climate: climateOf(location.latitude, location.coastal),
  };
}

/** The contract's view of a usage point (spec §3), with the data it has at `now`. */
export function toUsagePoint(point: PointColumns, now: number): UsagePoint {
  return {
    identifier: point.identifier,
    identifierType: point.identifier_type,
    utility: point.utility,
    pointKind: point.point_kind,
    meterNumber: point.meter_number,
    interval: point.interval_minutes,
    dataTypes: dataTypesOf(point),
    priceArea: point.price_area,
    dataFrom: formatInstant(dataFrom(now)),
    dataUpTo: formatInstant(dataUpTo(point.utility, now)),
  };
}

export const timezoneOf = (country: ClimateColumns['country_code']) => timezones[country];
