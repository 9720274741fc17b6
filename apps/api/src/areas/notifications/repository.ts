import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { PushDeliveryTable, PushMessageStatus, PushMessageTable } from '../../db/schema-push.ts';
import type { Queries } from '../../jobs/queue.ts';

/**
 * The portal's side of push: the devices a client linked, the messages sent to them and each delivery.
 * Every read of devices names the acting client; the sandbox's reads name the site.
 */
export function pushRepository(db: Db) {
  return {
    /** The database itself, for writes a caller makes outside its own transaction. */
    db,

    devices(clientId: number, q: Queries = db) {
      return q
        .selectFrom('push_devices')
        .select(['id', 'token', 'label', 'created_at', 'last_used_at'])
        .where('client_id', '=', clientId)
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * Links a token to a client: the same token again is the same device (used now); otherwise the
     * browser's device of before (its previous token) takes the new token, as a refreshed token is
     * still that device; else a new device.
     */
    async link(
      device: { siteId: number; clientId: number; userId: number; token: string; label: string; at: Date },
      previousToken: string | undefined,
    ): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const same = await tx
          .updateTable('push_devices')
          .set({ last_used_at: device.at, label: device.label, user_id: device.userId })
          .where('client_id', '=', device.clientId)
          .where('token', '=', device.token)
          .returning('id')
          .executeTakeFirst();
        if (same) return same.id;
        if (previousToken !== undefined) {
          const moved = await tx
            .updateTable('push_devices')
            .set({
              token: device.token,
              last_used_at: device.at,
              label: device.label,
              user_id: device.userId,
            })
            .where('client_id', '=', device.clientId)
            .where('token', '=', previousToken)
            .returning('id')
            .executeTakeFirst();
          if (moved) return moved.id;
        }
        const row = await tx
          .insertInto('push_devices')
          .values({
            site_id: device.siteId,
            client_id: device.clientId,
            user_id: device.userId,
            token: device.token,
            label: device.label,
            created_at: device.at,
            last_used_at: device.at,
          })
          // The same token linked at this moment by another request: that row is this device.
          .onConflict((conflict) =>
            conflict.columns(['client_id', 'token']).doUpdateSet({ last_used_at: device.at }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    async unlink(clientId: number, where: { token: string } | { id: number }): Promise<number[]> {
      const query = db.deleteFrom('push_devices').where('client_id', '=', clientId);
      const rows = await (
        'token' in where ? query.where('token', '=', where.token) : query.where('id', '=', where.id)
      )
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** A token the push service no longer has: no client keeps it. */
    async forgetToken(token: string) {
      await db.deleteFrom('push_devices').where('token', '=', token).execute();
    },

    /** Whether the client has a device at all (producers skip clients without one). */
    async hasDevices(clientId: number, q: Queries = db): Promise<boolean> {
      const row = await q
        .selectFrom('push_devices')
        .select('id')
        .where('client_id', '=', clientId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async localeOf(clientId: number, q: Queries = db) {
      const row = await q
        .selectFrom('clients')
        .select('locale_id')
        .where('id', '=', clientId)
        .executeTakeFirst();
      return row?.locale_id ?? null;
    },

    /** A new message; undefined when its occasion (`dedupe_key`) was told to this client before. */
    async addMessage(q: Queries, row: Insertable<PushMessageTable>): Promise<number | undefined> {
      const added = await q
        .insertInto('push_messages')
        .values(row)
        .onConflict((conflict) => conflict.columns(['client_id', 'dedupe_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return added?.id;
    },

    /** Takes a queued message for sending: of two workers (or a repeated job) one gets it. */
    claimMessage(id: number) {
      return db
        .updateTable('push_messages')
        .set({ status: 'sending' })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .returningAll()
        .executeTakeFirst();
    },

    async finishMessage(id: number, status: PushMessageStatus, at: Date) {
      await db.updateTable('push_messages').set({ status, sent_at: at }).where('id', '=', id).execute();
    },

    async addDelivery(row: Insertable<PushDeliveryTable>) {
      await db.insertInto('push_deliveries').values(row).execute();
    },

    /** The site's latest messages with their deliveries, newest first (the sandbox's page). */
    async recent(siteId: number, limit = 30) {
      const messages = await db
        .selectFrom('push_messages as m')
        .innerJoin('clients as c', 'c.id', 'm.client_id')
        .selectAll('m')
        .select(['c.name as client_name', 'c.client_code'])
        .where('m.site_id', '=', siteId)
        .orderBy('m.id', 'desc')
        .limit(limit)
        .execute();
      const deliveries = messages.length
        ? await db
            .selectFrom('push_deliveries')
            .selectAll()
            .where(
              'message_id',
              'in',
              messages.map((m) => m.id),
            )
            .orderBy('id')
            .execute()
        : [];
      return messages.map((message) => ({
        message,
        deliveries: deliveries.filter((d) => d.message_id === message.id),
      }));
    },

    /** The site's clients with how many devices each has linked, those with devices first. */
    clientsWithDevices(siteId: number) {
      return db
        .selectFrom('clients as c')
        .leftJoin('push_devices as d', 'd.client_id', 'c.id')
        .select(['c.id', 'c.name', 'c.client_code'])
        .select((eb) => eb.fn.count<string>('d.id').as('devices'))
        .where('c.site_id', '=', siteId)
        .groupBy(['c.id', 'c.name', 'c.client_code'])
        .orderBy((eb) => eb.fn.count('d.id'), 'desc')
        .orderBy('c.name')
        .execute();
    },

    client(siteId: number, clientId: number) {
      return db
        .selectFrom('clients')
        .select(['id', 'name'])
        .where('site_id', '=', siteId)
        .where('id', '=', clientId)
        .executeTakeFirst();
    },
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
