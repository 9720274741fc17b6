import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { roomUnderLimit, type ClientLimit } from '../../db/per-client-limit.ts';

/** What a session row joins to: the signed-in person and the client they act for. */
export interface SessionRecord {
  id: number;
  siteId: number;
  expiresAt: Date;
  createdAt: Date;
  /** When the user last proved who they are (sign-in or step-up); bank and e-mail changes need it recent. */
  authenticatedAt: Date;
  user: { id: number; clientCode: string; name: string; ssn: string; email: string | null; isNew: boolean };
  acting: { id: number; clientCode: string };
}

export function authRepository(db: Db) {
  return {
    /** `createdAt` by the app's clock, which the session's absolute lifetime is measured by. */
    async createSession(values: {
      tokenHash: string;
      siteId: number;
      userId: number;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db
        .insertInto('sessions')
        .values({
          token_hash: values.tokenHash,
          site_id: values.siteId,
          user_id: values.userId,
          acting_client_id: values.userId,
          created_at: values.createdAt,
          // Signing in is proving who one is.
          authenticated_at: values.createdAt,
          expires_at: values.expiresAt,
        })
        .execute();
    },

    /** A live session; its site is checked by the caller, so a cached one can be checked the same way. */
    async findSession(tokenHash: string, now: Date): Promise<SessionRecord | undefined> {
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('clients as u', 'u.id', 's.user_id')
        .innerJoin('clients as a', 'a.id', 's.acting_client_id')
        .select([
          's.id',
          's.site_id',
          's.expires_at',
          's.created_at',
          's.authenticated_at',
          'u.id as user_id',
          'u.client_code as user_code',
          'u.name as user_name',
          'u.registry_code as ssn',
          'u.email as user_email',
          'u.is_new_customer',
          'a.id as acting_id',
          'a.client_code as acting_code',
        ])
        .where('s.token_hash', '=', tokenHash)
        .where('s.expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        siteId: row.site_id,
        expiresAt: row.expires_at,
        createdAt: row.created_at,
        authenticatedAt: row.authenticated_at,
        user: {
          id: row.user_id,
          clientCode: row.user_code,
          name: row.user_name,
          ssn: row.ssn,
          email: row.user_email,
          isNew: row.is_new_customer,
        },
        acting: { id: row.acting_id, clientCode: row.acting_code },
      };
    },

    async clientCode(id: number): Promise<string> {
      const row = await db
        .selectFrom('clients')
        .select('client_code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.client_code;
    },

    /** False when the session has meanwhile ended (signed out elsewhere, or expired). */
    async extendSession(id: number, expiresAt: Date, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ expires_at: expiresAt })
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async deleteSession(tokenHash: string) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** A step-up: the user has just proved who they are again. */
    async setAuthenticatedAt(sessionId: number, at: Date) {
      await db.updateTable('sessions').set({ authenticated_at: at }).where('id', '=', sessionId).execute();
    },

    async setActingClient(sessionId: number, clientId: number) {
      await db
        .updateTable('sessions')
        .set({ acting_client_id: clientId })
        .where('id', '=', sessionId)
        .execute();
    },

    /** People sign in; companies are represented. */
    findPersonBySsn(siteId: number, ssn: string) {
      return db
        .selectFrom('clients')
        .select(['id', 'name', 'email'])
        .where('site_id', '=', siteId)
        .where('type', '=', 'private')
        .where('registry_code', '=', ssn)
        .executeTakeFirst();
    },

    findPersonByEmail(siteId: number, email: string) {
      return db
        .selectFrom('clients')
        .select(['id', 'name', 'email'])
        .where('site_id', '=', siteId)
        .where('type', '=', 'private')
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .orderBy('id')
        .executeTakeFirst();
    },

    /** The site's people, for the e-ID test page. */
    listPeople(siteId: number) {
      return db
        .selectFrom('clients as c')
        .select([
          'c.name',
          'c.registry_code as ssn',
          'c.email',
          'c.is_new_customer',
          sql<number>`(select count(*) from representations r where r.representative_id = c.id)::int`.as(
            'represents',
          ),
        ])
        .where('c.site_id', '=', siteId)
        .where('c.type', '=', 'private')
        .orderBy('c.id')
        .execute();
    },

    /**
     * Stores a link unless the person was sent `max` since `since`; false when the limit is reached.
     * The count and the insert hold the client's row locked, so concurrent requests (mails are sent in
     * the background, several at once, on any instance) cannot each see room for one more.
     */
    async createMagicLinkWithin(
      values: {
        tokenHash: string;
        siteId: number;
        clientId: number;
        callbackUrl: string;
        createdAt: Date;
        expiresAt: Date;
      },
      limit: ClientLimit,
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        if (!(await roomUnderLimit(tx, 'magic_links', values.clientId, limit))) return false;
        await tx
          .insertInto('magic_links')
          .values({
            token_hash: values.tokenHash,
            site_id: values.siteId,
            client_id: values.clientId,
            callback_url: values.callbackUrl,
            expires_at: values.expiresAt,
            created_at: values.createdAt,
          })
          .execute();
        return true;
      });
    },

    async createAuthState(values: {
      stateHash: string;
      siteId: number;
      callbackUrl: string;
      expiresAt: Date;
    }) {
      await db
        .insertInto('auth_states')
        .values({
          state_hash: values.stateHash,
          site_id: values.siteId,
          callback_url: values.callbackUrl,
          expires_at: values.expiresAt,
        })
        .execute();
    },

    /** Uses up a sign-in state in the statement that checks it: a replayed callback finds nothing. */
    async consumeAuthState(stateHash: string, siteId: number, now: Date) {
      const row = await db
        .updateTable('auth_states')
        .set({ used_at: now })
        .where('state_hash', '=', stateHash)
        .where('site_id', '=', siteId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('callback_url')
        .executeTakeFirst();
      // Old states are of no use to anyone; they go as new ones come.
      await db.deleteFrom('auth_states').where('expires_at', '<', now).execute();
      return row?.callback_url;
    },

    /** Marks the link used in the same statement that checks it, so two clicks cannot both win. */
    consumeMagicLink(tokenHash: string, siteId: number, now: Date) {
      return db
        .updateTable('magic_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('site_id', '=', siteId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['client_id', 'callback_url'])
        .executeTakeFirst();
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
