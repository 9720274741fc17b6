import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import { localeOf } from '../../document/context.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import type { Customer, SupportService } from './service.ts';
import { channelsOf } from './topics.ts';

/** The acting client owns what is written; the signed-in user (perhaps a representative) writes it. */
const customerOf = (request: FastifyRequest, session: ActiveSession): Customer => ({
  siteId: request.site.id,
  clientId: session.acting.id,
  name: session.user.name,
  features: request.site.config.features,
  timezone: request.site.config.timezone,
});

/**
 * Spec §2 /support: the customer's tickets and the ways to reach customer service. The topics a
 * ticket chooses from are feedback's (areas/feedback), served also where support is switched off.
 */
export const supportRoutes: FastifyPluginCallback<{ service: SupportService }> = (app, { service }, done) => {
  requireFeature(app, 'support');

  endpoint(app, 'supportChannels', (request) => channelsOf(request.site, localeOf(request)));

  endpoint(app, 'tickets', (request, _reply, session) => service.list(session.acting.id, localeOf(request)));

  endpoint(app, 'createTicket', (request, _reply, session) =>
    service.create(customerOf(request, session), request.body, localeOf(request)),
  );

  endpoint(app, 'ticket', (request, _reply, session) =>
    service.open(session.acting.id, Number(request.params.id), localeOf(request)),
  );

  endpoint(app, 'commentTicket', (request, _reply, session) =>
    service.comment(
      customerOf(request, session),
      Number(request.params.id),
      request.body.comment,
      localeOf(request),
    ),
  );

  endpoint(app, 'cancelTicket', (request, _reply, session) =>
    service.cancel(session.acting.id, Number(request.params.id), localeOf(request)),
  );
  done();
};
