import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testDatabase } from './helpers.ts';
import type { Db } from '../src/db/connect.ts';
import { PgBossQueue } from '../src/jobs/pg-boss-queue.ts';
import type { JobQueue } from '../src/jobs/queue.ts';
import { TableQueue } from '../src/jobs/table-queue.ts';
import { SandboxInstallations } from '../src/integrations/sandbox-installations.ts';
import { SandboxPushMessaging } from '../src/integrations/sandbox-push.ts';
import { pushDispatcher, pushQueue } from '../src/areas/notifications/dispatcher.ts';
import { pushRepository } from '../src/areas/notifications/repository.ts';
import { loadSites } from '../src/areas/site/repository.ts';
import { readSiteOrigins } from '../src/areas/site/origins.ts';
import { browserKeys, eventually, localPushService } from './push-helpers.ts';

const log = { error: () => undefined, info: () => undefined };
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let db: Db;
let close: () => Promise<void>;
let at = Date.parse('2026-12-10T10:00:00.000Z');
const now = () => new Date(at);
beforeAll(async () => {
  ({ db, close } = await testDatabase());
}, 180_000);
afterAll(async () => {
  await close();
});

const makeQueue = (kind: 'table' | 'pg-boss'): JobQueue =>
  kind === 'table' ? new TableQueue(db, now, log, { pollMs: 20 }) : new PgBossQueue(db, log, 0.5);

// pg-boss needs PostgreSQL: it runs where the tests do (TEST_DATABASE_URL); the table queue everywhere.
describe.each(postgres ? (['table', 'pg-boss'] as const) : (['table'] as const))('the %s queue', (kind) => {
  it('gives each job to one of two workers, once', async () => {
    const [first, second] = [makeQueue(kind), makeQueue(kind)];
    const name = `once-${kind}`;
    await first.start([name]);
    await second.start([name]);
    const taken: Array<[string, number]> = [];
    const handler = (worker: string) => async (data: { n: number }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      taken.push([worker, data.n]);
    };
    await first.work(name, handler('first'));
    await second.work(name, handler('second'));
    for (let n = 0; n < 20; n += 1) await first.send(name, { n });
    await eventually(() => (taken.length >= 20 ? true : undefined), 30_000);
    // A while longer: nothing is handled a second time.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await Promise.all([first.stop(), second.stop()]);
    expect(taken.map(([, n]) => n).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  }, 180_000);

  it('writes a job sent in a transaction only if the transaction commits', async () => {
    const queue = makeQueue(kind);
    const name = `tx-${kind}`;
    await queue.start([name]);
    const taken: number[] = [];
    await db
      .transaction()
      .execute(async (tx) => {
        await queue.send(name, { n: 1 }, { tx });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db.transaction().execute((tx) => queue.send(name, { n: 2 }, { tx }));
    await queue.work<{ n: number }>(name, ({ n }) => {
      taken.push(n);
      return Promise.resolve();
    });
    await eventually(() => (taken.length ? true : undefined), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await queue.stop();
    expect(taken).toEqual([2]);
  }, 180_000);

  it('holds a delayed job until its time', async () => {
    const queue = makeQueue(kind);
    const name = `later-${kind}`;
    await queue.start([name]);
    const taken: number[] = [];
    await queue.work<{ n: number }>(name, ({ n }) => {
      taken.push(n);
      return Promise.resolve();
    });
    await queue.send(name, { n: 1 }, { delaySeconds: 2 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(taken).toEqual([]);
    // The table queue goes by the app's clock; pg-boss counts the seconds from the send.
    at += 2_000;
    await eventually(() => (taken.length ? true : undefined), 30_000);
    await queue.stop();
    expect(taken).toEqual([1]);
  }, 180_000);
});

describe('the in-process table queue', () => {
  it('retries a failed job after its delay by the app’s clock, then fails it for good', async () => {
    const queue = new TableQueue(db, now, log, { pollMs: 20 });
    let calls = 0;
    await queue.work('flaky', () => {
      calls += 1;
      return Promise.reject(new Error('push service down'));
    });
    await queue.send('flaky', {});
    await eventually(() => (calls === 1 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(1);
    for (const [delay, expected] of [
      [30, 2],
      [60, 3],
      [120, 4],
    ] as const) {
      at += delay * 1000;
      await eventually(() => (calls === expected ? true : undefined));
    }
    at += 3_600_000;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await queue.stop();
    expect(calls).toBe(4);
    const row = await db
      .selectFrom('job_queue')
      .select(['state', 'attempts', 'error'])
      .where('queue', '=', 'flaky')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'failed', attempts: 4, error: 'push service down' });
  }, 180_000);
});

describe('the dispatcher', () => {
  it('sends a message once however often its job is run', async () => {
    const service = await localPushService();
    try {
      const sites = (await loadSites(db, readSiteOrigins(undefined, 80))).all;
      const kiir = sites.find((s) => s.config.theme_id === 'kiir')!;
      const installations = new SandboxInstallations(db, 'secret', now);
      const push = new SandboxPushMessaging(db, installations, now, {
        endpoints: 'any',
        agent: service.agent,
        timeoutMs: 5_000,
      });
      const repository = pushRepository(db);
      const queue = new TableQueue(db, now, log);
      const dispatcher = pushDispatcher({ repository, queue, push, sites, now, log });
      // A browser registered straight with the vendor, its token linked to a client of the site.
      const made = await installations.register(
        { id: kiir.id, themeId: 'kiir' },
        { fid: 'A'.repeat(22), appId: installations.appIdOf('kiir') },
      );
      const keys = browserKeys();
      const { token } = await push.register({ id: kiir.id, themeId: 'kiir' }, made.authToken.token, {
        endpoint: service.endpoint('/push/once'),
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      const client = await db
        .selectFrom('clients')
        .select('id')
        .where('site_id', '=', kiir.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await repository.link(
        { siteId: kiir.id, clientId: client.id, userId: client.id, token, label: 'Test', at: now() },
        undefined,
      );
      const messageId = await dispatcher.notify({
        siteId: kiir.id,
        clientId: client.id,
        kind: 'message',
        texts: () => ({ title: 'Once', body: 'Only once.' }),
        link: '/dashboard',
        collapseKey: 'once',
      });
      expect(await queue.take(pushQueue)).toEqual(expect.objectContaining({ data: { messageId } }));
      // The job taken: no second worker finds it; and the same job run twice sends once.
      expect(await queue.take(pushQueue)).toBeUndefined();
      await Promise.all([
        dispatcher.deliver({ messageId: messageId! }),
        dispatcher.deliver({ messageId: messageId! }),
      ]);
      expect(service.received.filter((r) => r.path === '/push/once')).toHaveLength(1);
      const deliveries = await db
        .selectFrom('push_deliveries')
        .select('outcome')
        .where('message_id', '=', messageId!)
        .execute();
      expect(deliveries).toEqual([{ outcome: 'delivered' }]);
    } finally {
      await service.close();
    }
  });
});
