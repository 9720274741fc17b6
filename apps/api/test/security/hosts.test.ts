import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connect.ts';
import { csrf, form, formType, keepCookies, people, testApp } from '../helpers.ts';

// Finding 1: a magic link built from the request's Host handed the token to whoever the Host named.
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, db, close } = await testApp({
    origins: [
      { themeId: 'kiir', origin: 'https://portal.kiir.ee' },
      { themeId: 'aurora', origin: 'http://localhost:8080' },
    ],
    trustProxy: true,
  }));
}, 60_000);
afterAll(async () => {
  await close();
});

const kiir = 'portal.kiir.ee';
const outboxSize = async () =>
  Number(
    (
      await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a site is found only by an exact configured host', () => {
  it.each([
    'evil.example',
    'kiir.localhost',
    'kiir.evil.localhost',
    'portal.kiir.ee.evil.example',
    'evil.portal.kiir.ee',
    'portal.kiir.ee:8443',
    'portal.kiir.ee.',
    '127.0.0.1',
    'localhost',
    'localhost:8081',
    '[::1]:8080',
    '',
  ])('Host %j gets 421 and no site', async (host) => {
    const response = await app.inject({ url: '/api/site', headers: { host } });
    expect(response.statusCode).toBe(421);
    expect(response.json()).toEqual({
      name: 'MisdirectedRequest',
      message: 'This server does not serve that host',
      code: 'UNKNOWN_HOST',
    });
  });

  it.each([
    ['portal.kiir.ee', 'kiir'],
    ['PORTAL.KIIR.EE', 'kiir'],
    ['portal.kiir.ee:443', 'kiir'],
    ['localhost:8080', 'aurora'],
  ])('Host %j is %s', async (host, theme) => {
    const response = await app.inject({ url: '/api/site', headers: { host } });
    expect(response.json<{ theme_id: string }>().theme_id).toBe(theme);
  });

  it('serves no page, file or sign-in to an unknown host', async () => {
    for (const url of ['/', '/dashboard', '/auth/signin', '/tokens/css/kiir.css', '/sandbox/mail.json']) {
      const response = await app.inject({ url, headers: { host: 'evil.example', accept: 'text/html' } });
      expect(response.statusCode).toBe(421);
    }
  });
});

describe('absolute links come from the configured origin', () => {
  it('mails nothing when an e-mail sign-in names another host', async () => {
    const [person] = await people(app, kiir);
    const before = await outboxSize();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/email',
      headers: { host: 'evil.example', ...formType },
      ...form({ email: person!.email, csrfToken: 'x', json: 'true' }),
    });
    expect(response.statusCode).toBe(421);
    await app.inject({ url: '/sandbox/mail.json', headers: { host: kiir } }); // waits for queued mail
    expect(await outboxSize()).toBe(before);
  });

  it('links the magic link to the site, whatever X-Forwarded-Host says', async () => {
    const [person] = await people(app, kiir);
    const { token, jar } = await csrf(app, kiir);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/email',
      headers: { host: kiir, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', ...formType },
      cookies: jar,
      ...form({ email: person!.email, csrfToken: token, json: 'true' }),
    });
    expect(response.statusCode).toBe(200);
    const outbox = (await app.inject({ url: '/sandbox/mail.json', headers: { host: kiir } })).json<
      Array<{ to: string; link: string }>
    >();
    const mail = outbox.find((m) => m.to === person!.email)!;
    expect(mail.link.startsWith('https://portal.kiir.ee/api/auth/callback/email?token=')).toBe(true);
  });

  it('names the configured origin in the sign-in methods and the e-ID return address', async () => {
    const providers = await app.inject({
      url: '/api/auth/providers',
      headers: { host: kiir, 'x-forwarded-host': 'evil.example' },
    });
    expect(providers.json()).toMatchObject({
      telia: { signinUrl: 'https://portal.kiir.ee/api/auth/signin/telia' },
      email: { callbackUrl: 'https://portal.kiir.ee/api/auth/callback/email' },
    });
  });

  it('gives Secure cookies and HSTS to a site configured on HTTPS', async () => {
    const response = await app.inject({ url: '/api/auth/csrf', headers: { host: kiir } });
    expect(response.cookies.map((c) => [c.name, c.secure])).toEqual([['__Host-vool.csrf-token', true]]);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const local = await app.inject({ url: '/api/auth/csrf', headers: { host: 'localhost:8080' } });
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps sign-in working on the configured host', async () => {
    const { token, jar } = await csrf(app, kiir);
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/telia',
      headers: { host: kiir, origin: 'https://portal.kiir.ee', ...formType },
      cookies: jar,
      ...form({ csrfToken: token, json: 'true' }),
    });
    keepCookies(jar, start);
    expect(start.statusCode).toBe(200);
  });
});
