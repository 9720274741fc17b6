import { dashboardPlaces, type DashboardLocations, type Site } from '@vool/api-client/browser';
import { hasFeature } from '../../app/site.tsx';

/** The months the expenses card asks for. */
export const expensesArgs = { months: 12 };

/**
 * The places the places card asks for. An argument rather than none: answers kept offline by an
 * installed app before the answer was a page (a list of every place) are under another cache key,
 * so they are never drawn as one.
 */
export const placesArgs = { limit: dashboardPlaces };

/**
 * The cards that depend on the client's places of supply: production for a producer, today's spot
 * prices where the site offers them and the client has electricity. Of all the places, not only the
 * page the card shows: the answer says which utilities the client has and whether any point produces.
 */
export function optionalCards(site: Pick<Site, 'features'>, locations?: DashboardLocations) {
  return {
    production: locations?.producer ?? false,
    spotPrices: hasFeature(site, 'spot-price') && (locations?.utilities.includes('electricity') ?? false),
  };
}
