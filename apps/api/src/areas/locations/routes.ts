import type { FastifyPluginCallback } from 'fastify';
import type { GsrnLocation, Location } from '@vool/api-client';
import type { SessionService } from '../auth/sessions.ts';
import type { LocationsRepository, LocationWithPoints } from './repository.ts';
import * as schemas from './schemas.ts';
import { toUsagePoint } from './usage-points.ts';

export interface LocationsOptions {
  repository: LocationsRepository;
  sessions: SessionService;
  now: () => Date;
}

export const addressOf = (location: LocationWithPoints) => ({
  street: location.street,
  city: location.city,
  postalCode: location.postal_code,
  countryCode: location.country_code,
});

/** The acting client's places of supply and usage points (spec §7: /api/locations, /api/locations/gsrn). */
export const locationRoutes: FastifyPluginCallback<LocationsOptions> = (
  app,
  { repository, sessions, now },
  done,
) => {
  app.get('/api/locations', { schema: { response: { 200: schemas.Locations } } }, async (request, reply) => {
    const session = await sessions.require(request, reply);
    const at = now().getTime();
    const locations = await repository.locations(session.acting.id);
    return locations.map((location): Location => ({
      id: location.id,
      address: addressOf(location),
      usagePoints: location.points.map((point) => toUsagePoint(point, at)),
    }));
  });

  app.get(
    '/api/locations/gsrn',
    { schema: { response: { 200: schemas.GsrnLocations } } },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      const locations = await repository.locations(session.acting.id);
      return locations.flatMap((location) =>
        location.points.map((point): GsrnLocation => ({
          identifier: point.identifier,
          identifierType: point.identifier_type,
          utility: point.utility,
          locationId: location.id,
          address: addressOf(location),
        })),
      );
    },
  );
  done();
};
