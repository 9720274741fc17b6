import {
  thresholdValid,
  type NotificationSetting,
  type NotificationSettingInput,
  type NotificationSubject,
  type SpotAlert,
} from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import { HttpError, validationError } from '../../errors.ts';
import type { SiteContext } from '../site/sites.ts';
import { recordChange, type Actor } from './audit.ts';
import type { NotificationContacts } from './notification-contacts.ts';
import type { NotificationRepository } from './notification-repository.ts';

export interface NotificationServiceDeps {
  db: Db;
  repository: NotificationRepository;
  contacts: NotificationContacts;
  now: () => Date;
}

/** What the customer may be told of on this site, besides spot prices: each needs what it is about. */
export function subjectsOf(site: SiteContext): NotificationSubject[] {
  const features = site.config.features;
  return [
    ...(features.includes('invoices') ? [{ id: 'Invoice' as const, threshold: false }] : []),
    ...(features.includes('outages') ? [{ id: 'Outage' as const, threshold: false }] : []),
    { id: 'Consumption', threshold: true },
  ];
}

const spotAlertOff: SpotAlert = { enabled: false, threshold: { lower: null, upper: null }, contactsIds: [] };

/** PostgreSQL's unique_violation: another request gave the client this subject first. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

const duplicateSubject = () =>
  validationError('You have a setting of this subject already', 'DUPLICATE_SUBJECT', {
    '/subject': 'has a setting already',
  });

/** A field at fault, the code the portal translates, and why. */
type Problem = [path: string, code: string, why: string];

/** What a switched-on alert or setting cannot do without: someone to tell. */
const noContacts = (value: { enabled: boolean; contactsIds: number[] }): Problem[] =>
  value.enabled && value.contactsIds.length === 0 ? [['/contactsIds', 'NO_CONTACTS', 'is empty']] : [];

/** The problems of a spot alert beyond its schema. */
function spotAlertProblems(alert: SpotAlert): Problem[] {
  const { lower, upper } = alert.threshold;
  return [
    ...(thresholdValid(alert.threshold)
      ? []
      : [['/threshold/lower', 'THRESHOLD_ORDER', 'is not below upper'] as Problem]),
    ...noContacts(alert),
    ...(alert.enabled && lower === null && upper === null
      ? [['/threshold', 'NO_THRESHOLD', 'has no bound'] as Problem]
      : []),
  ];
}

/** A 422 naming every problem, answered with the first one's code. */
function refuse(problems: Problem[]) {
  const [first] = problems;
  if (!first) return;
  const fields = Object.fromEntries(problems.map(([path, , why]) => [path, why]));
  throw validationError('The setting is not complete', first[1], fields);
}

/** The spot-price alert and the other notifications of the acting client. */
export function notificationService({ db, repository, contacts, now }: NotificationServiceDeps) {
  /** A setting as stored, with only contacts that still exist. */
  const withExisting = async <T extends { contactsIds: number[] }>(
    clientId: number,
    value: T,
  ): Promise<T> => ({
    ...value,
    contactsIds: await contacts.existing(clientId, value.contactsIds),
  });

  /** 422 for what the input cannot be on this site; the threshold kept only where the subject takes one. */
  async function checkSetting(site: SiteContext, clientId: number, input: NotificationSettingInput) {
    const subject = subjectsOf(site).find((offered) => offered.id === input.subject);
    if (!subject) {
      throw validationError('This site does not tell of that', 'UNKNOWN_SUBJECT', {
        '/subject': 'is not offered',
      });
    }
    const needsThreshold = input.enabled && subject.threshold && input.threshold === null;
    refuse([
      ...noContacts(input),
      ...(needsThreshold ? [['/threshold', 'NO_THRESHOLD', 'is needed'] as Problem] : []),
    ]);
    await contacts.check(clientId, input.contactsIds);
    return { ...input, threshold: subject.threshold ? input.threshold : null };
  }

  const audited = <T>(change: Actor, write: (tx: Db) => Promise<T>) =>
    db.transaction().execute(async (tx) => {
      const result = await write(tx);
      await recordChange(tx, { ...change, item: 'Notifications', at: now() });
      return result;
    });

  /** The stored alert, or one switched off with nothing chosen. */
  async function spotAlert(clientId: number): Promise<SpotAlert> {
    const stored = await repository.spotAlert(clientId);
    return stored ? withExisting(clientId, stored) : spotAlertOff;
  }

  return {
    subjects: subjectsOf,
    spotAlert,

    async updateSpotAlert(change: Actor, alert: SpotAlert): Promise<SpotAlert> {
      refuse(spotAlertProblems(alert));
      await contacts.check(change.clientId, alert.contactsIds);
      await audited(change, (tx) => repository.saveSpotAlert(tx, change.clientId, alert));
      return spotAlert(change.clientId);
    },

    async settings(clientId: number): Promise<NotificationSetting[]> {
      const all = await repository.settings(clientId);
      return Promise.all(all.map((setting) => withExisting(clientId, setting)));
    },

    async create(site: SiteContext, change: Actor, input: NotificationSettingInput) {
      const checked = await checkSetting(site, change.clientId, input);
      const created = await audited(change, async (tx) => {
        const row = await repository.createSetting(tx, change.clientId, checked);
        // Thrown inside the transaction, so no audit row is left behind.
        if (!row) throw duplicateSubject();
        return row;
      });
      return withExisting(change.clientId, created);
    },

    async update(site: SiteContext, change: Actor, id: number, input: NotificationSettingInput) {
      // Another client's id answers exactly like one that does not exist.
      if (!(await repository.setting(change.clientId, id))) {
        throw new HttpError(404, 'NotFound', 'No such notification setting', 'SETTING_NOT_FOUND');
      }
      const checked = await checkSetting(site, change.clientId, input);
      try {
        const updated = await audited(change, async (tx) => {
          const row = await repository.updateSetting(tx, change.clientId, id, checked);
          if (!row) throw new HttpError(404, 'NotFound', 'No such notification setting', 'SETTING_NOT_FOUND');
          return row;
        });
        return await withExisting(change.clientId, updated);
      } catch (error) {
        // The subject moved to one another of the client's settings has.
        if (isUniqueViolation(error)) throw duplicateSubject();
        throw error;
      }
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
