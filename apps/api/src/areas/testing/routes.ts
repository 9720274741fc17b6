import type { FastifyPluginCallback } from 'fastify';
import type { SessionService } from '../auth/sessions.ts';

export interface TestRoutesOptions {
  sessions: SessionService;
  now: () => Date;
}

/**
 * Routes only tests use, registered when the app is built with `testRoutes` (`TEST_ROUTES=on` for the
 * server; see config.ts). They make happen what cannot be provoked on purpose through the product.
 */
export const testRoutes: FastifyPluginCallback<TestRoutesOptions> = (app, { sessions, now }, done) => {
  // A handler that throws, for any method: the answer is the real 500 of error-handler.ts, not a copy.
  app.all('/api/test/fail', () => {
    throw new Error('A failure the tests asked for');
  });

  // Makes this session's sign-in `minutes` old, as if the user had signed in that long ago: a browser
  // test of the step-up before a bank account change cannot wait a quarter of an hour.
  app.post<{ Querystring: { minutes?: string } }>(
    '/api/test/sign-in-age',
    { config: { session: 'required' } },
    async (request, reply) => {
      const minutes = Number(request.query.minutes ?? '20');
      const session = request.session;
      if (!session || !Number.isFinite(minutes)) return reply.code(400).send();
      await sessions.authenticated(session, new Date(now().getTime() - minutes * 60_000));
      return reply.code(204).send();
    },
  );
  done();
};
