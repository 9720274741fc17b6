import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { HttpError } from '../../errors.ts';
import { requireFeature } from '../../features.ts';
import { actorOf } from './actor.ts';
import type { NotificationService } from './notification-service.ts';

export interface NotificationRoutesOptions {
  service: NotificationService;
}

/**
 * Spec §2, the notifications tab of the settings. It exists where contract management is done
 * elsewhere (customers are told of their invoices and consumption here instead) or spot prices are
 * shown; the spot-price alert needs the spot prices themselves.
 */
export const notificationRoutes: FastifyPluginCallback<NotificationRoutesOptions> = (
  app,
  { service },
  done,
) => {
  requireFeature(app, 'user-settings');
  app.addHook('onRequest', (request, _reply, next) => {
    const { features } = request.site.config;
    next(
      features.includes('contract-management-disabled') || features.includes('spot-price')
        ? undefined
        : new HttpError(404, 'NotFound', 'This site does not offer notifications', 'FEATURE_DISABLED'),
    );
  });

  app.register((spot, _options, spotDone) => {
    requireFeature(spot, 'spot-price');
    endpoint(spot, 'spotAlert', (_request, _reply, session) => service.spotAlert(session.acting.id));
    endpoint(spot, 'updateSpotAlert', (request, _reply, session) =>
      service.updateSpotAlert(actorOf(request, session), request.body),
    );
    spotDone();
  });

  endpoint(app, 'notificationSubjects', (request) => service.subjects(request.site));
  endpoint(app, 'notificationSettings', (_request, _reply, session) => service.settings(session.acting.id));
  endpoint(app, 'createNotificationSetting', (request, _reply, session) =>
    service.create(request.site, actorOf(request, session), request.body),
  );
  endpoint(app, 'updateNotificationSetting', (request, _reply, session) =>
    service.update(request.site, actorOf(request, session), Number(request.params.id), request.body),
  );
  done();
};
