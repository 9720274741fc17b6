import type { Db } from '../../db/connect.ts';
import type { ContactTable } from '../../db/schema.ts';
import { validationError } from '../../errors.ts';

/** Kinds of contact a message reaches at once: mail, and phones by SMS. A postal address does not. */
const reachable: ReadonlySet<ContactTable['type']> = new Set(['Email', 'Gsm', 'Phone']);

export interface ReachableContact {
  id: number;
  type: ContactTable['type'];
  value: string;
}

/**
 * The contacts outage contacts and notifications name, always the acting client's own: ids are kept in
 * the settings as the customer chose them, and read back only while the contact still exists, so a
 * deleted contact silently drops out of every setting that named it.
 */
export function notificationContacts(db: Db) {
  /** The client's contacts among `ids`, in the order of `ids`. */
  async function owned(clientId: number, ids: readonly number[]): Promise<ReachableContact[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('contacts')
      .select(['id', 'type', 'value'])
      .where('client_id', '=', clientId)
      .where('id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    owned,

    /** `ids` without those of contacts deleted since they were chosen. */
    async existing(clientId: number, ids: readonly number[]): Promise<number[]> {
      return (await owned(clientId, ids)).map((contact) => contact.id);
    },

    /** What a message can reach of `ids` now: existing mail and phone contacts. */
    async reachable(clientId: number, ids: readonly number[]): Promise<ReachableContact[]> {
      return (await owned(clientId, ids)).filter((contact) => reachable.has(contact.type));
    },

    /** The primary e-mail, then the primary mobile (or else the primary landline): who hears by default. */
    async primary(clientId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('contacts')
        .select(['id', 'type'])
        .where('client_id', '=', clientId)
        .where('is_primary', '=', true)
        .where('type', 'in', ['Email', 'Gsm', 'Phone'])
        .orderBy('id')
        .execute();
      const first = (type: ContactTable['type']) => rows.find((row) => row.type === type)?.id;
      const phone = first('Gsm') ?? first('Phone');
      return [first('Email'), phone].filter((id): id is number => id !== undefined);
    },

    /**
     * 422 unless every id is one of the client's mail or phone contacts. Another client's contact is
     * answered as unknown, exactly like one that does not exist.
     */
    async check(clientId: number, ids: readonly number[]): Promise<void> {
      const found = await owned(clientId, ids);
      if (found.length < ids.length) {
        throw validationError('No such contact', 'UNKNOWN_CONTACT', {
          '/contactsIds': 'names no contact of yours',
        });
      }
      if (found.some((contact) => !reachable.has(contact.type))) {
        throw validationError('A postal address cannot be told at once', 'UNREACHABLE_CONTACT', {
          '/contactsIds': 'names a postal address',
        });
      }
    },
  };
}

export type NotificationContacts = ReturnType<typeof notificationContacts>;
