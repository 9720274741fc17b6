import type { FastifyPluginCallback } from 'fastify';
import { sameSitePath } from '@vool/api-client';
import { validationError } from '../../errors.ts';
import { endpoint } from '../../endpoint.ts';
import { overHttps } from '../../transport.ts';
import { overrideCookie, schemeCookie, schemeCookieMaxAge } from '../../document/scheme.ts';

const choices = ['light', 'dark', 'system'] as const;
type Choice = (typeof choices)[number];

export const preferenceRoutes: FastifyPluginCallback = (app, _options, done) => {
  // JSON or a plain form post (no schema): the one field is read here.
  endpoint(app, 'colorScheme', (request, reply) => {
    const wanted = (request.body as { scheme?: unknown } | undefined)?.scheme;
    const choice = choices.find((c) => c === wanted);
    if (!choice) throw validationError(`scheme must be one of ${choices.join(', ')}`, 'INVALID_COLOR_SCHEME');
    const options = {
      path: '/',
      maxAge: schemeCookieMaxAge,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: overHttps(request),
    };
    const system = choice === ('system' satisfies Choice);
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
