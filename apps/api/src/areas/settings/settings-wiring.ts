import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { EidProvider } from '../../integrations/eid.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { EmailChanges } from '../me/email-change.ts';
import type { MeService } from '../me/service.ts';
import { addressesRepository, addressesService } from './addresses.ts';
import { addressesRoutes } from './addresses-routes.ts';
import { bankAccountsRepository } from './bank-accounts-repository.ts';
import { bankAccountsRoutes } from './bank-accounts-routes.ts';
import { bankAccountsService } from './bank-accounts-service.ts';
import { changesRepository } from './changes-repository.ts';
import { changesRoutes } from './changes-routes.ts';
import { contactsRepository } from './contacts-repository.ts';
import { contactsRoutes } from './contacts-routes.ts';
import { contactsService } from './contacts-service.ts';
import { stepUpRepository } from './step-up-repository.ts';
import { stepUpRoutes } from './step-up-routes.ts';

export interface SettingsOptions {
  db: Db;
  sessions: SessionService;
  eid: EidProvider;
  secret: string;
  now: () => Date;
  /** The profile's service: it shows a pending address asked for through the contacts too. */
  profile: MeService;
  emailChanges: EmailChanges;
  /** Company-code checks per IP and minute (default 300: one per key press, for a whole office). */
  businessCodeLimit?: { max: number; timeWindow: number };
}

/** The settings' contacts, addresses, bank accounts, step-up and change history. */
export async function registerSettings(app: FastifyInstance, options: SettingsOptions): Promise<void> {
  const { db, now } = options;
  await app.register(contactsRoutes, {
    service: contactsService({
      repository: contactsRepository(db),
      emailChanges: options.emailChanges,
      profile: options.profile,
      now,
    }),
  });
  await app.register(addressesRoutes, { service: addressesService(addressesRepository(db), now) });
  await app.register(bankAccountsRoutes, {
    service: bankAccountsService(bankAccountsRepository(db), now),
    businessCodeLimit: options.businessCodeLimit ?? { max: 300, timeWindow: 60_000 },
  });
  await app.register(changesRoutes, { repository: changesRepository(db) });
  await app.register(stepUpRoutes, {
    repository: stepUpRepository(db),
    sessions: options.sessions,
    eid: options.eid,
    secret: options.secret,
    now,
  });
}
