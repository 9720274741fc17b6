import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { readSandbox } from '../../src/config.ts';
import type { Db } from '../../src/db/connect.ts';
import { csrf, fixturePortal, form, formType, testDatabase } from '../helpers.ts';

// Finding 10: sandboxes on by default everywhere, and limits per instance and per exact address.
let db: Db;
let closeDb: () => Promise<void>;
const apps: FastifyInstance[] = [];
const kiir = 'kiir.localhost';
const signInLimit = { max: 4, timeWindow: 60_000 };

const app = async (options: Parameters<typeof buildApp>[0] = {}) => {
  const built = await buildApp({ database: db, signInLimit, portalDir: fixturePortal, ...options });
  apps.push(built);
  return built;
};

beforeAll(async () => {
  ({ db, close: closeDb } = await testDatabase());
}, 60_000);
jest.setTimeout(30_000);
afterAll(async () => {
  for (const built of apps) await built.close();
  await closeDb();
});

/** Sign-in posts from one address, answered by the given instances in turn. */
async function posts(instances: FastifyInstance[], addresses: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const [i, remoteAddress] of addresses.entries()) {
    const instance = instances[i % instances.length]!;
    const { token, jar } = await csrf(instance, kiir);
    const response = await instance.inject({
      method: 'POST',
      url: '/api/auth/signin/telia',
      headers: { host: kiir, ...formType },
      remoteAddress,
      cookies: jar,
      ...form({ csrfToken: token, json: 'true' }),
    });
    if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('sign-in limits', () => {
  it('count an IPv6 /64 as one client, whichever address of it asks', async () => {
    const instance = await app();
    const addresses = [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:ffff::9',
      '2001:db8:1:2::abcd',
      '2001:db8:1:2::5',
    ];
    expect(await posts([instance], addresses)).toEqual([200, 200, 200, 200, 429]);
    // Another /64 is another client.
    expect(await posts([instance], ['2001:db8:1:3::1'])).toEqual([200]);
  });

  it('are shared by every instance on one database', async () => {
    const here = await app();
    const there = await app();
    const address = '203.0.113.50';
    expect(await posts([here, there], Array(6).fill(address) as string[])).toEqual([
      200, 200, 200, 200, 429, 429,
    ]);
  });

  it('count an IPv4-mapped address as its IPv4 address', async () => {
    const instance = await app();
    const statuses = await posts(
      [instance],
      ['198.51.100.20', '::ffff:198.51.100.20', '198.51.100.20', '::ffff:198.51.100.20', '198.51.100.20'],
    );
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('sandboxes in production', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', SANDBOX: 'on' }, true],
    [{ SANDBOX: 'off' }, false],
  ])('%j → %s', (env, on) => {
    expect(readSandbox(env)).toBe(on);
  });

  it('refuses a setting it does not know rather than guess', () => {
    expect(() => readSandbox({ SANDBOX: 'yes' })).toThrow(/on or off/);
  });

  it('are not served under NODE_ENV=production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const instance = await app();
      for (const url of ['/sandbox/telia', '/sandbox/telia.json', '/sandbox/mail', '/sandbox/mail.json']) {
        expect((await instance.inject({ url, headers: { host: kiir } })).statusCode).toBe(404);
      }
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
