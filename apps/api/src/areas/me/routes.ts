import type { FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { MeUpdate as MeUpdateType } from '@vool/api-client';
import { HttpError } from '../../errors.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { MeRepository } from './repository.ts';
import type { MeService } from './service.ts';
import * as schemas from './schemas.ts';

export interface MeOptions {
  repository: MeRepository;
  service: MeService;
  sessions: SessionService;
}

const ConfirmQuery = Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false });

export const meRoutes: FastifyPluginCallback<MeOptions> = (app, { repository, service, sessions }, done) => {
  app.get('/api/me', { schema: { response: { 200: schemas.Me } } }, async (request, reply) => {
    const session = await sessions.require(request, reply);
    return service.profile(session.acting.id);
  });

  app.put<{ Body: MeUpdateType }>(
    '/api/me',
    { schema: { body: schemas.MeUpdate, response: { 200: schemas.Me } } },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      const site = {
        id: request.site.id,
        origin: request.siteOrigin,
        company: request.site.config.company_name,
      };
      await service.update(request.log, site, session.acting.id, request.body);
      sessions.forgetUser(session.acting.id);
      return service.profile(session.acting.id);
    },
  );

  // The link mailed to a new address: following it proves the address is the customer's. It needs no
  // session, as the mail may be opened on another device.
  app.get<{ Querystring: { token: string } }>(
    '/api/me/email/confirm',
    { schema: { querystring: ConfirmQuery } },
    async (request, reply) => {
      const { result, clientId } = await service.confirmEmail(request.site.id, request.query.token);
      if (clientId !== undefined) sessions.forgetUser(clientId);
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/settings?tab=contacts&email=${result}`, 303);
    },
  );

  app.get(
    '/api/me/representatives',
    { schema: { response: { 200: schemas.Representatives } } },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
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
    },
  );

  app.post<{ Body: { representativeCode: string } }>(
    '/api/me/representatives',
    { schema: { body: schemas.SwitchRepresentativeBody, response: { 200: schemas.Session } } },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      const allowed = session.user.isNew ? [] : await repository.representatives(session.user.id);
      const target = allowed.find((c) => c.client_code === request.body.representativeCode);
      // The same answer for "no such client" and "not yours": codes of others are not confirmed.
      if (!target) {
        throw new HttpError(403, 'Forbidden', 'You may not act for this client', 'NOT_A_REPRESENTATIVE');
      }
      const switched = await sessions.switchTo(session, { id: target.id, clientCode: target.client_code });
      sessions.setUserIdCookie(request, reply, target.client_code);
      return sessions.toSession(switched);
    },
  );
  done();
};
