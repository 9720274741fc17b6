import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  csrf,
  form,
  formType,
  identityLink,
  keepCookies,
  people,
  signIn,
  startSignIn,
  testApp,
  type Cookies,
} from './helpers.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let now = Date.now();
beforeAll(async () => {
  ({ app, close } = await testApp({ now: () => new Date(now) }));
}, 60_000);
afterAll(async () => {
  await close();
});

const kiir = 'kiir.localhost';
const session = async (jar: Cookies, host = kiir) =>
  (await app.inject({ url: '/api/auth/session', headers: { host }, cookies: jar })).json<
    Record<string, unknown>
  >();

describe('providers', () => {
  it('lists only the sign-in methods the site enables', async () => {
    const both = (await app.inject({ url: '/api/auth/providers', headers: { host: kiir } })).json<object>();
    expect(Object.keys(both)).toEqual(['telia', 'email']);
    expect(both).toMatchObject({ telia: { signinUrl: 'http://kiir.localhost/api/auth/signin/telia' } });
    const kuusi = (
      await app.inject({ url: '/api/auth/providers', headers: { host: 'kuusi.localhost' } })
    ).json<object>();
    expect(Object.keys(kuusi)).toEqual(['email']);
  });

  it('refuses a provider the site does not enable', async () => {
    const { token, jar } = await csrf(app, 'kuusi.localhost');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/telia',
      headers: { host: 'kuusi.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      cookies: jar,
      payload: new URLSearchParams({ csrfToken: token }).toString(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('e-ID sign-in', () => {
  it('signs a demo identity in and keeps the session in an httpOnly, SameSite=Lax cookie', async () => {
    const [person] = await people(app, kiir);
    const { jar, callback } = await signIn(app, kiir, person!.ssn);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');
    const cookie = callback.cookies.find((c) => c.name === 'vool.session-token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(callback.cookies.find((c) => c.name === 'user-id')?.httpOnly).toBeFalsy();
    const current = await session(jar);
    expect(current).toMatchObject({
      user: { ssn: person!.ssn, name: person!.name, email: person!.email },
      isNewCustomer: false,
    });
    expect(current.userOrRepresentativeCode).toBe((current.user as { clientCode: string }).clientCode);
    // The session's public token is not the cookie: script cannot replay the session with it.
    expect(current.token).not.toBe(cookie.value);
  });

  it('ends on /auth/error when the person cancels', async () => {
    const jar: Cookies = {};
    const { token } = await csrf(app, kiir, jar);
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/telia',
      headers: { host: kiir, ...formType },
      cookies: jar,
      ...form({ csrfToken: token, json: 'true' }),
    });
    keepCookies(jar, start);
    const page = await app.inject({
      url: start.json<{ url: string }>().url,
      headers: { host: kiir },
      cookies: jar,
    });
    const cancel = /<a href="([^"]+)">Cancel<\/a>/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const response = await app.inject({ url: cancel, headers: { host: kiir }, cookies: jar });
    expect(response.headers.location).toBe('/auth/error?error=AccessDenied');
    expect(await session(jar)).toEqual({});
  });

  it('refuses a callback whose state this browser did not start', async () => {
    const [person] = await people(app, kiir);
    // This browser started a sign-in of its own: its state cookie is in the jar.
    const jar: Cookies = {};
    await startSignIn(app, kiir, person!.ssn, jar);
    expect(jar['vool.auth-state']).toBeDefined();
    // A link made for another state (someone else's sign-in, sent to this browser).
    const link = await identityLink(app, kiir, '/sandbox/telia?state=forged', person!.ssn);
    const response = await app.inject({ url: link, headers: { host: kiir }, cookies: jar });
    expect(response.headers.location).toBe('/auth/error?error=OAuthCallback');
    keepCookies(jar, response);
    expect(await session(jar)).toEqual({});
  });

  it('needs the CSRF token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/telia',
      headers: { host: kiir, ...formType },
      ...form({ csrfToken: 'guessed' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF_TOKEN_MISMATCH' });
  });

  it('never redirects to another site after sign-in', async () => {
    const [person] = await people(app, kiir);
    const jar: Cookies = {};
    const link = await startSignIn(app, kiir, person!.ssn, jar, 'https://evil.example/x');
    const callback = await app.inject({ url: link, headers: { host: kiir }, cookies: jar });
    expect(callback.headers.location).toBe('/');
  });
});

describe('sessions', () => {
  it('slide: using the session pushes its end out, and an idle one expires', async () => {
    const [person] = await people(app, kiir);
    const { jar } = await signIn(app, kiir, person!.ssn);
    const first = (await session(jar)).expires as string;
    now += 30 * 60_000;
    const later = (await session(jar)).expires as string;
    expect(Date.parse(later)).toBeGreaterThan(Date.parse(first));
    now += 61 * 60_000;
    expect(await session(jar)).toEqual({});
  });

  it('do not carry over to another brand', async () => {
    const [person] = await people(app, kiir);
    const { jar } = await signIn(app, kiir, person!.ssn);
    expect(await session(jar, 'raba.localhost')).toEqual({});
  });

  it('end on sign-out, and the old cookie no longer works', async () => {
    const [person] = await people(app, kiir);
    const { jar } = await signIn(app, kiir, person!.ssn);
    const stolen = { ...jar };
    const { token } = await csrf(app, kiir, jar);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { host: kiir, ...formType },
      cookies: jar,
      ...form({ csrfToken: token, json: 'true' }),
    });
    expect(out.json()).toEqual({ url: '/' });
    keepCookies(jar, out);
    expect(await session(jar)).toEqual({});
    expect(await session(stolen)).toEqual({});
  });

  it('ignore broken cookies', async () => {
    for (const value of ['', 'x', "' or 1=1 --", 'a'.repeat(5000), '%00%ff']) {
      const response = await app.inject({
        url: '/api/auth/session',
        headers: { host: kiir },
        cookies: { 'vool.session-token': value, 'vool.csrf-token': value },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
  });
});

describe('magic links', () => {
  const requestLink = async (email: string) => {
    const jar: Cookies = {};
    const { token } = await csrf(app, kiir, jar);
    return app.inject({
      method: 'POST',
      url: '/api/auth/signin/email',
      headers: { host: kiir, ...formType },
      cookies: jar,
      ...form({ csrfToken: token, email, callbackUrl: '/invoices', json: 'true' }),
    });
  };
  const outbox = async () =>
    (await app.inject({ url: '/sandbox/mail.json', headers: { host: kiir } })).json<
      Array<{ to: string; subject: string; link: string }>
    >();

  it('are mailed to a known address, newest first in the outbox, and work once', async () => {
    const [, second] = await people(app, kiir);
    const response = await requestLink(second!.email.toUpperCase());
    expect(response.json()).toEqual({ url: '/auth/confirm-request?provider=email' });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: second!.email, subject: 'Sign in to Kiir Elekter AS' });
    const link = new URL(mail!.link);
    const jar: Cookies = {};
    const used = await app.inject({
      url: `${link.pathname}${link.search}`,
      headers: { host: kiir },
      cookies: jar,
    });
    expect(used.headers.location).toBe('/invoices');
    keepCookies(jar, used);
    expect(await session(jar)).toMatchObject({ user: { ssn: second!.ssn } });
    const again = await app.inject({ url: `${link.pathname}${link.search}`, headers: { host: kiir } });
    expect(again.headers.location).toBe('/auth/error?error=Verification');
    const page = await app.inject({ url: '/sandbox/mail', headers: { host: kiir } });
    expect(page.body).toContain(second!.email);
  });

  it('expire after 15 minutes', async () => {
    const [first] = await people(app, kiir);
    await requestLink(first!.email);
    const [mail] = await outbox();
    now += 16 * 60_000;
    const link = new URL(mail!.link);
    const late = await app.inject({ url: `${link.pathname}${link.search}`, headers: { host: kiir } });
    expect(late.headers.location).toBe('/auth/error?error=Verification');
  });

  it('answer an unknown address the same way and send nothing', async () => {
    const before = (await outbox()).length;
    const response = await requestLink('nobody@example.com');
    expect(response.json()).toEqual({ url: '/auth/confirm-request?provider=email' });
    expect((await outbox()).length).toBe(before);
  });

  it('are limited per address', async () => {
    const [, , , fourth] = await people(app, kiir);
    const before = (await outbox()).length;
    for (let i = 0; i < 8; i++) await requestLink(fourth!.email);
    expect((await outbox()).length - before).toBe(5);
  });

  it('are limited per address when asked for all at once', async () => {
    const [, , , , fifth] = await people(app, kiir);
    const before = (await outbox()).length;
    await Promise.all(Array.from({ length: 8 }, () => requestLink(fifth!.email)));
    expect((await outbox()).length - before).toBe(5);
  });

  it('need an e-mail address', async () => {
    const response = await requestLink('');
    expect(response.statusCode).toBe(422);
  });
});

describe('the auth client log', () => {
  it('takes next-auth logger posts', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      headers: { host: kiir, ...formType },
      ...form({ level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'boom' }),
    });
    expect(response.statusCode).toBe(204);
  });
});
