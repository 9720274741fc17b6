import type { FastifyInstance } from 'fastify';
import type { BackgroundWork } from '../../background.ts';
import type { Db } from '../../db/connect.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import { SandboxMailer } from '../../integrations/sandbox-mailer.ts';
import { SandboxMessenger } from '../../integrations/sandbox-messenger.ts';
import type { LocationsRepository } from '../locations/repository.ts';
import type { PushDispatcher } from '../notifications/dispatcher.ts';
import type { SiteContext } from '../site/sites.ts';
import { notificationContacts } from './notification-contacts.ts';
import type { Outbound } from './notification-delivery.ts';
import { notificationEvaluator } from './notification-evaluator.ts';
import { notificationRepository } from './notification-repository.ts';
import { notificationRoutes } from './notification-routes.ts';
import { notificationSandboxRoutes } from './notification-sandbox.ts';
import { notificationService } from './notification-service.ts';
import { startNotificationTimer } from './notification-timer.ts';
import { outageContactsService } from './outage-contacts.ts';
import { outageRepository } from './outage-repository.ts';
import { outageRoutes } from './outage-routes.ts';

export interface NotificationsOptions {
  db: Db;
  locations: LocationsRepository;
  sites: readonly SiteContext[];
  now: () => Date;
  background: BackgroundWork;
  /** An outside mailer (tests); without it the sandbox outbox, written in the delivery's transaction. */
  mailer?: Mailer;
  /** Adds `POST /sandbox/notifications/run`. */
  sandbox: boolean;
  /** How often the evaluator runs over every site; off when absent (tests run it themselves). */
  everyMs?: number;
  /** The push dispatcher: the spot-price alert goes to the client's devices too. */
  push?: PushDispatcher;
  /** Whether this instance runs the periodic sweeps now (one of many does); always, when absent. */
  leads?: () => Promise<boolean>;
}

/** The outage-contacts and notifications tabs' calls, and the evaluator that sends what they ask for. */
export async function registerNotifications(
  app: FastifyInstance,
  options: NotificationsOptions,
): Promise<void> {
  const { db, now } = options;
  const contacts = notificationContacts(db);
  await app.register(outageRoutes, {
    service: outageContactsService({ db, repository: outageRepository(db), contacts, now }),
  });
  await app.register(notificationRoutes, {
    service: notificationService({ db, repository: notificationRepository(db), contacts, now }),
  });

  // The sandboxes write in the transaction that records the delivery (PGlite has one connection, and
  // a message and its record belong together); an outside mailer just sends.
  const outbound: Outbound = (tx) => ({
    mailer: options.mailer ?? new SandboxMailer(tx),
    messenger: new SandboxMessenger(tx),
  });
  const evaluator = notificationEvaluator({
    db,
    outbound,
    log: app.log,
    ...(options.push ? { push: options.push } : {}),
  });
  if (options.everyMs) {
    startNotificationTimer(app, { ...options, everyMs: options.everyMs, evaluator });
  }
  if (options.sandbox) await app.register(notificationSandboxRoutes, { evaluator, now });
}
