import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, SigningTable, StoredSignature } from '../../db/schema.ts';

export type SigningRow = Omit<Selectable<SigningTable>, 'document'>;

/** A signing is found by its token's hash, and only for the session and client that started it. */
export interface SigningOwner {
  sessionId: number;
  clientId: number;
}

const summary = [
  'token_hash',
  'site_id',
  'client_id',
  'session_id',
  'action',
  'contract_id',
  'product_id',
  'payload',
  'document_title',
  'gateway_reference',
  'verification_code',
  'status',
  'failure_code',
  'signature',
  'expires_at',
  'created_at',
  'updated_at',
  'finalized_at',
  'result_contract_id',
] as const;

export function signingsRepository(db: Db) {
  return {
    async insert(row: Insertable<SigningTable>): Promise<void> {
      await db.insertInto('signings').values(row).execute();
    },

    find(tokenHash: string, owner: SigningOwner, tx: Db | Transaction<Database> = db) {
      return tx
        .selectFrom('signings')
        .select(summary)
        .where('token_hash', '=', tokenHash)
        .where('session_id', '=', owner.sessionId)
        .where('client_id', '=', owner.clientId)
        .executeTakeFirst();
    },

    async document(tokenHash: string, owner: SigningOwner): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('signings')
        .select('document')
        .where('token_hash', '=', tokenHash)
        .where('session_id', '=', owner.sessionId)
        .where('client_id', '=', owner.clientId)
        .executeTakeFirst();
      return row ? Buffer.from(row.document) : undefined;
    },

    /** The signings still pending for a contract: a new one for it replaces them. */
    pendingFor(clientId: number, contractId: number) {
      return db
        .selectFrom('signings')
        .select(['token_hash', 'gateway_reference'])
        .where('client_id', '=', clientId)
        .where('contract_id', '=', contractId)
        .where('status', '=', 'pending')
        .execute();
    },

    /**
     * Moves a pending signing to where the gateway says it is. Only a pending one moves: of two polls
     * answered at once, the second changes nothing.
     */
    async settle(
      tokenHash: string,
      to: { status: SigningRow['status']; failureCode: string | null; signature: StoredSignature | null },
      at: Date,
    ): Promise<void> {
      await db
        .updateTable('signings')
        .set({
          status: to.status,
          failure_code: to.failureCode,
          signature: to.signature ? JSON.stringify(to.signature) : null,
          updated_at: at,
        })
        .where('token_hash', '=', tokenHash)
        .where('status', '=', 'pending')
        .execute();
    },

    /** Claims a signed signing for finalizing; undefined when it is not signed or already finalized. */
    claim(tx: Transaction<Database>, tokenHash: string, at: Date) {
      return tx
        .updateTable('signings')
        .set({ finalized_at: at, updated_at: at })
        .where('token_hash', '=', tokenHash)
        .where('status', '=', 'signed')
        .where('finalized_at', 'is', null)
        .returning(summary)
        .executeTakeFirst();
    },

    /** The usage point of one of the client's contracts (what a renewal continues). */
    async usagePointOf(clientId: number, contractId: number): Promise<number | null | undefined> {
      const row = await db
        .selectFrom('contracts')
        .select('usage_point_id')
        .where('id', '=', contractId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row?.usage_point_id;
    },

    /** Whether a contract was renewed already, read under a row lock so two renewals cannot both land. */
    async renewed(tx: Transaction<Database>, contractId: number): Promise<boolean> {
      const row = await tx
        .selectFrom('contracts')
        .select('renewed_by')
        .where('id', '=', contractId)
        .forUpdate()
        .executeTakeFirst();
      return row?.renewed_by !== null && row?.renewed_by !== undefined;
    },

    async finished(tx: Transaction<Database>, tokenHash: string, contractId: number): Promise<void> {
      await tx
        .updateTable('signings')
        .set({ result_contract_id: contractId })
        .where('token_hash', '=', tokenHash)
        .execute();
    },
  };
}

export type SigningsRepository = ReturnType<typeof signingsRepository>;
