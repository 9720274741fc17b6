import type { Address, PlacedUsagePoint } from '@vool/api-client/browser';

/** A place as the picker writes it: `Narva mnt 5, 10111 Tallinn`. */
export const placeText = (address: Address) => `${address.street}, ${address.postalCode} ${address.city}`;

/** What the field shows of a chosen point, and what its option is called. */
export const optionText = (point: PlacedUsagePoint) => `${placeText(point.address)} · ${point.identifier}`;

/** What a screen reader is told of a search typed: nothing while it runs, then how it went. */
export function searchStatus(
  loading: boolean,
  failed: boolean,
  total: number | undefined,
): { message: 'loading' | 'failed' | 'noMatch' | 'found'; count: number } {
  if (loading) return { message: 'loading', count: 0 };
  if (failed) return { message: 'failed', count: 0 };
  if (!total) return { message: 'noMatch', count: 0 };
  return { message: 'found', count: total };
}
