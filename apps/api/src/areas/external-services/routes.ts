import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { localeOf } from '../../document/context.ts';
import { externalServicesOf } from './catalogue.ts';

/** Spec §7 `GET /api/external-services?type=`: the acting site's, the one the request's host names. */
export const externalServiceRoutes: FastifyPluginCallback = (app, _options, done) => {
  endpoint(app, 'externalServices', (request) =>
    externalServicesOf(request.site, localeOf(request), request.query.type),
  );
  done();
};
