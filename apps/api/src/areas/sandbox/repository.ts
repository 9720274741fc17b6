import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

export function sandboxRepository(db: Db) {
  return {
    /** True the first time a code is spent, false ever after (on every instance sharing the database). */
    async spendCode(codeHash: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db.deleteFrom('spent_codes').where('expires_at', '<', now).execute();
      const row = await db
        .insertInto('spent_codes')
        .values({ code_hash: codeHash, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('code_hash').doNothing())
        .returning('code_hash')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Newest first; id breaks ties between mails sent within the same clock tick. */
    outbox(siteId: number) {
      return db
        .selectFrom('outbox')
        .select(['to_address as to', 'subject', 'link', 'created_at as sentAt'])
        .where('site_id', '=', siteId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
    },

    people(siteId: number) {
      return db
        .selectFrom('clients as c')
        .select([
          'c.name',
          'c.registry_code as ssn',
          'c.email',
          'c.is_new_customer as isNewCustomer',
          sql<number>`(select count(*) from representations r where r.representative_id = c.id)::int`.as(
            'represents',
          ),
        ])
        .where('c.site_id', '=', siteId)
        .where('c.type', '=', 'private')
        .orderBy('c.id')
        .execute();
    },
  };
}

export type SandboxRepository = ReturnType<typeof sandboxRepository>;
