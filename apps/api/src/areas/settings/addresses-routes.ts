import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import { actorOf } from './actor.ts';
import type { AddressesService } from './addresses.ts';

export interface AddressesRoutesOptions {
  service: AddressesService;
}

/** Spec §2, the addresses tab of the settings: the postal and the billing address. */
export const addressesRoutes: FastifyPluginCallback<AddressesRoutesOptions> = (app, { service }, done) => {
  requireFeature(app, 'user-settings');

  endpoint(app, 'addresses', (request, _reply, session) =>
    service.list(session.acting.id, request.query.requestType),
  );

  endpoint(app, 'updateAddress', (request, _reply, session) =>
    service.put(actorOf(request, session), request.body),
  );
  done();
};
