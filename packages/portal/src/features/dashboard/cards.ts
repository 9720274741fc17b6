import type { DashboardLocation, Site } from '@vool/api-client/browser';
import { hasFeature } from '../../app/site.tsx';

/** The months the expenses card asks for. */
export const expensesArgs = { months: 12 };

/**
 * The cards that depend on the client's places of supply: production for a producer, today's spot
 * prices where the site offers them and the client has electricity.
 */
export function optionalCards(site: Pick<Site, 'features'>, locations: readonly DashboardLocation[] = []) {
  const points = locations.flatMap((location) => location.usagePoints);
  return {
    production: points.some((point) => point.producer),
    spotPrices: hasFeature(site, 'spot-price') && points.some((point) => point.utility === 'electricity'),
  };
}
