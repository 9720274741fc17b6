import type { FastifyBaseLogger, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderId, Providers as ProvidersType } from '@vool/api-client';
import { randomToken, safeEqual, sha256, sign, unsign } from '../../crypto.ts';
import { HttpError, validationError } from '../../errors.ts';
import type { EidProvider } from '../../integrations/eid.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import type { BackgroundWork } from '../../background.ts';
import { safeCallbackPath } from '../../redirects.ts';
import { overHttps } from '../../transport.ts';
import type { AuthRepository } from './repository.ts';
import { siteOfRequest, type SiteOfRequest } from '../site/sites.ts';
import type { LogRepository } from '../logs/repository.ts';
import type { SessionService } from './sessions.ts';
import { endpoint } from '../../endpoint.ts';

export interface AuthOptions {
  repository: AuthRepository;
  logs: LogRepository;
  sessions: SessionService;
  eid: EidProvider;
  mailer: Mailer;
  secret: string;
  now: () => Date;
  /** Sign-in posts per IP and window. */
  signInLimit: { max: number; timeWindow: number };
  /** Magic links one address may be sent per 15 minutes. */
  magicLinksPerAddress: number;
  /** Where mail is sent from, after the answer has gone. */
  background: BackgroundWork;
}

export const magicLinkLifetimeMs = 15 * 60_000;
/** How long an e-ID sign-in may take, from the sign-in post to the callback. */
const signInStateLifetimeMs = 10 * 60_000;
const stateCookie = 'vool.auth-state';
const providerNames: Record<ProviderId, string> = { telia: 'Telia e-ID', email: 'E-mail' };

export function enabledProviders(features: readonly string[]): ProviderId[] {
  return (['telia', 'email'] as const).filter((id) => features.includes(`sign-in-${id}`));
}

/** The site's sign-in methods, as next-auth lists its providers. */
export function providersFor(request: FastifyRequest): ProvidersType {
  const origin = request.siteOrigin;
  const result: ProvidersType = {};
  for (const id of enabledProviders(request.site.config.features)) {
    result[id] = {
      id,
      name: providerNames[id],
      type: id === 'email' ? 'email' : 'oauth',
      signinUrl: `${origin}/api/auth/signin/${id}`,
      callbackUrl: `${origin}/api/auth/callback/${id}`,
    };
  }
  return result;
}

const errorUrl = (error: string) => `/auth/error?error=${encodeURIComponent(error)}`;

/** next-auth answers `{ url }` to its client (json=true) and redirects a plain form post. */
function go(reply: FastifyReply, url: string, json: boolean) {
  return json ? reply.send({ url }) : reply.redirect(url, 302);
}

export const authRoutes: FastifyPluginCallback<AuthOptions> = (app, options, done) => {
  const { repository, sessions, eid, mailer, secret, now } = options;
  const provider = (request: FastifyRequest, id: string): ProviderId => {
    const found = enabledProviders(request.site.config.features).find((p) => p === id);
    if (!found) throw new HttpError(404, 'NotFound', `No sign-in provider ${id} on this site`, 'NO_PROVIDER');
    return found;
  };

  endpoint(app, 'authSession', (_request, _reply, session) => (session ? sessions.toSession(session) : {}));

  endpoint(app, 'authCsrf', (request, reply) => ({ csrfToken: sessions.csrfToken(request, reply) }));

  endpoint(app, 'authProviders', (request) => providersFor(request));

  endpoint(
    app,
    'signIn',
    async (request, reply) => {
      const id = provider(request, request.params.provider);
      sessions.assertCsrf(request, request.body.csrfToken);
      const callbackUrl = safeCallbackPath(request.body.callbackUrl, request);
      const json = request.body.json === 'true';
      if (id === 'telia') {
        const state = randomToken(16);
        // The state is kept on the server, to be used up by the callback, and in this browser's
        // cookie, so a callback from another browser (a link someone was sent) does not match.
        await repository.createAuthState({
          stateHash: sha256(state),
          siteId: request.site.id,
          callbackUrl,
          expiresAt: new Date(now().getTime() + signInStateLifetimeMs),
        });
        reply.setCookie(stateCookie, sign(secret, state), {
          path: '/api/auth/callback',
          httpOnly: true,
          sameSite: 'lax',
          secure: overHttps(request),
          maxAge: signInStateLifetimeMs / 1000,
        });
        return go(
          reply,
          eid.authorizationUrl({ state, redirectUri: `${request.siteOrigin}/api/auth/callback/telia` }),
          json,
        );
      }
      const email = request.body.email;
      if (!email) throw validationError('email is required for e-mail sign-in', 'EMAIL_REQUIRED');
      // Looked up and mailed after the answer has gone: the same answer, in the same time, whether or
      // not the address is a customer's.
      const site = siteOfRequest(request);
      options.background.run('magic link', () => sendMagicLink(request.log, site, email, callbackUrl));
      return go(reply, '/auth/confirm-request?provider=email', json);
    },
    { config: { rateLimit: options.signInLimit } },
  );

  async function sendMagicLink(
    log: FastifyBaseLogger,
    site: SiteOfRequest,
    email: string,
    callbackUrl: string,
  ) {
    const person = await repository.findPersonByEmail(site.id, email);
    if (!person?.email) return;
    const current = now();
    const token = randomToken();
    const stored = await repository.createMagicLinkWithin(
      {
        tokenHash: sha256(token),
        siteId: site.id,
        clientId: person.id,
        callbackUrl,
        createdAt: current,
        expiresAt: new Date(current.getTime() + magicLinkLifetimeMs),
      },
      { since: new Date(current.getTime() - magicLinkLifetimeMs), max: options.magicLinksPerAddress },
    );
    if (!stored) {
      log.warn({ clientId: person.id }, 'magic link limit reached; no mail sent');
      return;
    }
    const link = `${site.origin}/api/auth/callback/email?${new URLSearchParams({ token, email: person.email }).toString()}`;
    const company = site.company;
    await mailer.send({
      siteId: site.id,
      to: person.email,
      subject: `Sign in to ${company}`,
      body: `Hello ${person.name},\n\nSign in to ${company} with this link. It works once, for 15 minutes:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
      link,
    });
  }

  endpoint(app, 'authCallback', async (request, reply) => {
    const id = provider(request, request.params.provider);
    if (id === 'email') {
      const token = request.query.token ?? '';
      const link = token
        ? await repository.consumeMagicLink(sha256(token), request.site.id, now())
        : undefined;
      if (!link) return reply.redirect(errorUrl('Verification'), 302);
      const code = await clientCodeOf(link.client_id);
      await sessions.start(request, reply, { id: link.client_id, clientCode: code });
      return reply.redirect(link.callback_url, 302);
    }
    const started = unsign(secret, request.cookies[stateCookie]);
    reply.clearCookie(stateCookie, { path: '/api/auth/callback' });
    // A callback without the state this browser started with is someone else's sign-in; one whose
    // state was already used (or never issued here) is a replay.
    const state = request.query.state;
    const callbackUrl =
      started && state && safeEqual(started, state)
        ? await repository.consumeAuthState(sha256(state), request.site.id, now())
        : undefined;
    if (callbackUrl === undefined) return reply.redirect(errorUrl('OAuthCallback'), 302);
    if (request.query.error || !request.query.code) return reply.redirect(errorUrl('AccessDenied'), 302);
    const identity = await eid.exchange(request.query.code);
    const person = identity ? await repository.findPersonBySsn(request.site.id, identity.ssn) : undefined;
    if (!person) return reply.redirect(errorUrl('AccessDenied'), 302);
    await sessions.start(request, reply, { id: person.id, clientCode: await clientCodeOf(person.id) });
    return reply.redirect(callbackUrl, 302);
  });

  const clientCodeOf = (id: number) => repository.clientCode(id);

  endpoint(app, 'signOut', async (request, reply) => {
    sessions.assertCsrf(request, request.body.csrfToken);
    await sessions.end(request, reply);
    return go(reply, safeCallbackPath(request.body.callbackUrl, request), request.body.json === 'true');
  });

  endpoint(
    app,
    'authLog',
    async (request, reply, session) => {
      await options.logs.storeLog({
        siteId: request.site.id,
        clientId: session?.acting.id ?? null,
        level: request.body.level,
        message: request.body.message ?? request.body.code ?? '',
        payload: request.body.code ? { code: request.body.code } : undefined,
        source: 'next-auth',
        requestId: request.id,
      });
      return reply.code(204).send();
    },
    { config: { rateLimit: options.signInLimit } },
  );
  done();
};
