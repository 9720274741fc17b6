import type { Transaction } from 'kysely';
import type { ContactPreference, ContactType } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

/** A contact as it is to be stored: `id` for one the client has, none for a new one. */
export interface ContactToStore {
  id?: number;
  type: ContactType;
  name: string;
  value: string;
  primary: boolean;
}

/** Every query is scoped to the acting client's id, taken from the session by the caller. */
export function contactsRepository(db: Db) {
  return {
    list(clientId: number) {
      return db
        .selectFrom('contacts')
        .select(['id', 'type', 'name', 'value', 'is_primary'])
        .where('client_id', '=', clientId)
        .orderBy('id')
        .execute();
    },

    /** What the contact rules compare with: the confirmed address, the country phones are read in. */
    owner(clientId: number) {
      return db
        .selectFrom('clients')
        .select(['name', 'email', 'phone', 'country_code', 'contact_preference'])
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow();
    },

    transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * The whole list at once: contacts left out are deleted, the others updated in place (so the ids
     * outage contacts and notifications name stay the same), new ones added.
     */
    async replace(
      tx: Transaction<Database>,
      clientId: number,
      contacts: ContactToStore[],
      preference: ContactPreference,
    ) {
      // Two saves at once take turns, so the list is one of them whole, never a mix of both.
      await tx.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
      const kept = contacts.flatMap((c) => (c.id === undefined ? [] : [c.id]));
      let removal = tx.deleteFrom('contacts').where('client_id', '=', clientId);
      if (kept.length > 0) removal = removal.where('id', 'not in', kept);
      await removal.execute();
      for (const contact of contacts) {
        const values = {
          type: contact.type,
          name: contact.name,
          value: contact.value,
          is_primary: contact.primary,
        };
        if (contact.id === undefined) {
          await tx
            .insertInto('contacts')
            .values({ ...values, client_id: clientId })
            .execute();
        } else {
          await tx
            .updateTable('contacts')
            .set(values)
            .where('id', '=', contact.id)
            .where('client_id', '=', clientId)
            .execute();
        }
      }
      await tx
        .updateTable('clients')
        .set({ contact_preference: preference })
        .where('id', '=', clientId)
        .execute();
    },
  };
}

export type ContactsRepository = ReturnType<typeof contactsRepository>;
