import type { OutageTiming } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';

export interface StoredOutageContacts {
  timing: OutageTiming;
  contactIds: number[];
}

/** Every query takes the acting client's id from the session, never from the request. */
export function outageRepository(db: Db) {
  return {
    async find(clientId: number, contractId: string): Promise<StoredOutageContacts | undefined> {
      const row = await db
        .selectFrom('outage_contacts')
        .select(['timing', 'contact_ids'])
        .where('client_id', '=', clientId)
        .where('contract_id', '=', contractId)
        .executeTakeFirst();
      return row && { timing: row.timing, contactIds: row.contact_ids };
    },

    /** Inserts or replaces the place's row; `tx` is the transaction that also records the change. */
    async save(tx: Db, clientId: number, contractId: string, value: StoredOutageContacts): Promise<void> {
      const values = { timing: value.timing, contact_ids: JSON.stringify(value.contactIds) };
      await tx
        .insertInto('outage_contacts')
        .values({ client_id: clientId, contract_id: contractId, ...values })
        .onConflict((conflict) => conflict.columns(['client_id', 'contract_id']).doUpdateSet(values))
        .execute();
    },
  };
}

export type OutageRepository = ReturnType<typeof outageRepository>;
