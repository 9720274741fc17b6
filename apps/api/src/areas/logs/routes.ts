import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import type { LogRepository } from './repository.ts';

export interface LogOptions {
  repository: LogRepository;
  limit: { max: number; timeWindow: number };
}

/** Render errors can happen before sign-in, so anonymous logs are taken too (rate-limited, size-capped). */
export const logRoutes: FastifyPluginCallback<LogOptions> = (app, { repository, limit }, done) => {
  endpoint(
    app,
    'log',
    async (request, reply, session) => {
      await repository.storeLog({
        siteId: request.site.id,
        clientId: session?.acting.id ?? null,
        level: request.body.level,
        message: request.body.message,
        payload: request.body.payload,
        source: typeof request.body.payload?.source === 'string' ? request.body.payload.source : 'client',
        requestId: request.id,
      });
      return reply.code(204).send();
    },
    { bodyLimit: 32 * 1024, config: { rateLimit: limit } },
  );
  done();
};
