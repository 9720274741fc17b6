import type { FastifyPluginCallback } from 'fastify';
import type { Me as MeType, MeUpdate as MeUpdateType } from '@vool/api-client';
import { HttpError } from '../../errors.ts';
import { TtlCache, type CacheOptions } from '../../ttl-cache.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { MeRepository } from './repository.ts';
import * as schemas from './schemas.ts';

export interface MeOptions {
  repository: MeRepository;
  sessions: SessionService;
  /** Profiles are reused as briefly as sessions: this instance's own changes show at once. */
  cache: CacheOptions;
}

export const meRoutes: FastifyPluginCallback<MeOptions> = (app, { repository, sessions, cache }, done) => {
  const profiles = new TtlCache<number, MeType>(cache);
  const read = async (clientId: number): Promise<MeType> => {
    const row = await repository.profile(clientId);
    return {
      clientCode: row.client_code,
      name: row.name,
      type: row.type,
      registryCode: row.registry_code,
      countryCode: row.country_code,
      email: row.email,
      phone: row.phone,
      localeId: row.locale_id,
      isNewCustomer: row.is_new_customer,
    };
  };
  const profile = (clientId: number) => profiles.get(clientId, () => read(clientId));

  app.get('/api/me', { schema: { response: { 200: schemas.Me } } }, async (request, reply) => {
    const session = await sessions.require(request, reply);
    return profile(session.acting.id);
  });

  app.put<{ Body: MeUpdateType }>(
    '/api/me',
    { schema: { body: schemas.MeUpdate, response: { 200: schemas.Me } } },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      await repository.update(session.acting.id, request.body);
      profiles.delete(session.acting.id);
      sessions.forgetUser(session.acting.id);
      return profile(session.acting.id);
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
