import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import {
  endpoints,
  endpointSchemas,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointName,
  type SessionUse,
} from '@vool/api-client';
import type { ActiveSession, SessionService } from './areas/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the route needs a session (from the endpoint table); `loadSessions` reads it. */
    session?: SessionUse;
  }
  interface FastifyRequest {
    /** The session, read before validation for a route that uses one. */
    session?: ActiveSession;
  }
}

/** What a handler is given of the session: one for sure, perhaps one, or none. */
type SessionOf<N extends EndpointName> = (typeof endpoints)[N]['session'] extends 'required'
  ? ActiveSession
  : (typeof endpoints)[N]['session'] extends 'optional'
    ? ActiveSession | undefined
    : undefined;

export type EndpointRequest<N extends EndpointName> = FastifyRequest<{
  Params: EndpointInput<N>['params'];
  Querystring: EndpointInput<N>['query'];
  Body: EndpointInput<N>['body'];
}>;

export type EndpointHandler<N extends EndpointName> = (
  request: EndpointRequest<N>,
  reply: FastifyReply,
  session: SessionOf<N>,
) => Promise<EndpointAnswer<N> | FastifyReply | undefined> | EndpointAnswer<N> | FastifyReply | undefined;

/**
 * Registers an endpoint of `@vool/api-client`'s table: its method, path, schemas and session use come
 * from there, so the route, the typed client and the portal cannot disagree on them. The handler is
 * given the session the table says it uses.
 */
export function endpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: EndpointHandler<N>,
  options: { config?: FastifyContextConfig; bodyLimit?: number } = {},
): void {
  const { method, path, session } = endpoints[name];
  const schemas = endpointSchemas[name] as Partial<
    Record<'params' | 'querystring' | 'body' | 'response', object>
  >;
  const schema: RouteShorthandOptions['schema'] = {
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.querystring ? { querystring: schemas.querystring } : {}),
    ...(schemas.body ? { body: schemas.body } : {}),
    ...(schemas.response ? { response: { 200: schemas.response } } : {}),
  };
  app.route({
    method,
    url: path,
    schema,
    config: { ...options.config, session },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: (request, reply) =>
      handler(request as EndpointRequest<N>, reply, request.session as SessionOf<N>),
  });
}

/**
 * preValidation: reads the session of a route that uses one, before its input is looked at, so a
 * request without one is told to sign in (401) rather than what is wrong with its input.
 */
export function loadSessions(app: FastifyInstance, sessions: SessionService): void {
  app.addHook('preValidation', async (request, reply) => {
    const use = request.routeOptions.config.session;
    if (use === 'required') request.session = await sessions.require(request, reply);
    else if (use === 'optional') request.session = await sessions.current(request, reply);
  });
}
