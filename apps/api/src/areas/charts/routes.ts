import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import type { ReadingsService } from './service.ts';

export const chartRoutes: FastifyPluginCallback<{ service: ReadingsService }> = (app, { service }, done) => {
  endpoint(app, 'readings', async (request, reply, session) => {
    const asker = { clientId: session.acting.id, sessionKey: session.tokenHash, siteId: request.site.id };
    const { tag, json } = await service.readings(asker, request.query, request.headers['if-none-match']);
    // Personal: kept by this browser only, and asked again each time (a 304 when nothing changed).
    reply.header('etag', tag).header('cache-control', 'private, no-cache');
    if (!json) return reply.code(304).send();
    // The answer is JSON bytes already (see energy/readings.ts): sent as they are.
    return reply.type('application/json; charset=utf-8').send(json);
  });
  done();
};
