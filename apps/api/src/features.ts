import type { FastifyInstance } from 'fastify';
import type { SiteFeature } from '@vool/api-client';
import { HttpError } from './errors.ts';

/**
 * Every route of the calling plugin answers 404 on a site that has `feature` switched off (spec §1),
 * as if it were not there: the API keeps the switch, not only the portal's menu.
 */
export function requireFeature(app: FastifyInstance, feature: SiteFeature): void {
  app.addHook('onRequest', (request, _reply, next) => {
    next(
      request.site.config.features.includes(feature)
        ? undefined
        : new HttpError(404, 'NotFound', `This site does not offer ${feature}`, 'FEATURE_DISABLED'),
    );
  });
}
