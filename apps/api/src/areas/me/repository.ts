import { sql, type Transaction } from 'kysely';
import type { LocaleId, MarketingChannel } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import { roomUnderLimit, type ClientLimit } from '../../db/per-client-limit.ts';
import type { Database } from '../../db/schema.ts';
import { recordChange } from '../settings/audit.ts';

const profileColumns = [
  'site_id',
  'client_code',
  'name',
  'type',
  'registry_code',
  'country_code',
  'email',
  'phone',
  'locale_id',
  'is_new_customer',
  'marketing_channels',
] as const;

/** PostgreSQL's unique_violation: another customer confirmed the same address first. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Every query takes the acting client's id from the session, never from the request. */
export function meRepository(db: Db) {
  return {
    profile(actingClientId: number) {
      return db
        .selectFrom('clients')
        .select(profileColumns)
        .where('id', '=', actingClientId)
        .executeTakeFirstOrThrow();
    },

    /** The address waiting for confirmation, if any (only the newest request counts). */
    async pendingEmail(clientId: number, now: Date): Promise<string | undefined> {
      const row = await db
        .selectFrom('email_changes')
        .select('email')
        .where('client_id', '=', clientId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.email;
    },

    /** A change and its audit rows are saved together or not at all. */
    transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Phone, language and marketing change at once; the e-mail only through `confirmEmailChange`. */
    async update(
      tx: Transaction<Database>,
      actingClientId: number,
      changes: {
        phone?: string | null;
        localeId?: LocaleId | null;
        marketingChannels?: MarketingChannel[];
        clearEmail?: boolean;
      },
    ) {
      const set = {
        ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
        ...(changes.localeId !== undefined ? { locale_id: changes.localeId } : {}),
        ...(changes.marketingChannels
          ? { marketing_channels: JSON.stringify(changes.marketingChannels) }
          : {}),
        ...(changes.clearEmail ? { email: null } : {}),
      };
      if (Object.keys(set).length === 0) return;
      await tx.updateTable('clients').set(set).where('id', '=', actingClientId).execute();
      if (changes.clearEmail)
        await tx.deleteFrom('email_changes').where('client_id', '=', actingClientId).execute();
    },

    /** True when another client of the site already has this address (in any case). */
    async emailTaken(siteId: number, email: string, exceptClientId: number): Promise<boolean> {
      const row = await db
        .selectFrom('clients')
        .select('id')
        .where('site_id', '=', siteId)
        .where('id', '<>', exceptClientId)
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async recentEmailChanges(clientId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('email_changes')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('client_id', '=', clientId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /**
     * A new request replaces any earlier one still waiting: only the newest link works. False, and
     * nothing stored, when the client asked `limit.max` times since `limit.since`: the count and the
     * insert hold the client's row, so requests at once cannot each see room for one more.
     */
    async requestEmailChange(
      tx: Transaction<Database>,
      values: {
        tokenHash: string;
        siteId: number;
        clientId: number;
        actorId: number;
        device: string;
        email: string;
        createdAt: Date;
        expiresAt: Date;
      },
      limit: ClientLimit,
    ): Promise<boolean> {
      if (!(await roomUnderLimit(tx, 'email_changes', values.clientId, limit))) return false;
      await tx
        .updateTable('email_changes')
        .set({ used_at: values.createdAt })
        .where('client_id', '=', values.clientId)
        .where('used_at', 'is', null)
        .execute();
      await tx
        .insertInto('email_changes')
        .values({
          token_hash: values.tokenHash,
          site_id: values.siteId,
          client_id: values.clientId,
          actor_id: values.actorId,
          device: values.device,
          email: values.email,
          created_at: values.createdAt,
          expires_at: values.expiresAt,
        })
        .execute();
      return true;
    },

    /**
     * Uses up a confirmation link and puts its address on the client, mirrored to its e-mail contact
     * (made when it has none), with the audit row of who asked for it, all or nothing. `taken`: another
     * customer of the site has the address by now.
     */
    async confirmEmailChange(
      tokenHash: string,
      siteId: number,
      now: Date,
    ): Promise<{ result: 'confirmed'; clientId: number } | { result: 'expired' | 'taken' }> {
      try {
        return await db.transaction().execute(async (tx) => {
          const change = await tx
            .updateTable('email_changes')
            .set({ used_at: now })
            .where('token_hash', '=', tokenHash)
            .where('site_id', '=', siteId)
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .returning(['client_id', 'email', 'actor_id', 'device'])
            .executeTakeFirst();
          if (!change) return { result: 'expired' as const };
          const client = await tx
            .updateTable('clients')
            .set({ email: change.email })
            .where('id', '=', change.client_id)
            .returning('name')
            .executeTakeFirstOrThrow();
          // One e-mail contact at most (the contact rules), and it is the account's address.
          const mirrored = await tx
            .updateTable('contacts')
            .set({ value: change.email })
            .where('client_id', '=', change.client_id)
            .where('type', '=', 'Email')
            .executeTakeFirst();
          if (mirrored.numUpdatedRows === 0n) {
            await tx
              .insertInto('contacts')
              .values({
                client_id: change.client_id,
                type: 'Email',
                name: client.name,
                value: change.email,
                is_primary: true,
              })
              .execute();
          }
          await recordChange(tx, {
            clientId: change.client_id,
            // A request from before the audit existed names no one: the client asked for it.
            actorId: change.actor_id ?? change.client_id,
            item: 'Email',
            device: change.device ?? 'Unknown device',
            at: now,
          });
          return { result: 'confirmed' as const, clientId: change.client_id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { result: 'taken' };
        throw error;
      }
    },

    /** The user themself and every client they represent, themself first. */
    representatives(userId: number) {
      return db
        .selectFrom('clients as c')
        .leftJoin('representations as r', (join) =>
          join.onRef('r.client_id', '=', 'c.id').on('r.representative_id', '=', userId),
        )
        .select(['c.id', 'c.client_code', 'c.name', 'c.type'])
        .where((eb) => eb.or([eb('c.id', '=', userId), eb('r.representative_id', '=', userId)]))
        .orderBy((eb) => eb.case().when('c.id', '=', userId).then(0).else(1).end())
        .orderBy('c.name')
        .execute();
    },
  };
}

export type MeRepository = ReturnType<typeof meRepository>;
