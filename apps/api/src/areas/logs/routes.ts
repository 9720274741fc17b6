import type { FastifyPluginCallback } from 'fastify';
import type { LogBody as LogBodyType } from '@vool/api-client';
import type { SessionService } from '../auth/sessions.ts';
import type { LogRepository } from './repository.ts';
import * as schemas from './schemas.ts';

export interface LogOptions {
  repository: LogRepository;
  sessions: SessionService;
  limit: { max: number; timeWindow: number };
}

/** Render errors can happen before sign-in, so anonymous logs are taken too (rate-limited, size-capped). */
export const logRoutes: FastifyPluginCallback<LogOptions> = (app, { repository, sessions, limit }, done) => {
  app.post<{ Body: LogBodyType }>(
    '/api/logs',
    { schema: { body: schemas.LogBody }, bodyLimit: 32 * 1024, config: { rateLimit: limit } },
    async (request, reply) => {
      const session = await sessions.current(request, reply);
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
  );
  done();
};
