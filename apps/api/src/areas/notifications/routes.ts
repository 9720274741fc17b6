import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import { overHttps } from '../../transport.ts';
import { deviceOf } from '../settings/audit.ts';
import type { PushService } from './service.ts';

/**
 * This browser's push token, set when it links one: which of a client's devices is this browser, for
 * whichever client the user acts for (a representative links the same browser for each).
 */
const deviceCookie = 'push-token';
const cookiePath = '/api/notifications';

const browserTokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.cookies[deviceCookie];
  return value && /^[A-Za-z0-9_-]{1,512}$/.test(value) ? value : undefined;
};

const cookieOptions = (request: FastifyRequest) => ({
  path: cookiePath,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: overHttps(request),
});

/**
 * Spec §7 push calls, for the acting client only (another client's device answers 404). The cookie only
 * says which of the client's devices this browser is: every query still names the client. The browser
 * keeps its cookie after unlinking: the token is still its own, for a later "on" or for another client.
 */
export const pushRoutes: FastifyPluginCallback<{ service: PushService }> = (app, { service }, done) => {
  requireFeature(app, 'push-notifications');

  endpoint(app, 'pushConfiguration', (request) => service.configuration(request.site));

  endpoint(app, 'pushCustomerInfo', (request, _reply, session) =>
    service.customerInfo(session.acting.id, browserTokenOf(request)),
  );

  endpoint(app, 'setPushToken', async (request, reply: FastifyReply, session) => {
    const owner = {
      siteId: request.site.id,
      clientId: session.acting.id,
      userId: session.user.id,
      label: deviceOf(request.headers['user-agent']),
    };
    const linked = await service.setToken(owner, request.body, browserTokenOf(request));
    // A year, renewed whenever the browser links or refreshes its token (every 7 days at most).
    if (linked)
      reply.setCookie(deviceCookie, request.body.token, {
        ...cookieOptions(request),
        maxAge: 365 * 24 * 3600,
      });
    return reply.code(204).send();
  });

  endpoint(app, 'pushDevices', (request, _reply, session) =>
    service.devices(session.acting.id, browserTokenOf(request)),
  );

  endpoint(app, 'deletePushDevice', async (request, reply, session) => {
    await service.removeDevice(session.acting.id, Number(request.params.id));
    return reply.code(204).send();
  });
  done();
};
