import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { BackgroundWork } from '../../background.ts';
import type { Db } from '../../db/connect.ts';
import { SandboxInstallations } from '../../integrations/sandbox-installations.ts';
import { SandboxPushMessaging } from '../../integrations/sandbox-push.ts';
import { PgBossQueue } from '../../jobs/pg-boss-queue.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { TableQueue } from '../../jobs/table-queue.ts';
import { outageAnnouncements } from '../outages/announcements.ts';
import { sandboxPushRoutes } from '../sandbox/push.ts';
import { timingAvailable } from '../settings/outage-contacts.ts';
import type { SiteContext } from '../site/sites.ts';
import { pushDispatcher, pushQueue, type PushDispatcher } from './dispatcher.ts';
import { pushRepository } from './repository.ts';
import { pushRoutes } from './routes.ts';
import { pushService } from './service.ts';
import { vendorRoutes } from './vendor-routes.ts';

export interface PushOptions {
  /** The dispatcher's queue: pg-boss on PostgreSQL, the table poller on PGlite (default). */
  queue?: 'pg-boss' | 'table';
  /** Whether this instance sends queued messages (the server does; most tests only queue). */
  worker?: boolean;
  /** How often the table poller looks for jobs (default 1 s). */
  pollMs?: number;
  /** How often outages' starts and ends are told to the customers' devices; off when absent. */
  outagesEveryMs?: number;
  /** Which push services a subscription may name (default the browsers' own; `any` for a local one). */
  endpoints?: 'known' | 'any';
  /** The https agent for the push services (a test's trusts its local push service). */
  agent?: Agent;
}

export interface PushWiring {
  db: Db;
  secret: string;
  now: () => Date;
  sites: readonly SiteContext[];
  background: BackgroundWork;
  sandbox: boolean;
  /** Whether this instance runs the periodic sweeps now (one of many does); always, when absent. */
  leads?: () => Promise<boolean>;
  options?: PushOptions;
}

/**
 * Push notifications: the two vendors (served here under /vendor/), the portal's calls, the dispatcher
 * and its queue, the outages' announcements and the sandbox page. Answers the dispatcher, which the
 * other producers (support, the spot-price alert, payments) are given.
 */
export async function registerPush(app: FastifyInstance, wiring: PushWiring): Promise<PushDispatcher> {
  const { db, secret, now, sites, background, options = {} } = wiring;
  const installations = new SandboxInstallations(db, secret, now);
  const push = new SandboxPushMessaging(db, installations, now, {
    endpoints: options.endpoints ?? 'known',
    timeoutMs: 10_000,
    ...(options.agent ? { agent: options.agent } : {}),
  });
  const repository = pushRepository(db);
  const queue: JobQueue =
    options.queue === 'pg-boss'
      ? new PgBossQueue(db, app.log)
      : new TableQueue(db, now, app.log, options.pollMs ? { pollMs: options.pollMs } : {});
  await queue.start([pushQueue]);
  // Closing stops taking jobs and waits for the message being sent, before the database goes.
  app.addHook('preClose', () => queue.stop());
  const dispatcher = pushDispatcher({ repository, queue, push, sites, now, log: app.log });
  if (options.worker) await queue.work<{ messageId: number }>(pushQueue, (job) => dispatcher.deliver(job));

  await app.register(vendorRoutes, { installations, push });
  await app.register(pushRoutes, { service: pushService({ repository, push, installations, now }) });
  if (wiring.sandbox) await app.register(sandboxPushRoutes, { dispatcher, repository });
  if (options.outagesEveryMs) {
    const announcements = outageAnnouncements(db);
    const announced = sites.filter(
      (site) =>
        site.config.features.includes('outages') && site.config.features.includes('push-notifications'),
    );
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      background.run('outage announcements', async () => {
        try {
          if (wiring.leads && !(await wiring.leads())) return;
          for (const site of announced) {
            await announcements.announce(
              site.id,
              now(),
              (notice) => dispatcher.notify(notice),
              timingAvailable(site),
            );
          }
        } finally {
          running = false;
        }
      });
    }, options.outagesEveryMs);
    timer.unref();
    app.addHook('preClose', (done) => {
      clearInterval(timer);
      done();
    });
  }
  return dispatcher;
}
