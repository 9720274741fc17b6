import type { FastifyPluginCallback } from 'fastify';
import { sameSitePath } from '@vool/api-client';
import { endpoint } from '../../endpoint.ts';
import { overHttps } from '../../transport.ts';
import { overrideCookie, schemeCookie, schemeCookieMaxAge } from '../../document/scheme.ts';

export const preferenceRoutes: FastifyPluginCallback = (app, _options, done) => {
  // JSON from the portal, or a plain form post from the page without script: one schema checks both.
  endpoint(app, 'colorScheme', (request, reply) => {
    const choice = request.body.scheme;
    const options = {
      path: '/',
      maxAge: schemeCookieMaxAge,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: overHttps(request),
    };
    const system = choice === 'system';
    reply.setCookie(overrideCookie, system ? 'false' : 'true', options);
    if (!system) reply.setCookie(schemeCookie, choice, options);
    // A plain form post (no script) goes back to the page it came from.
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      // Only a page of this site: a Referer from elsewhere must not become a redirect target.
      return reply.redirect(sameSitePath(request.headers.referer, request.siteOrigin) ?? '/', 303);
    }
    return reply.code(204).send();
  });
  done();
};
