import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { readTrustProxy } from '../src/config.ts';
import type { Db } from '../src/db/connect.ts';
import { csrf, form, formType, keepCookies, people, testDatabase } from './helpers.ts';

const kiir = 'kiir.localhost';
const signInLimit = { max: 3, timeWindow: 60_000 };
let db: Db;
let closeDb: () => Promise<void>;
const apps: FastifyInstance[] = [];

/** app.inject() comes from 127.0.0.1: here that is the proxy, when the app is told to trust it. */
const app = async (trustProxy?: string[]) => {
  const built = await buildApp({ database: db, signInLimit, ...(trustProxy ? { trustProxy } : {}) });
  apps.push(built);
  return built;
};

beforeAll(async () => {
  ({ db, close: closeDb } = await testDatabase());
}, 60_000);
afterAll(async () => {
  for (const built of apps) await built.close();
  await closeDb();
});

/** Sign-in posts, each claiming another client address. */
async function signInPosts(target: FastifyInstance, count: number): Promise<number[]> {
  const { token, jar } = await csrf(target, kiir);
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await target.inject({
      method: 'POST',
      url: '/api/auth/signin/telia',
      headers: { host: kiir, ...formType, 'x-forwarded-for': `203.0.113.${i + 1}` },
      cookies: jar,
      ...form({ csrfToken: token, json: 'true' }),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('behind no proxy (the default)', () => {
  it('limits sign-in per connecting address, whatever X-Forwarded-For claims', async () => {
    expect(await signInPosts(await app(), 5)).toEqual([200, 200, 200, 429, 429]);
  });

  it('ignores X-Forwarded-Proto: a client cannot claim HTTPS', async () => {
    const response = await (
      await app()
    ).inject({ url: '/api/auth/csrf', headers: { host: kiir, 'x-forwarded-proto': 'https' } });
    expect(response.cookies.map((c) => c.name)).toEqual(['vool.csrf-token']);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('limits sign-in per client address the proxy reports', async () => {
    expect(await signInPosts(await app(['127.0.0.1']), 5)).toEqual([200, 200, 200, 200, 200]);
  });

  it('keeps the session cookie Secure and __Host- prefixed when the proxy speaks HTTPS', async () => {
    const target = await app(['127.0.0.1']);
    const [person] = await people(target, kiir);
    // A client of its own: the counters are in the database, shared by every app of this file.
    const https = { host: kiir, 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };
    const csrfResponse = await target.inject({ url: '/api/auth/csrf', headers: https });
    const jar = keepCookies({}, csrfResponse);
    const token = csrfResponse.json<{ csrfToken: string }>().csrfToken;
    const start = await target.inject({
      method: 'POST',
      url: '/api/auth/signin/telia',
      headers: { ...https, ...formType },
      cookies: jar,
      ...form({ csrfToken: token }),
    });
    expect(start.statusCode).toBe(302);
    keepCookies(jar, start);
    const page = await target.inject({ url: start.headers.location!, headers: https, cookies: jar });
    const link = new RegExp(`href="([^"]+)">Sign in as [^<]+</a> <code>${person!.ssn}`).exec(page.body)![1]!;
    const callback = await target.inject({
      url: link.replace(/&amp;/g, '&'),
      headers: https,
      cookies: jar,
    });
    expect(callback.cookies.find((c) => c.name === '__Host-vool.session-token')).toMatchObject({
      secure: true,
    });
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, loopback ', ['10.0.0.0/8', 'loopback']],
  ])('reads %j as %j', (value, expected) => {
    expect(readTrustProxy(value)).toEqual(expected);
  });

  it('refuses a bare hop count, which any client could satisfy', () => {
    expect(() => readTrustProxy('1')).toThrow(/hop count/);
  });
});
