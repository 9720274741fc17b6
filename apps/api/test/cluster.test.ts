import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Me, Representative } from '@vool/api-client';
import { buildApp } from '../src/app.ts';
import { databaseOptionsFromEnv, openDatabase, postgresUrlOf, type Db } from '../src/db/connect.ts';
import { PostgresInvalidation } from '../src/db/invalidation.ts';
import { PgBossQueue } from '../src/jobs/pg-boss-queue.ts';
import {
  csrf,
  fixturePortal,
  form,
  formType,
  people,
  signIn,
  testDatabase,
  type Cookies,
  type DemoPerson,
} from './helpers.ts';

/**
 * Two API instances on one PostgreSQL database, each with its own connection pool, caches and
 * invalidation connection, as behind a load balancer without sticky sessions. Their caches keep a
 * session or profile for a minute, so only the invalidation they send each other can make a change on
 * one show on the other within a second.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const kiir = 'kiir.localhost';
const signInLimit = 10;
const quiet = { error: () => undefined, warn: () => undefined };

let first: { db: Db; close: () => Promise<void> };
let second: Db;
let one: FastifyInstance;
let other: FastifyInstance;
let closed = false;
let customer: DemoPerson;
let representative: DemoPerson;

const instance = (database: Db) =>
  buildApp({
    database,
    cacheMs: 60_000,
    signInLimit: { max: signInLimit, timeWindow: 60_000 },
    portalDir: fixturePortal,
  });

const get = (app: FastifyInstance, jar: Cookies, url: string) =>
  app.inject({ url, headers: { host: kiir }, cookies: jar });
const me = (app: FastifyInstance, jar: Cookies) => get(app, jar, '/api/me');
const session = async (app: FastifyInstance, jar: Cookies) =>
  (await get(app, jar, '/api/auth/session')).json<Record<string, unknown>>();

/** Asks until `check` holds, for at most a second; answers how long that took (ms). */
async function withinASecond(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > 1_000) throw new Error('not within a second');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

// PGlite is one process's database, so there is only ever one instance on it: these run on PostgreSQL
// (TEST_DATABASE_URL, as CI's second API run sets).
(postgres ? describe : describe.skip)('two instances on one PostgreSQL (PGlite is single-instance)', () => {
  beforeAll(async () => {
    first = await testDatabase();
    ({ db: second } = await openDatabase({ url: postgresUrlOf(first.db)! }));
    one = await instance(first.db);
    other = await instance(second);
    const all = await people(one, kiir);
    customer = all.find((p) => p.represents === 1)!;
    representative = all.find((p) => p.represents === 2)!;
  }, 180_000);
  afterAll(async () => {
    if (!closed) {
      await one.close();
      await other.close();
    }
    await second.destroy();
    await first.close();
  });

  it('serves a session signed in on one instance on the other', async () => {
    const { jar } = await signIn(one, kiir, customer.ssn);
    expect(await session(other, jar)).toMatchObject({ user: { ssn: customer.ssn } });
    expect((await me(other, jar)).json<Me>().name).toBe(customer.name);
  });

  it('refuses a session on the other instance within a second of signing out', async () => {
    const { jar } = await signIn(one, kiir, customer.ssn);
    // Read on the other first, so it holds the session in its cache.
    expect((await me(other, jar)).statusCode).toBe(200);
    const { token } = await csrf(one, kiir, { ...jar });
    const out = await one.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { host: kiir, ...formType },
      cookies: jar,
      ...form({ csrfToken: token, json: 'true' }),
    });
    expect(out.statusCode).toBe(200);
    // The jar still has the cookie, as a copy taken before sign-out would.
    await withinASecond(async () => (await me(other, jar)).statusCode === 401);
    expect(await session(other, jar)).toEqual({});
  });

  it('shows a switch of acting client and a profile change on the other instance within a second', async () => {
    const { jar } = await signIn(one, kiir, representative.ssn);
    const [, company] = (await get(one, jar, '/api/me/representatives')).json<Representative[]>();
    expect((await me(other, jar)).json<Me>().type).toBe('private');
    const switched = await one.inject({
      method: 'POST',
      url: '/api/me/representatives',
      headers: { host: kiir },
      cookies: jar,
      payload: { representativeCode: company!.clientCode },
    });
    expect(switched.statusCode).toBe(200);
    await withinASecond(async () => (await me(other, jar)).json<Me>().name === company!.name);

    const before = (await me(other, jar)).json<Me>();
    const localeId = before.localeId === 'et-EE' ? 'en-GB' : 'et-EE';
    const put = await one.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { host: kiir },
      cookies: jar,
      payload: { localeId },
    });
    expect(put.statusCode).toBe(200);
    await withinASecond(async () => (await me(other, jar)).json<Me>().localeId === localeId);
  });

  it('counts sign-in posts from one address across both instances', async () => {
    const remoteAddress = '203.0.113.44';
    const post = async (app: FastifyInstance) => {
      const { token, jar } = await csrf(app, kiir);
      return app.inject({
        method: 'POST',
        url: '/api/auth/signin/telia',
        headers: { host: kiir, ...formType },
        cookies: jar,
        remoteAddress,
        ...form({ csrfToken: token, json: 'true' }),
      });
    };
    for (let n = 0; n < signInLimit; n++) {
      expect((await post(n % 2 === 0 ? one : other)).statusCode).toBe(200);
    }
    // Each instance has seen only half the limit: counted apart, both would still let it through.
    expect((await post(one)).statusCode).toBe(429);
    expect((await post(other)).statusCode).toBe(429);
  });

  it('runs a job sent on one instance once, with both working the queue', async () => {
    const name = 'cluster-once';
    const queues = [new PgBossQueue(first.db, quiet, 0.5), new PgBossQueue(second, quiet, 0.5)];
    for (const queue of queues) await queue.start([name]);
    const taken: Array<[number, number]> = [];
    for (const [worker, queue] of queues.entries()) {
      await queue.work<{ n: number }>(name, async ({ n }) => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        taken.push([worker, n]);
      });
    }
    for (let n = 0; n < 20; n++) await queues[0]!.send(name, { n });
    const until = performance.now() + 60_000;
    while (taken.length < 20 && performance.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // A while longer: nothing is handled a second time.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await Promise.all(queues.map((queue) => queue.stop()));
    expect(taken.map(([, n]) => n).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    // Both instances took jobs: each was offered to two workers and taken by one.
    expect(new Set(taken.map(([worker]) => worker)).size).toBe(2);
  }, 120_000);

  it('starts two instances at once on an empty database: migrated, seeded and queues made once', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `vool_empty_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const opened = await Promise.all([
      openDatabase({ url: url.toString() }),
      openDatabase({ url: url.toString() }),
    ]);
    try {
      const queues = opened.map(({ db }) => new PgBossQueue(db, quiet, 0.5));
      await Promise.all(queues.map((queue) => queue.start(['cluster-start'])));
      await Promise.all(queues.map((queue) => queue.stop()));
      const count = async (db: Db, table: 'sites' | 'clients') => {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      // As many as in a database seeded alone: none twice.
      for (const table of ['sites', 'clients'] as const) {
        expect(await count(opened[1].db, table)).toBe(await count(first.db, table));
      }
    } finally {
      await Promise.all(opened.map(({ db }) => db.destroy()));
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
  }, 300_000);

  it('listens on DATABASE_LISTEN_URL, while its pool queries through DATABASE_URL', async () => {
    // As behind PgBouncer in transaction mode: the pool's URL cannot keep LISTEN, the direct one can.
    // Each URL names itself to the server, which then tells which connection did what.
    const base = postgresUrlOf(first.db)!;
    const named = (name: string) => `${base}${base.includes('?') ? '&' : '?'}application_name=${name}`;
    const { db } = await openDatabase({ url: named('vool_pool'), listenUrl: named('vool_listen') });
    const app = await instance(db);
    const activity = new pg.Client({ connectionString: base });
    await activity.connect();
    try {
      const { jar } = await signIn(one, kiir, customer.ssn);
      expect((await me(app, jar)).statusCode).toBe(200);
      const { rows } = await activity.query<{ application_name: string; query: string }>(
        `select application_name, query from pg_stat_activity where application_name like 'vool_%'`,
      );
      const listening = rows.filter((row) => row.application_name === 'vool_listen');
      expect(listening).toHaveLength(1);
      // Its last statement: the LISTEN, or the sweeps' lock it asks for on the same session since.
      expect(listening[0]!.query).toMatch(/^(listen |select pg_try_advisory_lock)/i);
      expect(rows.some((row) => row.application_name === 'vool_pool')).toBe(true);
      // A sign-out on the other instance reaches this one's cache through that connection.
      const { token } = await csrf(one, kiir, { ...jar });
      await one.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: { host: kiir, ...formType },
        cookies: jar,
        ...form({ csrfToken: token, json: 'true' }),
      });
      await withinASecond(async () => (await me(app, jar)).statusCode === 401);
    } finally {
      await activity.end();
      await app.close();
      await db.destroy();
    }
  });

  it('lets one instance at a time run the periodic sweeps, and another once it is gone', async () => {
    // The apps' own connections may lead (their sandbox bank sweeps ask): this test, the last, ends them.
    await one.close();
    await other.close();
    closed = true;
    const url = postgresUrlOf(first.db)!;
    const a = new PostgresInvalidation(url, first.db, quiet);
    const b = new PostgresInvalidation(url, second, quiet);
    await a.start();
    await b.start();
    try {
      expect(await a.leads()).toBe(true);
      expect(await b.leads()).toBe(false);
      expect(await a.leads()).toBe(true);
      await a.close();
      // The lock goes with the leader's connection, as when its process ends.
      await withinASecond(() => b.leads());
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('DATABASE_LISTEN_URL', () => {
  it('gives the listening connection its own URL, and is refused without DATABASE_URL', () => {
    expect(databaseOptionsFromEnv({ DATABASE_URL: 'postgres://pool/vool' })).toEqual({
      url: 'postgres://pool/vool',
    });
    expect(
      databaseOptionsFromEnv({
        DATABASE_URL: 'postgres://pgbouncer:6432/vool',
        DATABASE_LISTEN_URL: 'postgres://primary:5432/vool',
      }),
    ).toEqual({ url: 'postgres://pgbouncer:6432/vool', listenUrl: 'postgres://primary:5432/vool' });
    expect(() => databaseOptionsFromEnv({ DATABASE_LISTEN_URL: 'postgres://primary/vool' })).toThrow(
      /set DATABASE_URL/,
    );
  });
});
