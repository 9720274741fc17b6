import { Type, type Static } from '@sinclair/typebox';
import { outageCauses, outageKinds, outageStatuses } from '../constants.ts';
import { Address, UsagePointIdentifier } from './energy.ts';
import { literals } from './literals.ts';

export { outageCauses, outageKinds, outageStatuses } from '../constants.ts';

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
  /** Percent of the fee the rules base it on; 0 when none is due. */
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
  /** The fee the percentages apply to, VAT included (see the API's compensation.ts). */
  feeCents: Type.Integer(),
  feeBasis: literals(['annual-network-fee', 'monthly-network-fee'] as const),
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

export const Compensation = Type.Object({ points: Type.Array(PointCompensation) });
export type Compensation = Static<typeof Compensation>;
