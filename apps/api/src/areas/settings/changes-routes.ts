import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import type { ChangesRepository } from './changes-repository.ts';

export interface ChangesRoutesOptions {
  repository: ChangesRepository;
}

/** "Recent changes to your account": the acting client's, whoever made them. */
export const changesRoutes: FastifyPluginCallback<ChangesRoutesOptions> = (app, { repository }, done) => {
  requireFeature(app, 'user-settings');
  endpoint(app, 'accountChanges', (_request, _reply, session) => repository.latest(session.acting.id));
  done();
};
