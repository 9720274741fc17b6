import { Type, type Static } from '@sinclair/typebox';
import { literals } from './literals.ts';
import { chartDataTypes, chartResolutions, priceAreas, utilities } from '../constants.ts';

export { chartDataTypes, chartResolutions, priceAreas, utilities };

export const Utility = literals(utilities);
export type Utility = Static<typeof Utility>;

export const ChartDataType = literals(chartDataTypes);
export type ChartDataType = Static<typeof ChartDataType>;

export const ChartResolution = literals(chartResolutions);
export type ChartResolution = Static<typeof ChartResolution>;

export const PriceArea = literals(priceAreas);
export type PriceArea = Static<typeof PriceArea>;

/** A calendar day in the site's time zone: `2026-11-23`. Spec §9 caps dates at 9999-12-31. */
export const LocalDate = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' });
/** A calendar month: `2026-11`. */
export const LocalMonth = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' });
/**
 * An instant as ISO 8601 with the site's UTC offset, `2026-11-23T14:15:00+02:00`: the wall-clock part
 * is what the customer reads, the offset keeps it unambiguous across daylight-saving changes.
 */
export const LocalDateTime = Type.String();

/**
 * A metering point's identifier in its country's format: Finland uses an 18-digit GSRN (GS1 check
 * digit), Estonia and Latvia a 16-character EIC (ENTSO-E check character).
 */
export const UsagePointIdentifier = Type.String({ pattern: '^([0-9]{18}|[0-9]{2}Z[0-9A-Z-]{12}[0-9A-Z-])$' });
export const IdentifierType = Type.Union([Type.Literal('GSRN'), Type.Literal('EIC')]);
export type IdentifierType = Static<typeof IdentifierType>;

export const Address = Type.Object({
  street: Type.String(),
  city: Type.String(),
  postalCode: Type.String(),
  countryCode: Type.String(),
});
export type Address = Static<typeof Address>;

/** Spec §3 point kinds the demo uses. */
export const PointKind = Type.Union([Type.Literal('UsagePoint'), Type.Literal('MicrogenerationSite')]);
export type PointKind = Static<typeof PointKind>;

export const UsagePoint = Type.Object({
  /** GSRN or EIC; the key every chart call names the point by. */
  identifier: Type.String(),
  identifierType: IdentifierType,
  utility: Utility,
  pointKind: PointKind,
  meterNumber: Type.String(),
  /** The meter's own interval in minutes: 15 (electricity), 60 (district heating), 1440 (gas). */
  interval: Type.Integer(),
  /** The data types a chart of this point can show, in the order the portal offers them. */
  dataTypes: Type.Array(ChartDataType),
  /** Electricity only: the day-ahead price area. */
  priceArea: Type.Union([PriceArea, Type.Null()]),
  /** First reading of the data kept (two full years back). */
  dataFrom: LocalDateTime,
  /** End of the last reading received. */
  dataUpTo: LocalDateTime,
});
export type UsagePoint = Static<typeof UsagePoint>;

/** A place the client is supplied at, with its usage points. */
export const Location = Type.Object({
  id: Type.Integer(),
  address: Address,
  usagePoints: Type.Array(UsagePoint),
});
export type Location = Static<typeof Location>;
export const Locations = Type.Array(Location);

/** The flat list behind a usage-point picker that searches by identifier. */
export const GsrnLocation = Type.Object({
  identifier: Type.String(),
  identifierType: IdentifierType,
  utility: Utility,
  locationId: Type.Integer(),
  address: Address,
});
export type GsrnLocation = Static<typeof GsrnLocation>;
export const GsrnLocations = Type.Array(GsrnLocation);

export const ReadingUnit = Type.Union([
  Type.Literal('kWh'),
  Type.Literal('EUR'),
  Type.Literal('c/kWh'),
  Type.Literal('°C'),
]);
export type ReadingUnit = Static<typeof ReadingUnit>;

/**
 * GET /api/charts/readings. `from` and `to` are whole days in the site's time zone, both included.
 * `series[]` names extra data types each value carries beside the main one (e.g. temperature next to
 * consumption). `unit=EUR` gives energy as its cost (consumption, netted) or worth (production).
 */
export const ReadingsQuery = Type.Object(
  {
    usagePoint: UsagePointIdentifier,
    dataType: ChartDataType,
    from: LocalDate,
    to: LocalDate,
    resolution: Type.Optional(Type.Union([Type.Literal('15'), Type.Literal('60')])),
    unit: Type.Optional(Type.Union([Type.Literal('kWh'), Type.Literal('EUR')])),
    series: Type.Optional(Type.Array(ChartDataType, { maxItems: 4 })),
  },
  { additionalProperties: false },
);
/** The query as it travels: every scalar a string, `series[]` folded into an array by the server. */
export type ReadingsQuery = Static<typeof ReadingsQuery>;
/** The query as the portal builds it. */
export type ReadingsParams = Omit<ReadingsQuery, 'resolution'> & { resolution?: ChartResolution };

export const ReadingStatus = Type.Union([Type.Literal('estimated'), Type.Literal('corrected')]);
export type ReadingStatus = Static<typeof ReadingStatus>;

/** One interval: its start, the main value, and the extra series asked for (null where missing). */
export const Reading = Type.Object({
  date: LocalDateTime,
  value: Type.Union([Type.Number(), Type.Null()]),
  /** Absent for a measured value. */
  status: Type.Optional(ReadingStatus),
  consumption: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  production: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  netted: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  price: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  temperature: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export type Reading = Static<typeof Reading>;

export const Readings = Type.Object({
  usagePoint: Type.String(),
  dataType: ChartDataType,
  unit: ReadingUnit,
  /** The units of the extra series, by data type. */
  seriesUnits: Type.Record(Type.String(), ReadingUnit),
  /** The interval of the values in minutes (a gas meter answers 1440 whatever was asked). */
  resolution: Type.Integer(),
  timezone: Type.String(),
  /** End of the last reading received; later intervals of the range are left out. */
  dataUpTo: LocalDateTime,
  values: Type.Array(Reading),
});
export type Readings = Static<typeof Readings>;
