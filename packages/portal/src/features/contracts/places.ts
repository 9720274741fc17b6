import type { PlacedUsagePoint, UsagePointPage } from '@vool/api-client/browser';
import { manyPoints } from './api.ts';

/** Whether the client has more points of supply than the cards show: the page searches them. */
export const hasMany = (first: UsagePointPage) => first.total > manyPoints;

const listed = (first: UsagePointPage, chosen: string | null) =>
  first.items.find((point) => point.identifier === chosen);

/** Whether the point the address names is beyond the first page of the client's: asked for alone. */
export const isBeyondFirst = (first: UsagePointPage, chosen: string | null): chosen is string =>
  hasMany(first) && chosen !== null && !listed(first, chosen);

/**
 * The point a new contract is for: the one the address names (on the first page, or `named`, found
 * apart), or the client's only one. A point that is not the client's is no choice.
 */
export const pointOf = (
  first: UsagePointPage,
  chosen: string | null,
  named: PlacedUsagePoint | null | undefined,
): PlacedUsagePoint | null => listed(first, chosen) ?? named ?? (first.total === 1 ? first.items[0]! : null);
