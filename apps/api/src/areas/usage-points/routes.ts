import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import type { UsagePointsService } from './service.ts';

/** Spec §7: `GET /api/usage-points/me` and `POST /api/usage-points/search`, the acting client's only. */
export const usagePointRoutes: FastifyPluginCallback<{ service: UsagePointsService }> = (
  app,
  { service },
  done,
) => {
  endpoint(app, 'usagePoints', (request, _reply, session) => service.list(session.acting.id, request.query));
  endpoint(app, 'searchUsagePoints', (request, _reply, session) =>
    service.search(session.acting.id, request.body),
  );
  done();
};
