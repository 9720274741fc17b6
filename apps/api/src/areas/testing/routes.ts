import type { FastifyPluginCallback } from 'fastify';

/**
 * Routes only tests use, registered when the app is built with `testRoutes` (`TEST_ROUTES=on` for the
 * server; see config.ts). They make happen what cannot be provoked on purpose through the product.
 */
export const testRoutes: FastifyPluginCallback = (app, _options, done) => {
  // A handler that throws, for any method: the answer is the real 500 of error-handler.ts, not a copy.
  app.all('/api/test/fail', () => {
    throw new Error('A failure the tests asked for');
  });
  done();
};
