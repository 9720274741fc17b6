import type { FastifyPluginCallback } from 'fastify';
import type { NotificationEvaluator } from './notification-evaluator.ts';

export interface NotificationSandboxOptions {
  evaluator: NotificationEvaluator;
  now: () => Date;
}

/**
 * The outbox page's "Run notifications now": what the timer does every ten minutes, for this site at
 * once, so a tester sees the messages without waiting. Back to the outbox with the count sent, or the
 * deliveries as JSON when asked for.
 */
export const notificationSandboxRoutes: FastifyPluginCallback<NotificationSandboxOptions> = (
  app,
  { evaluator, now },
  done,
) => {
  app.post('/sandbox/notifications/run', async (request, reply) => {
    const sent = await evaluator.evaluateNotifications(request.site, now());
    reply.header('cache-control', 'no-store');
    if ((request.headers.accept ?? '').includes('application/json')) return { sent };
    return reply.redirect(`/sandbox/mail?notifications=${sent.length}`, 303);
  });
  done();
};
