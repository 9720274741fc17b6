import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { HttpError } from './errors.ts';
import { preferenceRoutes } from './areas/preferences/routes.ts';
import { siteRoutes } from './areas/site/routes.ts';

const require = createRequire(import.meta.url);
const tokensDist = path.join(path.dirname(require.resolve('@vool/tokens/package.json')), 'dist');
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

export async function buildApp(
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(fastifyStatic, { root: tokensDist, prefix: '/tokens/', maxAge: '1h' });
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1h',
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body());
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      return reply
        .code(status)
        .send({ name: 'BadRequest', message: (error as Error).message, code: 'BAD_REQUEST' });
    }
    request.log.error(error);
    return reply.code(500).send({ name: 'InternalError', message: 'Something went wrong on our side' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ name: 'NotFound', message: `No such page: ${request.url}`, code: 'NOT_FOUND' }),
  );

  await app.register(siteRoutes);
  await app.register(preferenceRoutes);
  return app;
}
