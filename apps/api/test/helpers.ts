import { Blob } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.ts';
import { openDatabase, type Db } from '../src/db/connect.ts';

export const fixturePortal = fileURLToPath(new URL('./fixtures/portal/', import.meta.url));

/**
 * What one Jest worker keeps between its test files (test/environment.js): a seeded database, as a
 * PGlite dump or a PostgreSQL template, per seeding instant and time zone. Opening PGlite and seeding
 * it takes seconds; copying the result takes a fraction.
 */
const seeded = (globalThis as { __voolSeeded?: Map<string, Promise<unknown>> }).__voolSeeded ?? new Map();

function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  if (!seeded.has(key)) seeded.set(key, make());
  return seeded.get(key) as Promise<T>;
}

const seedKey = (seededAt: Date) => `${seededAt.toISOString()} ${process.env.TZ ?? ''}`;

/** Where this run's workers share what they seeded (test/global-setup.js), if anywhere. */
const sharedDir = process.env.VOOL_TEST_SEEDS;
const sharedName = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/**
 * A PGlite dump seeded once per run: the first worker to need it seeds it (it takes the lock file);
 * the others wait for its file. Seeding takes about ten seconds a time on a busy machine.
 */
async function sharedDump(key: string, make: () => Promise<Blob>): Promise<Blob> {
  if (!sharedDir) return make();
  const file = path.join(sharedDir, `${sharedName(key)}.tar`);
  const failed = `${file}.failed`;
  try {
    await (await open(`${file}.lock`, 'wx')).close();
  } catch {
    const started = Date.now();
    while (!existsSync(failed) && Date.now() - started < 300_000) {
      if (existsSync(file)) return new Blob([readFileSync(file)]);
      await sleep(100);
    }
    // The worker seeding it failed or stalled: this one seeds its own, and fails in its own way.
    return make();
  }
  try {
    const dump = await make();
    writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.part`, file);
    return dump;
  } catch (error) {
    writeFileSync(failed, String(error));
    throw error;
  }
}

function adminOf(server: string) {
  return new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: server, max: 1 }) }),
  });
}

/** A database on the PostgreSQL server `server`, seeded once as a template per run (per worker outside one). */
async function templateOf(server: string, seededAt: Date): Promise<string> {
  const key = seedKey(seededAt);
  return once(`postgres ${key}`, async () => {
    // Shared by the run's workers when they share a run (test/global-setup.js): the first one to
    // take the lock seeds it, the others find it made.
    const name = `vool_template_${sharedDir ? sharedName(`${sharedDir} ${key}`) : randomBytes(6).toString('hex')}`;
    const admin = adminOf(server);
    try {
      // A session lock on the admin's one connection, released when it closes.
      await sql`select pg_advisory_lock(hashtext(${name}))`.execute(admin);
      const made = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
      if (made.rows.length > 0) return name;
      await sql.raw(`create database ${name}`).execute(admin);
      const url = new URL(server);
      url.pathname = `/${name}`;
      const { db } = await openDatabase({ url: url.toString() }, seededAt);
      // A template is copied only while no one is connected to it.
      await db.destroy();
      return name;
    } finally {
      await admin.destroy();
    }
  });
}

/**
 * A real database per test file: in-memory PGlite, or — when TEST_DATABASE_URL names a PostgreSQL
 * server — a fresh database created on it and dropped afterwards. `seededAt`: the instant its invoices
 * are issued up to (a test that reads them pins it, so they are the same on any day). Every database
 * starts as a copy of one seeded the same way, so its signing key is shared with the worker's other
 * test files: none compares keys across files.
 */
export async function testDatabase(seededAt?: Date): Promise<{ db: Db; close: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  // Unpinned, the run's "now" (test/global-setup.js), or the worker's first seeding instant.
  // Kept as text: a Date made in another test file's realm fails `instanceof Date` in this one.
  const at =
    seededAt ??
    new Date(await once('now', () => Promise.resolve(process.env.VOOL_TEST_NOW ?? new Date().toISOString())));
  if (!server) {
    const key = seedKey(at);
    const dump = await once(`pglite ${key}`, () =>
      sharedDump(key, async () => {
        const { db, pglite } = await openDatabase({ dataDir: 'memory://' }, at);
        const data = await pglite!.dumpDataDir('none');
        await db.destroy();
        return data;
      }),
    );
    const { db } = await openDatabase({ dataDir: 'memory://', loadDataDir: dump }, at);
    return { db, close: () => db.destroy() };
  }
  const template = await templateOf(server, at);
  const name = `vool_test_${randomBytes(6).toString('hex')}`;
  const admin = adminOf(server);
  await sql.raw(`create database ${name} template ${template}`).execute(admin);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const { db } = await openDatabase({ url: url.toString() }, at);
  return {
    db,
    close: async () => {
      await db.destroy();
      await sql.raw(`drop database ${name}`).execute(admin);
      await admin.destroy();
    },
  };
}

export async function testApp(options: AppOptions = {}) {
  const database = await testDatabase();
  const app = await buildApp({
    database: database.db,
    signInLimit: { max: 10_000, timeWindow: 60_000 },
    // A tiny stand-in for the built portal, so page tests never depend on a portal build.
    portalDir: fixturePortal,
    ...options,
  });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type Cookies = Record<string, string>;

/** Folds a response's Set-Cookie headers into a jar, as a browser would (cleared ones removed). */
export function keepCookies(jar: Cookies, response: LightMyRequestResponse): Cookies {
  for (const cookie of response.cookies as Array<{
    name: string;
    value: string;
    maxAge?: number;
    expires?: Date;
  }>) {
    const cleared = cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now());
    if (cleared) Reflect.deleteProperty(jar, cookie.name);
    else jar[cookie.name] = cookie.value;
  }
  return jar;
}

export interface DemoPerson {
  name: string;
  ssn: string;
  email: string;
  isNewCustomer: boolean;
  represents: number;
}

export async function people(app: FastifyInstance, host: string): Promise<DemoPerson[]> {
  return (await app.inject({ url: '/sandbox/telia.json', headers: { host } })).json<DemoPerson[]>();
}

export async function csrf(app: FastifyInstance, host: string, jar: Cookies = {}) {
  const response = await app.inject({ url: '/api/auth/csrf', headers: { host }, cookies: jar });
  keepCookies(jar, response);
  return { token: response.json<{ csrfToken: string }>().csrfToken, jar };
}

/**
 * Starts an e-ID sign-in in this browser (`jar` keeps its state cookie) and answers the callback link
 * the sandbox page offers for `ssn`, not yet followed.
 */
export async function startSignIn(
  app: FastifyInstance,
  host: string,
  ssn: string,
  jar: Cookies = {},
  callbackUrl = '/dashboard',
): Promise<string> {
  const { token } = await csrf(app, host, jar);
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/signin/telia',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    cookies: jar,
    payload: new URLSearchParams({ csrfToken: token, callbackUrl, json: 'true' }).toString(),
  });
  keepCookies(jar, start);
  return identityLink(app, host, start.json<{ url: string }>().url, ssn);
}

/** The sandbox page's "sign in as" link of `ssn`, for the state in `pageUrl`. */
export async function identityLink(app: FastifyInstance, host: string, pageUrl: string, ssn: string) {
  const page = await app.inject({ url: pageUrl, headers: { host } });
  const link = new RegExp(`<a href="([^"]+)">Sign in as [^<]+</a> <code>${ssn}</code>`).exec(page.body)?.[1];
  if (!link) throw new Error(`No demo identity ${ssn} on ${host}`);
  return link.replace(/&amp;/g, '&');
}

/** Signs in through the whole e-ID flow: sign-in post, the sandbox page, the callback. */
export async function signIn(app: FastifyInstance, host: string, ssn: string, jar: Cookies = {}) {
  const link = await startSignIn(app, host, ssn, jar);
  const callback = await app.inject({ url: link, headers: { host }, cookies: jar });
  keepCookies(jar, callback);
  return { jar, callback };
}

export const formType = { 'content-type': 'application/x-www-form-urlencoded' };
export const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString() });

/** Signs in through the e-mail flow: the sign-in post, the sandbox outbox, the magic link. */
export async function signInByEmail(app: FastifyInstance, host: string, email: string, jar: Cookies = {}) {
  const { token } = await csrf(app, host, jar);
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/signin/email',
    headers: { host, ...formType },
    cookies: jar,
    ...form({ csrfToken: token, email, callbackUrl: '/dashboard', json: 'true' }),
  });
  keepCookies(jar, start);
  const outbox = (await app.inject({ url: '/sandbox/mail.json', headers: { host } })).json<
    Array<{ to: string; link: string }>
  >();
  const mail = outbox.find((m) => m.to === email);
  if (!mail) throw new Error(`No sign-in mail to ${email} on ${host}`);
  const link = new URL(mail.link);
  keepCookies(
    jar,
    await app.inject({ url: `${link.pathname}${link.search}`, headers: { host }, cookies: jar }),
  );
  return { jar };
}
