import type { FastifyPluginCallback } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { localeOf } from '../../document/context.ts';
import { topicsIn } from '../support/topics.ts';
import type { FeedbackService } from './service.ts';

/**
 * Spec §7 feedback. Not behind the `support` switch: a site that answers questions elsewhere still
 * hears what its customers think. The topics are the support tickets' own.
 */
export const feedbackRoutes: FastifyPluginCallback<{ service: FeedbackService }> = (
  app,
  { service },
  done,
) => {
  endpoint(app, 'feedbackTopics', (request) => topicsIn(localeOf(request)));

  endpoint(app, 'sendFeedback', (request, _reply, session) =>
    service.send(
      {
        siteId: request.site.id,
        clientId: session.acting.id,
        userId: session.user.id,
        locale: localeOf(request),
      },
      request.body,
    ),
  );
  done();
};
