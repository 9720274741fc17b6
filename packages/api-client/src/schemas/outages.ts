import { Type, type Static } from '@sinclair/typebox';
import { outageCauses, outageKinds, outageStatuses } from '../constants.ts';
import { Address, UsagePointIdentifier } from './energy.ts';
import { literals } from './literals.ts';

export {
  compensationPage,
  compensationPageMax,
  outageCauses,
  outageKinds,
  outageStatuses,
} from '../constants.ts';

/** An instant, ISO 8601 in UTC (`2026-11-18T08:00:00.000Z`); the portal shows it in the site's zone. */
const Instant = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?Z$',
});
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const OutageKind = literals(outageKinds);
export type OutageKind = Static<typeof OutageKind>;
export const OutageStatus = literals(outageStatuses);
export type OutageStatus = Static<typeof OutageStatus>;
export const OutageCause = literals(outageCauses);
export type OutageCause = Static<typeof OutageCause>;

/** One of the client's usage points an outage cuts off. */
export const AffectedPlace = Type.Object({
  identifier: UsagePointIdentifier,
  address: Address,
});
export type AffectedPlace = Static<typeof AffectedPlace>;

export const Outage = Type.Object({
  id: Type.Integer(),
  kind: OutageKind,
  /** Derived from the clock: planned before its start, in progress until it is restored. */
  status: OutageStatus,
  /** A code the portal translates. */
  cause: OutageCause,
  /** The operator's name for the area cut off (a village, a district). */
  area: Type.String(),
  start: Instant,
  expectedEnd: Instant,
  /** Null until the power is back (and for a cancelled outage). */
  actualEnd: Nullable(Instant),
  places: Type.Array(AffectedPlace),
  /** The network operator and its 24-hour fault line. */
  operator: Type.String(),
  faultLine: Type.String(),
});
export type Outage = Static<typeof Outage>;

/** Current and planned outages first (soonest first), then past ones (latest first). */
export const Outages = Type.Object({
  current: Type.Array(Outage),
  planned: Type.Array(Outage),
  past: Type.Array(Outage),
  /**
   * The site's electricity network operator and its 24-hour fault line: whom to tell when the power
   * goes, for a client whose places have had no outage to name one.
   */
  network: Type.Object({ operator: Type.String(), faultLine: Type.String() }),
});
export type Outages = Static<typeof Outages>;

export const MeterEventParams = Type.Object({ gsrn: UsagePointIdentifier });
export type MeterEventParams = Static<typeof MeterEventParams>;

export const MeterEvent = Type.Object({
  at: Instant,
  kind: literals(['power-off', 'power-on'] as const),
  /** The outage the event belongs to, when it is one the operator recorded. */
  outageId: Nullable(Type.Integer()),
});
export type MeterEvent = Static<typeof MeterEvent>;

/** Spec §7: a smart meter's power-off and power-on events, oldest first. */
export const MeterEvents = Type.Object({
  identifier: UsagePointIdentifier,
  events: Type.Array(MeterEvent),
});
export type MeterEvents = Static<typeof MeterEvents>;

/** One interruption this year at a usage point, timed by its meter. */
export const Interruption = Type.Object({
  outageId: Nullable(Type.Integer()),
  start: Instant,
  /** Null while the power is still off. */
  end: Nullable(Instant),
  minutes: Type.Integer(),
  /** Percent of the fee the rules base it on; 0 when none is due, and under a rule of fixed amounts. */
  percent: Type.Integer(),
  dueCents: Type.Integer(),
  /** The first invoice issued after it, where the compensation is (or is to be) credited. */
  creditedOn: Nullable(Type.String()),
});
export type Interruption = Static<typeof Interruption>;

export const PointCompensation = Type.Object({
  identifier: UsagePointIdentifier,
  address: Address,
  year: Type.Integer(),
  interruptions: Type.Array(Interruption),
  /** The fee the percentages apply to, VAT included (see the API's compensation.ts); 0 for fixed amounts. */
  feeCents: Type.Integer(),
  /** `fixed-amounts`: the rules give amounts by how long beyond the allowed time (Estonia). */
  feeBasis: literals(['annual-network-fee', 'monthly-network-fee', 'fixed-amounts'] as const),
  /** Due this year after the cap. */
  dueCents: Type.Integer(),
  creditedCents: Type.Integer(),
  capCents: Nullable(Type.Integer()),
  /** The rule's source, e.g. "Sähkömarkkinalaki 588/2013 §100". */
  law: Type.String(),
  /** Whether the operator pays it unasked (Finland) or the customer applies. */
  claim: literals(['automatic', 'apply'] as const),
  operator: Type.String(),
});
export type PointCompensation = Static<typeof PointCompensation>;

/**
 * `GET /api/outages/compensation`: which trackers. `interrupted=true` keeps the points with
 * interruptions this year (the most due first); `identifier` names one point (none when it is not one
 * of the client's electricity points); `limit` (20 unless asked, at most 50) and `offset` page them.
 */
export const CompensationQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' })),
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,7}$' })),
    interrupted: Type.Optional(literals(['true', 'false'] as const)),
    identifier: Type.Optional(UsagePointIdentifier),
  },
  { additionalProperties: false },
);
export type CompensationQuery = Static<typeof CompensationQuery>;

/** This year over all of the client's electricity points, whichever page is asked. */
export const CompensationSummary = Type.Object({
  /** The client's electricity points: each has a tracker. */
  points: Type.Integer({ minimum: 0 }),
  /** Those with an interruption this year. */
  interrupted: Type.Integer({ minimum: 0 }),
  /** Due and credited this year at all of them, after each point's cap. */
  dueCents: Type.Integer({ minimum: 0 }),
  creditedCents: Type.Integer({ minimum: 0 }),
});
export type CompensationSummary = Static<typeof CompensationSummary>;

/** A page of trackers (by usage point, unless `interrupted=true`), and the whole year's summary. */
export const Compensation = Type.Object({
  points: Type.Array(PointCompensation),
  /** The site's local year the trackers are of. */
  year: Type.Integer(),
  /** Points matching the query, for paging. */
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  offset: Type.Integer({ minimum: 0 }),
  summary: CompensationSummary,
});
export type Compensation = Static<typeof Compensation>;
