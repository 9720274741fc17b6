import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, safeEqual, sha256, sign, unsign } from '../../crypto.ts';
import { endpoint } from '../../endpoint.ts';
import { HttpError } from '../../errors.ts';
import { requireFeature } from '../../features.ts';
import type { EidProvider } from '../../integrations/eid.ts';
import { safeCallbackPath } from '../../redirects.ts';
import { overHttps } from '../../transport.ts';
import type { SessionService } from '../auth/sessions.ts';
import { freshUntil } from './freshness.ts';
import type { StepUpRepository } from './step-up-repository.ts';

export interface StepUpOptions {
  repository: StepUpRepository;
  sessions: SessionService;
  eid: EidProvider;
  secret: string;
  now: () => Date;
}

/** How long the e-ID confirmation may take, from the post to the callback. */
const stepUpLifetimeMs = 10 * 60_000;
const cookieName = 'vool.step-up';
const callbackPath = '/api/me/step-up/callback';
/** Where a callback goes when it cannot tell where it came from (no state of this browser). */
const fallbackPath = '/settings';

/** Step-up is e-ID: a site without it has only the sign-in's own freshness. */
const available = (request: FastifyRequest) => request.site.config.features.includes('sign-in-telia');

/** The return path with `stepUp=failed` added to its query, still a path of this site. */
function failedPath(request: FastifyRequest, path: string): string {
  const url = new URL(path, request.siteOrigin);
  url.searchParams.set('stepUp', 'failed');
  return safeCallbackPath(url.href, request);
}

const go = (reply: FastifyReply, path: string) =>
  reply.header('cache-control', 'no-store').redirect(path, 302);

/**
 * Confirming who one is again with e-ID (spec §2 settings: bank accounts and the e-mail need a recent
 * sign-in). Like sign-in, the state is kept on the server, bound to this session, and in this browser's
 * signed cookie, and used up once; the identity must be the signed-in person's own.
 */
export const stepUpRoutes: FastifyPluginCallback<StepUpOptions> = (app, options, done) => {
  const { repository, sessions, eid, secret, now } = options;
  requireFeature(app, 'user-settings');

  endpoint(app, 'stepUpStatus', (request, _reply, session) => ({
    authenticatedAt: session.authenticatedAt.toISOString(),
    freshUntil: freshUntil(session.authenticatedAt).toISOString(),
    available: available(request),
  }));

  endpoint(app, 'stepUp', async (request, reply, session) => {
    if (!available(request)) {
      throw new HttpError(404, 'NotFound', 'This site cannot confirm with e-ID', 'STEP_UP_UNAVAILABLE');
    }
    const state = randomToken(16);
    await repository.create({
      stateHash: sha256(state),
      sessionId: session.id,
      // Made safe now: whatever the body named, the callback only ever leads to a path of this site.
      returnUrl: safeCallbackPath(request.body.returnUrl, request),
      expiresAt: new Date(now().getTime() + stepUpLifetimeMs),
    });
    reply.setCookie(cookieName, sign(secret, `step-up:${state}`), {
      path: callbackPath,
      httpOnly: true,
      sameSite: 'lax',
      secure: overHttps(request),
      maxAge: stepUpLifetimeMs / 1000,
    });
    return { url: eid.authorizationUrl({ state, redirectUri: `${request.siteOrigin}${callbackPath}` }) };
  });

  endpoint(app, 'stepUpCallback', async (request, reply, session) => {
    const started = unsign(secret, request.cookies[cookieName]);
    reply.clearCookie(cookieName, { path: callbackPath });
    const { state, code, error } = request.query;
    // Another browser's callback (a link someone was sent) has no matching cookie; a replayed one finds
    // its state used; another session's finds none of its own.
    const returnUrl =
      started && state && safeEqual(started, `step-up:${state}`)
        ? await repository.consume(sha256(state), session.id, now())
        : undefined;
    if (returnUrl === undefined) return go(reply, failedPath(request, fallbackPath));
    if (error || !code) return go(reply, failedPath(request, returnUrl));
    const identity = await eid.exchange(code);
    if (identity?.ssn !== session.user.ssn) {
      request.log.warn({ userId: session.user.id }, 'step-up refused: not the signed-in person');
      return go(reply, failedPath(request, returnUrl));
    }
    await sessions.authenticated(session, now());
    return go(reply, returnUrl);
  });
  done();
};
