import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import type { OutageSite, OutagesService } from './service.ts';

export interface OutageRoutesOptions {
  outages: OutagesService;
}

const siteOf = (request: FastifyRequest): OutageSite => ({
  themeId: request.site.config.theme_id,
  countryCode: request.site.countryCode,
});

/**
 * The outages at the acting client's places, a meter's power events (another client's usage point is
 * 404 as an unknown one) and the compensation tracker. All 404 on a site without `outages`.
 */
export const outageRoutes: FastifyPluginCallback<OutageRoutesOptions> = (app, { outages }, done) => {
  requireFeature(app, 'outages');
  endpoint(app, 'outages', (request, _reply, session) => outages.list(siteOf(request), session.acting.id));
  endpoint(app, 'meterEvents', (request, _reply, session) =>
    outages.meterEvents(session.acting.id, request.params.gsrn),
  );
  endpoint(app, 'compensation', (request, _reply, session) =>
    outages.compensation(siteOf(request), session.acting.id, request.query),
  );
  done();
};
