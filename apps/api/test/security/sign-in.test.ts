import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Mail, Mailer } from '../../src/integrations/mailer.ts';
import {
  csrf,
  form,
  formType,
  keepCookies,
  people,
  signIn,
  startSignIn,
  testApp,
  type Cookies,
} from '../helpers.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await testApp());
}, 60_000);
afterAll(async () => {
  await close();
});

const kiir = 'kiir.localhost';
const session = async (jar: Cookies) =>
  (await app.inject({ url: '/api/auth/session', headers: { host: kiir }, cookies: jar })).json<object>();

/** A sign-in started in this browser: the sandbox's callback link for the site's first person. */
async function startTelia(jar: Cookies, callbackUrl = '/dashboard') {
  const [person] = await people(app, kiir);
  return startSignIn(app, kiir, person!.ssn, jar, callbackUrl);
}

// Finding 2: shapes that normalise to //evil.example once led off the site after sign-in.
const offSite = [
  '/.//evil.example',
  '/..//evil.example',
  '/x/..//evil.example',
  '/./\\evil.example',
  '//evil.example',
];

describe('return addresses are normalised, then checked', () => {
  it.each(offSite)('e-ID sign-in with %j returns home', async (callbackUrl) => {
    const jar: Cookies = {};
    const link = await startTelia(jar, callbackUrl);
    const callback = await app.inject({ url: link, headers: { host: kiir }, cookies: jar });
    expect(callback.headers.location).toBe('/');
  });

  it.each(offSite)('sign-out with %j returns home', async (callbackUrl) => {
    const [person] = await people(app, kiir);
    const { jar } = await signIn(app, kiir, person!.ssn);
    const { token } = await csrf(app, kiir, jar);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { host: kiir, ...formType },
      cookies: jar,
      ...form({ csrfToken: token, callbackUrl }),
    });
    expect(out.headers.location).toBe('/');
  });

  it.each(offSite)('the mailed link with %j returns home', async (callbackUrl) => {
    const [, second] = await people(app, kiir);
    const { token, jar } = await csrf(app, kiir);
    await app.inject({
      method: 'POST',
      url: '/api/auth/signin/email',
      headers: { host: kiir, ...formType },
      cookies: jar,
      ...form({ csrfToken: token, email: second!.email, callbackUrl, json: 'true' }),
    });
    const [mail] = (await app.inject({ url: '/sandbox/mail.json', headers: { host: kiir } })).json<
      Array<{ link: string }>
    >();
    const link = new URL(mail!.link);
    const used = await app.inject({ url: `${link.pathname}${link.search}`, headers: { host: kiir } });
    expect(used.headers.location).toBe('/');
  });

  it('sends a plain colour-scheme form back to a page of this site only', async () => {
    const post = (referer: string) =>
      app.inject({
        method: 'POST',
        url: '/api/preferences/color-scheme',
        headers: { host: kiir, referer, ...formType },
        payload: 'scheme=dark',
      });
    expect((await post('http://kiir.localhost/.//evil.example')).headers.location).toBe('/');
    expect((await post('http://kiir.localhost/charts?a=1')).headers.location).toBe('/charts?a=1');
  });
});

// Finding 6: the same state and code gave two sessions.
describe('an e-ID callback works once', () => {
  it('refuses the same callback replayed with the same cookies', async () => {
    const jar: Cookies = {};
    const link = await startTelia(jar);
    const replayJar = { ...jar };
    const first = await app.inject({ url: link, headers: { host: kiir }, cookies: jar });
    expect(first.headers.location).toBe('/dashboard');
    keepCookies(jar, first);
    const again = await app.inject({ url: link, headers: { host: kiir }, cookies: replayJar });
    expect(again.headers.location).toBe('/auth/error?error=OAuthCallback');
    expect(again.cookies.some((c) => c.name === 'vool.session-token' && c.value)).toBe(false);
    expect(await session(jar)).toMatchObject({ user: {} });
  });

  it('refuses a used code under a new state', async () => {
    const jar: Cookies = {};
    const link = await startTelia(jar);
    await app.inject({ url: link, headers: { host: kiir }, cookies: { ...jar } });
    const code = new URL(link, 'http://kiir.localhost').searchParams.get('code')!;
    const other: Cookies = {};
    const fresh = new URL(await startTelia(other), 'http://kiir.localhost');
    fresh.searchParams.set('code', code);
    const replay = await app.inject({
      url: `${fresh.pathname}${fresh.search}`,
      headers: { host: kiir },
      cookies: other,
    });
    expect(replay.headers.location).toBe('/auth/error?error=AccessDenied');
    expect(await session(other)).toEqual({});
  });
});

// Finding 7: the answer took longer for a customer's address (the lookup and the mail were awaited).
describe('e-mail sign-in answers before it looks anyone up', () => {
  it('answers the same, at once, for a customer and a stranger, while mail is still being sent', async () => {
    const sent: Mail[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowMailer: Mailer = {
      async send(mail) {
        await held;
        sent.push(mail);
      },
    };
    const own = await testApp({ mailer: slowMailer });
    try {
      const [person] = await people(own.app, kiir);
      const ask = async (email: string) => {
        const { token, jar } = await csrf(own.app, kiir);
        return own.app.inject({
          method: 'POST',
          url: '/api/auth/signin/email',
          headers: { host: kiir, ...formType },
          cookies: jar,
          ...form({ csrfToken: token, email, json: 'true' }),
        });
      };
      const known = await ask(person!.email);
      const unknown = await ask('stranger@example.com');
      expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
      expect(sent).toEqual([]);
      release();
      await own.app.inject({ url: '/sandbox/mail.json', headers: { host: kiir } });
      expect(sent.map((m) => m.to)).toEqual([person!.email]);
    } finally {
      release();
      await own.close();
    }
  }, 60_000);
});
