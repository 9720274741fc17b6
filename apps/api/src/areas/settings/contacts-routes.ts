import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import { siteOfRequest } from '../site/sites.ts';
import { actorOf } from './actor.ts';
import type { ContactsService } from './contacts-service.ts';

export interface ContactsRoutesOptions {
  service: ContactsService;
}

/** Spec §2, the contacts tab of the settings. */
export const contactsRoutes: FastifyPluginCallback<ContactsRoutesOptions> = (app, { service }, done) => {
  requireFeature(app, 'user-settings');

  endpoint(app, 'contacts', (_request, _reply, session) => service.read(session.acting.id));

  endpoint(app, 'updateContacts', (request, _reply, session) =>
    service.update(request.log, siteOfRequest(request), actorOf(request, session), request.body),
  );

  endpoint(app, 'primaryContacts', (_request, _reply, session) => service.primary(session.acting.id));
  done();
};
