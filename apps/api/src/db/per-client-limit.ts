import { sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** A per-client limit: at most `max` rows since `since`. */
export interface ClientLimit {
  since: Date;
  max: number;
}

/**
 * Whether the client has room for one more row of `table` under `limit`. Locks the client's row for
 * the rest of the transaction, so requests at once (or on other instances) cannot each see room for
 * one more: the caller inserts in the same transaction.
 */
export async function roomUnderLimit(
  tx: Transaction<Database>,
  table: 'magic_links' | 'email_changes' | 'feedback',
  clientId: number,
  limit: ClientLimit,
): Promise<boolean> {
  await tx.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
  const { count } = await tx
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .where('client_id', '=', clientId)
    .where('created_at', '>', limit.since)
    .executeTakeFirstOrThrow();
  return count < limit.max;
}
