import type { PriceArea } from './prices.ts';
import type { CountryCode } from './time.ts';
import type { Climate } from './weather.ts';

export type Utility = 'electricity' | 'gas' | 'heating';
export type Profile = 'household' | 'company';
export type DataType = 'consumption' | 'production' | 'netted' | 'price' | 'temperature';

/**
 * Everything the generators need to know about a usage point: what the database stores for it. The
 * readings themselves are never stored; they are computed from this on demand.
 */
export interface PointModel {
  /** The point's own noise: two points with the same profile still differ reading by reading. */
  seed: number;
  utility: Utility;
  profile: Profile;
  /** The consumption of a normal year, kWh: the scale everything is fitted to. */
  annualKwh: number;
  /** Heated by this utility (electric heating, gas heating); district heating always is. */
  spaceHeating: boolean;
  /** Solar panels on site (electricity only). */
  producer: boolean;
  /** Peak power of the panels, kW (0 without). */
  capacityKw: number;
  priceArea: PriceArea | null;
  country: CountryCode;
  climate: Climate;
}

/** The meter's own interval, minutes: electricity is read every 15 minutes, district heat hourly, gas daily. */
export const meterInterval: Record<Utility, 15 | 60 | 1440> = { electricity: 15, heating: 60, gas: 1440 };

/** The data types a chart of the point can show, in the order the portal offers them. */
export function dataTypesOf(point: Pick<PointModel, 'utility' | 'producer'>): DataType[] {
  if (point.utility !== 'electricity') return ['consumption', 'temperature'];
  return point.producer
    ? ['consumption', 'production', 'netted', 'price', 'temperature']
    : ['consumption', 'price', 'temperature'];
}

/** The finest interval a data type has for a point, minutes. */
export function nativeInterval(point: Pick<PointModel, 'utility'>, dataType: DataType): number {
  if (dataType === 'temperature') return point.utility === 'gas' ? 1440 : 60;
  if (dataType === 'price') return 15;
  return meterInterval[point.utility];
}
