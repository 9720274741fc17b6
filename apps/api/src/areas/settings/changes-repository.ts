import type { AccountChange } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';

/** How many of the latest changes the settings show. */
const shown = 20;

/** The acting client's audit, newest first (the index on client and time answers it). */
export function changesRepository(db: Db) {
  return {
    async latest(clientId: number): Promise<AccountChange[]> {
      const rows = await db
        .selectFrom('account_changes as c')
        .innerJoin('clients as actor', 'actor.id', 'c.actor_id')
        .select(['c.at', 'c.item', 'c.device', 'c.actor_id', 'actor.name'])
        .where('c.client_id', '=', clientId)
        .orderBy('c.at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(shown)
        .execute();
      return rows.map((row) => ({
        at: row.at.toISOString(),
        item: row.item,
        by: row.name,
        self: row.actor_id === clientId,
        device: row.device,
      }));
    },
  };
}

export type ChangesRepository = ReturnType<typeof changesRepository>;
