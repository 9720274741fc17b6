import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import { actorOf } from './actor.ts';
import type { OutageContactsService } from './outage-contacts.ts';

export interface OutageRoutesOptions {
  service: OutageContactsService;
}

/** Spec §2, the outage-contacts tab of the settings: only where the site has it switched on. */
export const outageRoutes: FastifyPluginCallback<OutageRoutesOptions> = (app, { service }, done) => {
  requireFeature(app, 'user-settings');
  requireFeature(app, 'outage-contacts');

  endpoint(app, 'outageAddresses', (_request, _reply, session) => service.addresses(session.acting.id));
  endpoint(app, 'outageContacts', (request, _reply, session) =>
    service.get(request.site, session.acting.id, request.query.contractId),
  );
  endpoint(app, 'updateOutageContacts', (request, _reply, session) =>
    service.update(request.site, actorOf(request, session), request.body),
  );
  done();
};
