import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import type { SessionService } from '../auth/sessions.ts';

export interface TestRoutesOptions {
  sessions: SessionService;
  now: () => Date;
  /** The built portal, whose service worker a "next build" changes. */
  portalDir: string;
}

/**
 * Routes only tests use, registered when the app is built with `testRoutes` (`TEST_ROUTES=on` for the
 * server; see config.ts). They make happen what cannot be provoked on purpose through the product.
 */
export const testRoutes: FastifyPluginCallback<TestRoutesOptions> = (
  app,
  { sessions, now, portalDir },
  done,
) => {
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

  // A deploy of the next build, as an installed app meets it: after this, the site's `/sw.js` is its
  // script with one more line, so the browser's next check finds a new worker (only on the host that
  // asked, so the other tests' sites keep theirs; `?on=false` ends it).
  const nextBuild = new Set<string>();
  app.post<{ Querystring: { on?: string } }>('/api/test/next-build', (request, reply) => {
    if (request.query.on === 'false') nextBuild.delete(request.host);
    else nextBuild.add(request.host);
    return reply.code(204).send();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url !== '/sw.js' || !nextBuild.has(request.host)) return;
    const script = await readFile(path.join(portalDir, 'sw.js'), 'utf8');
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`${script}\n// the next build\n`);
  });
  done();
};
// Its hook must see every request (the worker's script is a static file's), not only its own routes'.
Object.assign(testRoutes, { [Symbol.for('skip-override')]: true });
