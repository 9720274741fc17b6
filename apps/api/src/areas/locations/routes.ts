import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import type { LocationsService } from './service.ts';

/** The acting client's places of supply and usage points (spec §7: /api/locations, /api/locations/gsrn). */
export const locationRoutes: FastifyPluginCallback<{ service: LocationsService }> = (
  app,
  { service },
  done,
) => {
  endpoint(app, 'locations', (_request, _reply, session) => service.locations(session.acting.id));
  endpoint(app, 'gsrnLocations', (_request, _reply, session) => service.gsrnLocations(session.acting.id));
  done();
};
