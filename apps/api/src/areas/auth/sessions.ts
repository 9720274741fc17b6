import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '@vool/api-client';
import { hmac, randomToken, safeEqual, sha256, sign, unsign } from '../../crypto.ts';
import { HttpError } from '../../errors.ts';
import { overHttps } from '../../transport.ts';
import { TtlCache, type CacheOptions } from '../../ttl-cache.ts';
import { singleInstance, type Invalidation } from '../../db/invalidation.ts';
import type { AuthRepository, SessionRecord } from './repository.ts';

/** Idle lifetime: every use within it pushes the end further out (sliding expiry). */
export const sessionIdleMs = 60 * 60_000;
/** Write the new expiry at most this often, so reading a session is usually one SELECT. */
const extendEveryMs = 5 * 60_000;
/** However active, a session ends this long after sign-in. */
const sessionAbsoluteMs = 12 * 60 * 60_000;

const secure = overHttps;
/** `__Host-` under HTTPS: the browser then refuses the cookie from any other host or path. */
export const sessionCookie = (request: FastifyRequest) =>
  secure(request) ? '__Host-vool.session-token' : 'vool.session-token';
const csrfCookie = (request: FastifyRequest) =>
  secure(request) ? '__Host-vool.csrf-token' : 'vool.csrf-token';
/** Spec §7: the portal reads the acting client's code from here for `x-client-id`. */
export const userIdCookie = 'user-id';

const cookieOptions = (request: FastifyRequest, maxAgeSeconds?: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: secure(request),
  ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
});

/** A session token is 43 base64url characters; anything else is not looked up at all. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface ActiveSession extends SessionRecord {
  tokenHash: string;
  /** Derived from the cookie, not the cookie: script may key form-draft encryption on it (spec §7). */
  publicToken: string;
}

/**
 * Sessions live in the database; this instance keeps what it read for a few seconds (`cache`), so a
 * busy page does not ask the database on every call. Whatever this instance changes (sign-out, switching
 * client, a step-up) it changes in its cache at once and tells the other instances (`invalidation`),
 * which drop it from theirs; should that message be lost, they see the change within the cache's
 * lifetime. The sliding extension is not announced: another instance asks the database when its copy
 * looks due.
 */
export function sessionService(
  repository: AuthRepository,
  secret: string,
  now: () => Date,
  cache: CacheOptions,
  invalidation: Invalidation = singleInstance,
) {
  const perRequest = new WeakMap<FastifyRequest, Promise<ActiveSession | undefined>>();
  const recent = new TtlCache<string, ActiveSession>(cache);
  invalidation.subscribe('session', (tokenHash) => {
    if (tokenHash === undefined) recent.clear();
    else recent.delete(tokenHash);
  });
  invalidation.subscribe('session-user', (userId) => {
    if (userId === undefined) recent.clear();
    else recent.deleteWhere((session) => String(session.user.id) === userId);
  });
  /** Dropped here at once, and on the other instances as soon as they hear of it. */
  const forget = async (tokenHash: string) => {
    recent.delete(tokenHash);
    await invalidation.publish('session', tokenHash);
  };

  const read = async (tokenHash: string): Promise<ActiveSession | undefined> => {
    const record = await repository.findSession(tokenHash, now());
    return record && { ...record, tokenHash, publicToken: hmac(secret, `session:${tokenHash}`) };
  };

  async function load(request: FastifyRequest, reply: FastifyReply): Promise<ActiveSession | undefined> {
    const token = request.cookies[sessionCookie(request)];
    if (!token || !tokenPattern.test(token)) return undefined;
    const tokenHash = sha256(token);
    const current = now();
    const session = await recent.get(tokenHash, () => read(tokenHash));
    // Only this site's sessions: a cookie from another brand's host does not carry over.
    if (session?.siteId !== request.site.id) return undefined;
    if (current.getTime() - session.createdAt.getTime() > sessionAbsoluteMs) {
      await repository.deleteSession(tokenHash);
      await forget(tokenHash);
      return undefined;
    }
    const wanted = new Date(current.getTime() + sessionIdleMs);
    if (wanted.getTime() - session.expiresAt.getTime() <= extendEveryMs) return session;
    // Due for extending, or past its end as far as the cache knows (another instance may have extended
    // it): the database decides, extending only a session that is still live there.
    const extended = { ...session, expiresAt: wanted };
    // A live one is cached as extended at once, so the requests arriving meanwhile do not write it again;
    // one past its end is shown to no one until the database has answered.
    if (session.expiresAt > current) recent.set(tokenHash, extended);
    else recent.delete(tokenHash);
    if (!(await repository.extendSession(session.id, wanted, current))) {
      recent.delete(tokenHash);
      return undefined;
    }
    reply.setCookie(sessionCookie(request), token, cookieOptions(request, sessionIdleMs / 1000));
    return extended;
  }

  return {
    current(request: FastifyRequest, reply: FastifyReply): Promise<ActiveSession | undefined> {
      let pending = perRequest.get(request);
      if (!pending) {
        pending = load(request, reply);
        perRequest.set(request, pending);
      }
      return pending;
    },

    async require(request: FastifyRequest, reply: FastifyReply): Promise<ActiveSession> {
      const session = await this.current(request, reply);
      if (!session) throw new HttpError(401, 'Unauthorized', 'Sign in to continue', 'NOT_SIGNED_IN');
      return session;
    },

    /** Starts a session for a person, replacing any session the browser had. */
    async start(request: FastifyRequest, reply: FastifyReply, person: { id: number; clientCode: string }) {
      const previous = request.cookies[sessionCookie(request)];
      if (previous && tokenPattern.test(previous)) {
        await repository.deleteSession(sha256(previous));
        await forget(sha256(previous));
      }
      const token = randomToken();
      const createdAt = now();
      await repository.createSession({
        tokenHash: sha256(token),
        siteId: request.site.id,
        userId: person.id,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + sessionIdleMs),
      });
      reply.setCookie(sessionCookie(request), token, cookieOptions(request, sessionIdleMs / 1000));
      reply.setCookie(userIdCookie, person.clientCode, { ...cookieOptions(request), httpOnly: false });
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[sessionCookie(request)];
      if (token && tokenPattern.test(token)) {
        const tokenHash = sha256(token);
        await repository.deleteSession(tokenHash);
        // After the delete: a read that started before it cannot put the session back.
        await forget(tokenHash);
      }
      reply.clearCookie(sessionCookie(request), cookieOptions(request));
      reply.clearCookie(userIdCookie, { ...cookieOptions(request), httpOnly: false });
    },

    async switchTo(
      session: ActiveSession,
      acting: { id: number; clientCode: string },
    ): Promise<ActiveSession> {
      await repository.setActingClient(session.id, acting.id);
      const switched = { ...session, acting };
      recent.set(session.tokenHash, switched);
      await invalidation.publish('session', session.tokenHash);
      return switched;
    },

    /** The user proved who they are again (a step-up): the session counts as freshly signed in. */
    async authenticated(session: ActiveSession, at: Date): Promise<ActiveSession> {
      await repository.setAuthenticatedAt(session.id, at);
      const confirmed = { ...session, authenticatedAt: at };
      recent.set(session.tokenHash, confirmed);
      await invalidation.publish('session', session.tokenHash);
      return confirmed;
    },

    /** A person's details changed: their cached sessions (which carry name and e-mail) are read again. */
    forgetUser(userId: number) {
      recent.deleteWhere((session) => session.user.id === userId);
      void invalidation.publish('session-user', userId);
    },

    setUserIdCookie(request: FastifyRequest, reply: FastifyReply, clientCode: string) {
      reply.setCookie(userIdCookie, clientCode, { ...cookieOptions(request), httpOnly: false });
    },

    toSession(session: ActiveSession): Session {
      return {
        token: session.publicToken,
        user: {
          ssn: session.user.ssn,
          clientCode: session.user.clientCode,
          name: session.user.name,
          email: session.user.email,
        },
        userOrRepresentativeCode: session.acting.clientCode,
        isNewCustomer: session.user.isNew,
        expires: session.expiresAt.toISOString(),
      };
    },

    /** next-auth's double-submit token: the cookie holds it signed, the form echoes it. */
    csrfToken(request: FastifyRequest, reply: FastifyReply): string {
      const existing = unsign(secret, request.cookies[csrfCookie(request)]);
      if (existing) return existing;
      const token = randomToken();
      reply.setCookie(csrfCookie(request), sign(secret, token), cookieOptions(request));
      return token;
    },

    assertCsrf(request: FastifyRequest, submitted: string | undefined) {
      const expected = unsign(secret, request.cookies[csrfCookie(request)]);
      if (!expected || !submitted || !safeEqual(expected, submitted)) {
        throw new HttpError(403, 'Forbidden', 'The form has expired: reload the page', 'CSRF_TOKEN_MISMATCH');
      }
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
