import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { HttpError } from '../../errors.ts';
import type { SessionService } from '../auth/sessions.ts';
import { actorOf } from '../settings/actor.ts';
import { siteOfRequest } from '../site/sites.ts';
import type { MeRepository } from './repository.ts';
import type { MeService } from './service.ts';

export interface MeOptions {
  repository: MeRepository;
  service: MeService;
  sessions: SessionService;
}

export const meRoutes: FastifyPluginCallback<MeOptions> = (app, { repository, service, sessions }, done) => {
  endpoint(app, 'me', (_request, _reply, session) => service.profile(session.acting.id));

  endpoint(app, 'updateMe', async (request, _reply, session) => {
    await service.update(request.log, siteOfRequest(request), actorOf(request, session), request.body);
    sessions.forgetUser(session.acting.id);
    return service.profile(session.acting.id);
  });

  // The link mailed to a new address: following it proves the address is the customer's. It needs no
  // session, as the mail may be opened on another device.
  endpoint(app, 'confirmEmail', async (request, reply) => {
    const { result, clientId } = await service.confirmEmail(request.site.id, request.query.token);
    if (clientId !== undefined) sessions.forgetUser(clientId);
    return reply.header('cache-control', 'no-store').redirect(`/settings?tab=contacts&email=${result}`, 303);
  });

  endpoint(app, 'representatives', async (_request, _reply, session) => {
    // Spec §6: a new customer has no one to choose between.
    if (session.user.isNew) return [];
    const rows = await repository.representatives(session.user.id);
    return rows.map((row) => ({
      clientCode: row.client_code,
      name: row.name,
      type: row.type,
      self: row.id === session.user.id,
      active: row.id === session.acting.id,
    }));
  });

  endpoint(app, 'switchRepresentative', async (request, reply, session) => {
    const allowed = session.user.isNew ? [] : await repository.representatives(session.user.id);
    const target = allowed.find((c) => c.client_code === request.body.representativeCode);
    // The same answer for "no such client" and "not yours": codes of others are not confirmed.
    if (!target) {
      throw new HttpError(403, 'Forbidden', 'You may not act for this client', 'NOT_A_REPRESENTATIVE');
    }
    const switched = await sessions.switchTo(session, { id: target.id, clientCode: target.client_code });
    sessions.setUserIdCookie(request, reply, target.client_code);
    return sessions.toSession(switched);
  });
  done();
};
