import type { OutageAddress, OutageContacts, OutageContactsUpdate } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import { HttpError, validationError } from '../../errors.ts';
import type { SiteContext } from '../site/sites.ts';
import { recordChange, type Actor } from './audit.ts';
import type { NotificationContacts } from './notification-contacts.ts';
import { outageAddresses, ownsContract } from './outage-addresses.ts';
import type { OutageRepository } from './outage-repository.ts';

export interface OutageContactsDeps {
  db: Db;
  repository: OutageRepository;
  contacts: NotificationContacts;
  now: () => Date;
}

/**
 * Night-time timing is the network operator's to honour: it is offered only where the site has the
 * operator's outage notification integration.
 */
export const timingAvailable = (site: Pick<SiteContext, 'config'>) =>
  site.config.external_services.includes('outage-notification-settings');

/** Who hears of network outages at each of the acting client's places of supply. */
export function outageContactsService({ db, repository, contacts, now }: OutageContactsDeps) {
  async function requireContract(clientId: number, contractId: string) {
    if (!(await ownsContract(db, clientId, contractId, now()))) {
      throw new HttpError(404, 'NotFound', 'No such contract', 'CONTRACT_NOT_FOUND');
    }
  }

  /** The stored choice, or the default: always, to the primary e-mail and phone. */
  async function read(site: SiteContext, clientId: number, contractId: string): Promise<OutageContacts> {
    const stored = await repository.find(clientId, contractId);
    const available = timingAvailable(site);
    return {
      contractId,
      timingAvailable: available,
      // A site that lost the integration tells at any hour, whatever was chosen while it had it.
      timing: available && stored ? stored.timing : 'Always',
      contactsIds: stored
        ? await contacts.existing(clientId, stored.contactIds)
        : await contacts.primary(clientId),
    };
  }

  return {
    addresses: (clientId: number): Promise<OutageAddress[]> => outageAddresses(db, clientId, now()),

    async get(site: SiteContext, clientId: number, contractId: string): Promise<OutageContacts> {
      await requireContract(clientId, contractId);
      return read(site, clientId, contractId);
    },

    async update(site: SiteContext, change: Actor, body: OutageContactsUpdate): Promise<OutageContacts> {
      const { clientId } = change;
      await requireContract(clientId, body.contractId);
      if (body.timing !== 'Always' && !timingAvailable(site)) {
        throw validationError('This site tells of outages at any hour', 'TIMING_UNAVAILABLE', {
          '/timing': 'is not offered on this site',
        });
      }
      await contacts.check(clientId, body.contactsIds);
      await db.transaction().execute(async (tx) => {
        await repository.save(tx, clientId, body.contractId, {
          timing: body.timing,
          contactIds: body.contactsIds,
        });
        await recordChange(tx, { ...change, item: 'OutageContacts', at: now() });
      });
      return read(site, clientId, body.contractId);
    },
  };
}

export type OutageContactsService = ReturnType<typeof outageContactsService>;
