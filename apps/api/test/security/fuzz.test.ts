import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connect.ts';
import { people, signIn, testApp, type Cookies } from '../helpers.ts';
import { badRequests, routesOf, type Route } from './fuzz-requests.ts';

/**
 * Generated bad requests over every route: no answer may be a 5xx, and none refused with a 4xx may
 * have changed a row. FUZZ_RUNS and FUZZ_SEED set the run (`npm run fuzz -w @vool/api`: 20,000, a new
 * seed each time); the suite runs 2,000 on a fixed seed, so it fails only when the product changes.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 2000);
const seed = Number(process.env.FUZZ_SEED ?? 20261126);

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let jar: Cookies;
let routes: Route[];
beforeAll(async () => {
  ({ app, db, close } = await testApp({ now: () => new Date('2026-11-18T10:00:00Z') }));
  const [person] = await people(app, 'kiir.localhost');
  ({ jar } = await signIn(app, 'kiir.localhost', person!.ssn));
  routes = routesOf(app.printRoutes({ commonPrefix: false }));
  await countWrites(db);
}, 60_000);
afterAll(async () => {
  await close();
});

/**
 * Counts every row written to the tables a request could change, by row triggers installed for this
 * test only. Left out: what any request may count (rate limits, spent codes) and a session's sliding
 * end, which every signed-in request moves.
 */
async function countWrites(database: Db) {
  const tables = [
    'sites',
    'clients',
    'representations',
    'contacts',
    'addresses',
    'bank_accounts',
    'magic_links',
    'auth_states',
    'email_changes',
    'outbox',
    'client_logs',
    'locations',
    'usage_points',
    'invoices',
    'payments',
    'payment_notifications',
    'sandbox_bank_payments',
    'account_changes',
    'step_up_states',
    'outage_contacts',
    'spot_alerts',
    'notification_settings',
    'notification_deliveries',
    'push_installations',
    'push_registrations',
    'push_devices',
    'push_messages',
    'push_deliveries',
    'job_queue',
    'feedback',
  ];
  await sql`create table fuzz_writes (n integer not null)`.execute(database);
  await sql`insert into fuzz_writes values (0)`.execute(database);
  await sql`create function fuzz_count() returns trigger language plpgsql as $$
    begin update fuzz_writes set n = n + 1; return null; end $$`.execute(database);
  for (const table of tables) {
    await sql`create trigger fuzz_count after insert or update or delete on ${sql.table(table)}
      for each row execute function fuzz_count()`.execute(database);
  }
  await sql`create trigger fuzz_count after insert or delete or update of user_id, acting_client_id, authenticated_at on sessions
    for each row execute function fuzz_count()`.execute(database);
}

const writes = async () => (await sql<{ n: number }>`select n from fuzz_writes`.execute(db)).rows[0]!.n;

describe('bad requests', () => {
  it('finds every route', () => {
    const paths = routes.map((r) => r.path);
    for (const path of [
      '/api/me',
      '/api/me/email/confirm',
      '/api/charts/readings',
      '/api/auth/signin/:provider',
      '/sandbox/mail.json',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('would see a row written', async () => {
    const before = await writes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { host: 'kiir.localhost' },
      payload: { message: 'counted', level: 'info' },
    });
    expect(response.statusCode).toBe(204);
    expect(await writes()).toBe(before + 1);
  });

  it(`answer ${runs} generated requests with no 5xx and change no row when refused`, async () => {
    const statuses = new Map<number, number>();
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(badRequests(routes), async ({ options, signedIn }) => {
        const before = await writes();
        const response = await app.inject({ ...options, ...(signedIn ? { cookies: jar } : {}) });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await writes()).toBe(before);
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
    const seconds = (Date.now() - started) / 1000;
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    // The figures of a run, for apps/api/README.md.
    process.stdout.write(
      `fuzz: ${runs} requests (seed ${seed}) in ${seconds.toFixed(0)} s; ${summary.join(', ')}\n`,
    );
  }, 600_000);
});
