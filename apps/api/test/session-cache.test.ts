import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Me, Representative } from '@vool/api-client';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/connect.ts';
import {
  csrf,
  form,
  formType,
  people,
  signIn,
  testDatabase,
  type Cookies,
  type DemoPerson,
} from './helpers.ts';

/**
 * Two instances on one database, as behind a load balancer: each keeps what it read for `cacheMs`.
 * The clock stands still unless a test moves it, so a cached read stays cached until then.
 */
const cacheMs = 5_000;
const kiir = 'kiir.localhost';
let db: Db;
let closeDb: () => Promise<void>;
let here: FastifyInstance;
let elsewhere: FastifyInstance;
let now = Date.now();
let representative: DemoPerson;
let customer: DemoPerson;

beforeAll(async () => {
  ({ db, close: closeDb } = await testDatabase());
  const options = { database: db, cacheMs, now: () => new Date(now) };
  here = await buildApp(options);
  elsewhere = await buildApp(options);
  const all = await people(here, kiir);
  representative = all.find((p) => p.represents === 2)!;
  customer = all.find((p) => p.represents === 1)!;
}, 60_000);
afterAll(async () => {
  await here.close();
  await elsewhere.close();
  await closeDb();
});

const get = (app: FastifyInstance, jar: Cookies, url: string) =>
  app.inject({ url, headers: { host: kiir }, cookies: jar });
const me = async (app: FastifyInstance, jar: Cookies) => (await get(app, jar, '/api/me')).json<Me>();
const session = async (app: FastifyInstance, jar: Cookies) =>
  (await get(app, jar, '/api/auth/session')).json<Record<string, unknown>>();
const representatives = async (app: FastifyInstance, jar: Cookies) =>
  (await get(app, jar, '/api/me/representatives')).json<Representative[]>();

/** The jar keeps its session cookie afterwards, as a copy taken before sign-out would. */
async function signOut(app: FastifyInstance, jar: Cookies) {
  const { token } = await csrf(app, kiir, jar);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signout',
    headers: { host: kiir, ...formType },
    cookies: jar,
    ...form({ csrfToken: token, json: 'true' }),
  });
  expect(response.statusCode).toBe(200);
}

async function switchTo(app: FastifyInstance, jar: Cookies, clientCode: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/me/representatives',
    headers: { host: kiir },
    cookies: jar,
    payload: { representativeCode: clientCode },
  });
  expect(response.statusCode).toBe(200);
}

describe('sign-out', () => {
  it('ends the session on this instance at once, though it was just read', async () => {
    const { jar } = await signIn(here, kiir, customer.ssn);
    expect(await session(here, jar)).toMatchObject({ user: { ssn: customer.ssn } });
    expect((await get(here, jar, '/api/me')).statusCode).toBe(200);
    await signOut(here, jar);
    expect(await session(here, jar)).toEqual({});
    expect((await get(here, jar, '/api/me')).statusCode).toBe(401);
  });

  it('reaches another instance within the cache lifetime', async () => {
    const { jar } = await signIn(here, kiir, customer.ssn);
    expect(await session(elsewhere, jar)).toMatchObject({ user: { ssn: customer.ssn } });
    await signOut(here, jar);
    now += cacheMs;
    expect(await session(elsewhere, jar)).toEqual({});
  });
});

describe('switching the acting client', () => {
  it('takes effect on this instance at once', async () => {
    const { jar } = await signIn(here, kiir, representative.ssn);
    const [self, company] = await representatives(here, jar);
    expect((await me(here, jar)).name).toBe(self!.name);
    await switchTo(here, jar, company!.clientCode);
    expect(await session(here, jar)).toMatchObject({ userOrRepresentativeCode: company!.clientCode });
    expect(await me(here, jar)).toMatchObject({ name: company!.name, type: 'legal' });
    await switchTo(here, jar, self!.clientCode);
    expect((await me(here, jar)).name).toBe(self!.name);
  });

  it('reaches another instance within the cache lifetime', async () => {
    const { jar } = await signIn(here, kiir, representative.ssn);
    const [, company] = await representatives(here, jar);
    expect((await me(elsewhere, jar)).type).toBe('private');
    await switchTo(here, jar, company!.clientCode);
    now += cacheMs;
    expect(await me(elsewhere, jar)).toMatchObject({ name: company!.name });
  });
});

describe('profile changes', () => {
  it('show in /api/me and in the session at once', async () => {
    const { jar } = await signIn(here, kiir, customer.ssn);
    expect(await session(here, jar)).toMatchObject({ user: { email: customer.email } });
    expect((await me(here, jar)).email).toBe(customer.email);
    const response = await here.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { host: kiir },
      cookies: jar,
      payload: { email: 'cached@kiir.example' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(here, jar)).pendingEmail).toBe('cached@kiir.example');
    // The new address counts once its owner follows the link mailed to it: then at once, both places.
    const outbox = (await here.inject({ url: '/sandbox/mail.json', headers: { host: kiir } })).json<
      Array<{ to: string; link: string }>
    >();
    const link = new URL(outbox.find((mail) => mail.to === 'cached@kiir.example')!.link);
    await here.inject({ url: `${link.pathname}${link.search}`, headers: { host: kiir } });
    expect((await me(here, jar)).email).toBe('cached@kiir.example');
    expect(await session(here, jar)).toMatchObject({ user: { email: 'cached@kiir.example' } });
  });
});

describe('a long-lived cache', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ database: db, cacheMs: 3 * 60 * 60_000, now: () => new Date(now) });
  });
  afterAll(async () => {
    await app.close();
  });

  it('still ends an idle session on time', async () => {
    const { jar } = await signIn(app, kiir, customer.ssn);
    expect(await session(app, jar)).toMatchObject({ user: { ssn: customer.ssn } });
    now += 61 * 60_000;
    expect(await session(app, jar)).toEqual({});
  });

  it('extends an active session in the database, where other instances see it', async () => {
    const { jar } = await signIn(app, kiir, customer.ssn);
    const first = Date.parse((await session(app, jar)).expires as string);
    now += 30 * 60_000;
    const extended = Date.parse((await session(app, jar)).expires as string);
    expect(extended - first).toBe(30 * 60_000);
    // Another instance with nothing cached reads the new end from the database.
    now += 45 * 60_000;
    expect(await session(elsewhere, jar)).toMatchObject({ user: { ssn: customer.ssn } });
  });
});
