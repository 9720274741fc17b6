import { Type, type Static } from '@sinclair/typebox';
import { usagePointPageMax, usagePointQueryMax, usagePointSearchTypes } from '../constants.ts';
import { Address, PointKind, UsagePoint } from './energy.ts';
import { literals } from './literals.ts';

export { usagePointPageMax, usagePointQueryMax, usagePointSearchTypes } from '../constants.ts';

/** Spec §3: ADDRESS, GSRN or EIC_OR_METER_NUMBER. */
export const UsagePointSearchType = literals(usagePointSearchTypes);
export type UsagePointSearchType = Static<typeof UsagePointSearchType>;

/**
 * `POST /api/usage-points/search` (spec §3, §7): the text and where to look for it, and which page of
 * the results. The text must have something besides spaces; the same schema checks the portal's
 * field and the API.
 */
export const UsagePointSearch = Type.Object(
  {
    searchType: UsagePointSearchType,
    query: Type.String({ minLength: 1, maxLength: usagePointQueryMax, pattern: '\\S' }),
    /** Results per page, 20 unless asked. */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: usagePointPageMax })),
    /** Results to skip: the page's start. */
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    /** Only points of this kind: `UsagePoint`, the ones a supply contract can be made for. */
    kind: Type.Optional(PointKind),
  },
  { additionalProperties: false },
);
export type UsagePointSearch = Static<typeof UsagePointSearch>;

/**
 * `GET /api/usage-points/me`: a page of the client's points, or the one point `identifier` names; of
 * one kind if `kind` says so.
 */
export const UsagePointsQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' })),
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,7}$' })),
    /** A GSRN or EIC: answers that point alone, or nothing when the client has none by that name. */
    identifier: Type.Optional(Type.String({ pattern: '^[0-9A-Z-]{1,40}$' })),
    /** Only points of this kind: `UsagePoint`, the ones a supply contract can be made for. */
    kind: Type.Optional(PointKind),
  },
  { additionalProperties: false },
);
export type UsagePointsQuery = Static<typeof UsagePointsQuery>;

/** A usage point with its place: what a picker shows and what a chart needs of it. */
export const PlacedUsagePoint = Type.Composite([
  UsagePoint,
  Type.Object({ locationId: Type.Integer(), address: Address }),
]);
export type PlacedUsagePoint = Static<typeof PlacedUsagePoint>;

/**
 * One page of usage points: a search's by relevance, then by address; a listing's by address. `total`
 * counts every match, so a picker can say how many there are and load the next page.
 */
export const UsagePointPage = Type.Object({
  items: Type.Array(PlacedUsagePoint),
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  offset: Type.Integer({ minimum: 0 }),
});
export type UsagePointPage = Static<typeof UsagePointPage>;
