import type { GsrnLocation, Location } from '@vool/api-client';
import type { LocationsRepository, LocationWithPoints } from './repository.ts';
import { toUsagePoint } from './usage-points.ts';

export const addressOf = (location: LocationWithPoints) => ({
  street: location.street,
  city: location.city,
  postalCode: location.postal_code,
  countryCode: location.country_code,
});

/** A client's places of supply and their usage points, as the API answers them. */
export function locationsService(repository: LocationsRepository, now: () => Date) {
  return {
    async locations(clientId: number): Promise<Location[]> {
      const at = now().getTime();
      const locations = await repository.locations(clientId);
      return locations.map((location) => ({
        id: location.id,
        address: addressOf(location),
        usagePoints: location.points.map((point) => toUsagePoint(point, at)),
      }));
    },

    /** The same usage points as a flat list, each with its address. */
    async gsrnLocations(clientId: number): Promise<GsrnLocation[]> {
      const locations = await repository.locations(clientId);
      return locations.flatMap((location) =>
        location.points.map((point) => ({
          identifier: point.identifier,
          identifierType: point.identifier_type,
          utility: point.utility,
          locationId: location.id,
          address: addressOf(location),
        })),
      );
    },
  };
}

export type LocationsService = ReturnType<typeof locationsService>;
