import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Me } from '@vool/api-client';
import type { Db } from '../../src/db/connect.ts';
import {
  csrf,
  form,
  formType,
  keepCookies,
  people,
  signIn,
  testApp,
  type Cookies,
  type DemoPerson,
} from '../helpers.ts';

// Findings 3 and 8: one customer could take another's e-mail address (and with it their e-mail
// sign-in), and a phone of five spaces passed.
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let now = Date.parse('2026-11-18T10:00:00Z');
const kiir = 'kiir.localhost';
let everyone: DemoPerson[];
beforeAll(async () => {
  ({ app, db, close } = await testApp({ now: () => new Date(now) }));
  everyone = await people(app, kiir);
}, 60_000);
afterAll(async () => {
  await close();
});

const call = (jar: Cookies, method: 'GET' | 'PUT', payload?: object) =>
  app.inject({
    method,
    url: '/api/me',
    headers: { host: kiir },
    cookies: jar,
    ...(payload ? { payload } : {}),
  });
const outbox = async () =>
  (await app.inject({ url: '/sandbox/mail.json', headers: { host: kiir } })).json<
    Array<{ to: string; subject: string; link: string | null }>
  >();
const follow = (link: string) => {
  const url = new URL(link);
  return app.inject({ url: `${url.pathname}${url.search}`, headers: { host: kiir } });
};

/** Who an e-mail sign-in with this address signs in, if anyone. */
async function signsIn(email: string): Promise<string | undefined> {
  const before = (await outbox()).length;
  const { token, jar } = await csrf(app, kiir);
  await app.inject({
    method: 'POST',
    url: '/api/auth/signin/email',
    headers: { host: kiir, ...formType },
    cookies: jar,
    ...form({ csrfToken: token, email, json: 'true' }),
  });
  const mails = await outbox();
  if (mails.length === before) return undefined;
  const session: Cookies = {};
  keepCookies(session, await follow(mails[0]!.link!));
  const answer = await app.inject({ url: '/api/auth/session', headers: { host: kiir }, cookies: session });
  return answer.json<{ user?: { ssn: string } }>().user?.ssn;
}

describe('an e-mail address belongs to one customer, and only once confirmed', () => {
  it('keeps a victim’s address out of an attacker’s profile, and their sign-in theirs', async () => {
    const [, , attacker, victim] = everyone;
    const { jar } = await signIn(app, kiir, attacker!.ssn);
    const response = await call(jar, 'PUT', { email: victim!.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json<Me>().email).toBe(attacker!.email);
    const [notice] = await outbox();
    // The victim hears of it, with no link to follow; the attacker learns nothing from the answer.
    expect(notice).toMatchObject({ to: victim!.email.toUpperCase(), link: null });
    expect(await signsIn(victim!.email)).toBe(victim!.ssn);
    expect(await signsIn(attacker!.email)).toBe(attacker!.ssn);
  });

  it('holds one address per site in the database itself, whatever its case', async () => {
    const [first, second] = everyone;
    await expect(
      sql`update clients set email = upper(${first!.email}) where registry_code = ${second!.ssn}`.execute(db),
    ).rejects.toThrow(/clients_site_email|unique/);
  });

  it('changes the address only when its owner follows the link, once', async () => {
    const [person] = everyone;
    const { jar } = await signIn(app, kiir, person!.ssn);
    const asked = (await call(jar, 'PUT', { email: 'maija.new@kiir.example' })).json<Me>();
    expect(asked).toMatchObject({ email: person!.email, pendingEmail: 'maija.new@kiir.example' });
    expect(await signsIn('maija.new@kiir.example')).toBeUndefined();
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: 'maija.new@kiir.example' });
    expect(mail!.link!.startsWith('http://kiir.localhost/api/me/email/confirm?token=')).toBe(true);
    const confirmed = await follow(mail!.link!);
    expect(confirmed.headers.location).toBe('/settings?tab=contacts&email=confirmed');
    const me = (await call(jar, 'GET')).json<Me>();
    expect(me.email).toBe('maija.new@kiir.example');
    expect(me.pendingEmail).toBeUndefined();
    expect(await signsIn('maija.new@kiir.example')).toBe(person!.ssn);
    expect(await signsIn(person!.email)).toBeUndefined();
    expect((await follow(mail!.link!)).headers.location).toBe('/settings?tab=contacts&email=expired');
  });

  it('lets a link lapse after a day', async () => {
    const [, second] = everyone;
    const { jar } = await signIn(app, kiir, second!.ssn);
    await call(jar, 'PUT', { email: 'late@kiir.example' });
    const [mail] = await outbox();
    now += 25 * 60 * 60_000;
    expect((await follow(mail!.link!)).headers.location).toBe('/settings?tab=contacts&email=expired');
    expect((await call((await signIn(app, kiir, second!.ssn)).jar, 'GET')).json<Me>().email).toBe(
      second!.email,
    );
  });

  it('gives a free address to whoever confirms it first, and nothing to the other', async () => {
    const [, second, third] = everyone;
    const a = (await signIn(app, kiir, second!.ssn)).jar;
    const b = (await signIn(app, kiir, third!.ssn)).jar;
    await call(a, 'PUT', { email: 'shared@kiir.example' });
    const [toA] = await outbox();
    await call(b, 'PUT', { email: 'Shared@kiir.example' });
    const [toB] = await outbox();
    expect((await follow(toB!.link!)).headers.location).toBe('/settings?tab=contacts&email=confirmed');
    expect((await follow(toA!.link!)).headers.location).toBe('/settings?tab=contacts&email=taken');
    expect((await call(a, 'GET')).json<Me>().email).not.toBe('shared@kiir.example');
  });

  it('limits how many addresses one customer may have mailed, and writes nothing of a refused change', async () => {
    const [, , , , fifth] = everyone;
    const { jar } = await signIn(app, kiir, fifth!.ssn);
    for (let i = 0; i < 5; i++) {
      expect((await call(jar, 'PUT', { email: `try${i}@kiir.example` })).statusCode).toBe(200);
    }
    const before = (await call(jar, 'GET')).json<Me>();
    const refused = await call(jar, 'PUT', { email: 'try5@kiir.example', localeId: 'ru-RU' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ name: 'TooManyRequests', code: 'RATE_LIMITED' });
    expect((await call(jar, 'GET')).json()).toEqual(before);
  });

  it('keeps the limit when the changes are asked for all at once', async () => {
    const [, , , , fifth] = everyone;
    now += 61 * 60_000; // past the hour of the test before
    const { jar } = await signIn(app, kiir, fifth!.ssn);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(jar, 'PUT', { email: `once${i}@kiir.example` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429,
    ]);
  });
});

describe('phone numbers are checked for real', () => {
  it.each(['     ', '00000', '123', '+358 00 000 0000', '+999 1234 5678'])(
    'refuses %j and writes nothing',
    async (phone) => {
      const [person] = everyone;
      const { jar } = await signIn(app, kiir, person!.ssn);
      const before = (await call(jar, 'GET')).json<Me>();
      const response = await call(jar, 'PUT', { phone, localeId: 'ru-RU' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        name: 'ValidationError',
        fields: { '/phone': expect.any(String) },
      });
      expect((await call(jar, 'GET')).json()).toEqual(before);
    },
  );

  it.each([
    ['5123 4567', '+37251234567'],
    ['+358 40 123 4567', '+358401234567'],
    ['+371 2123 4567', '+37121234567'],
  ])('keeps %j as %s', async (phone, stored) => {
    const [person] = everyone;
    const { jar } = await signIn(app, kiir, person!.ssn);
    expect((await call(jar, 'PUT', { phone })).json<Me>().phone).toBe(stored);
  });
});
