import type { FastifyError, FastifyPluginCallback, FastifyRequest } from 'fastify';
import {
  CreatedInstallation,
  Installation,
  InstallationAuthToken,
  InstallationParams,
  InstallationUpdate,
  NewInstallation,
  PushRegistration,
  PushRegistrationBody,
  PushRegistrationParams,
  VendorSiteParams,
  vendorPaths,
} from '@vool/api-client';
import { HttpError } from '../../errors.ts';
import { VendorError, vendorErrorBody, type InstallationIdentity } from '../../integrations/installations.ts';
import type { PushMessaging, PushSite } from '../../integrations/push-messaging.ts';

export interface VendorRoutesOptions {
  installations: InstallationIdentity;
  push: PushMessaging;
}

/** Registrations a client address may make a minute, per vendor: a browser makes one now and then. */
const registrationLimit = { max: 30, timeWindow: 60_000 };

/** `FIS_v2 <token>` from a header, or a 401: no token, no answer about anything else. */
function fisToken(value: string | string[] | undefined): string {
  const match = typeof value === 'string' ? /^FIS_v2 ([A-Za-z0-9._~+/=-]{1,512})$/.exec(value) : null;
  if (!match) throw new VendorError(401, 'Request is missing required authentication credential.');
  return match[1]!;
}

/**
 * The installation-identity and push-messaging vendors' HTTP APIs, served by this server under
 * /vendor/ for the site of the request's host (the path's theme must be it). They answer as the real
 * services do, with their own error body, and exist only where the site has push notifications.
 */
export const vendorRoutes: FastifyPluginCallback<VendorRoutesOptions> = (
  app,
  { installations, push },
  done,
) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof VendorError) return reply.code(error.statusCode).send(error.body());
    if (error.validation) return reply.code(400).send(vendorErrorBody(400, `Invalid ${error.message}`));
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      // The portal's own 422 (the input guard) is the vendor's 400.
      const code = status === 422 ? 400 : status;
      return reply
        .headers(error instanceof HttpError ? (error.headers ?? {}) : {})
        .code(code)
        .send(vendorErrorBody(code, error.message));
    }
    request.log.error({ err: error }, 'push vendor failed');
    return reply.code(500).send(vendorErrorBody(500, 'Internal error encountered.'));
  });

  // The project is the site the host names; another theme in the path, or a site without push, is none.
  app.addHook('onRequest', (request: FastifyRequest, _reply, next) => {
    const { themeId } = request.params as { themeId?: string };
    const site = request.site.config;
    const known = themeId === site.theme_id && site.features.includes('push-notifications');
    next(known ? undefined : new VendorError(404, 'Project not found.'));
  });
  const siteOf = (request: FastifyRequest): PushSite => ({
    id: request.site.id,
    themeId: request.site.config.theme_id,
  });

  app.post<{ Params: VendorSiteParams; Body: NewInstallation }>(
    vendorPaths.installations,
    {
      schema: { params: VendorSiteParams, body: NewInstallation, response: { 201: CreatedInstallation } },
      config: { rateLimit: registrationLimit },
    },
    async (request, reply) =>
      reply.code(201).send(await installations.register(siteOf(request), request.body)),
  );

  app.post<{ Params: InstallationParams }>(
    vendorPaths.generateAuthToken,
    { schema: { params: InstallationParams, response: { 200: InstallationAuthToken } } },
    (request) =>
      installations.generateAuthToken(
        request.site.id,
        request.params.fid,
        fisToken(request.headers.authorization),
      ),
  );

  app.patch<{ Params: InstallationParams; Body: InstallationUpdate }>(
    vendorPaths.installation,
    { schema: { params: InstallationParams, body: InstallationUpdate, response: { 200: Installation } } },
    (request) =>
      installations.update(
        request.site.id,
        request.params.fid,
        fisToken(request.headers.authorization),
        request.body,
      ),
  );

  app.delete<{ Params: InstallationParams }>(
    vendorPaths.installation,
    { schema: { params: InstallationParams } },
    async (request) => {
      await installations.remove(
        request.site.id,
        request.params.fid,
        fisToken(request.headers.authorization),
      );
      return {};
    },
  );

  app.post<{ Params: VendorSiteParams; Body: PushRegistrationBody }>(
    vendorPaths.registrations,
    {
      schema: { params: VendorSiteParams, body: PushRegistrationBody, response: { 200: PushRegistration } },
      config: { rateLimit: registrationLimit },
    },
    (request) =>
      push.register(
        siteOf(request),
        fisToken(request.headers['x-installation-auth']),
        request.body.subscription,
      ),
  );

  app.patch<{ Params: PushRegistrationParams; Body: PushRegistrationBody }>(
    vendorPaths.registration,
    {
      schema: {
        params: PushRegistrationParams,
        body: PushRegistrationBody,
        response: { 200: PushRegistration },
      },
    },
    (request) =>
      push.update(
        siteOf(request),
        fisToken(request.headers['x-installation-auth']),
        request.params.token,
        request.body.subscription,
      ),
  );

  app.delete<{ Params: PushRegistrationParams }>(
    vendorPaths.registration,
    { schema: { params: PushRegistrationParams } },
    async (request) => {
      await push.unregister(
        siteOf(request),
        fisToken(request.headers['x-installation-auth']),
        request.params.token,
      );
      return {};
    },
  );
  done();
};
