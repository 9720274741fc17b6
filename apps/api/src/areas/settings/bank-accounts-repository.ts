import type { Transaction } from 'kysely';
import type { BankAccount } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

export interface AccountOwner {
  type: 'private' | 'legal';
  countryCode: string;
}

export interface NewBankAccount {
  iban: string;
  bic: string | null;
  bankName: string;
  holderName: string;
  default: boolean;
  eInvoice: { operatorCode: string; address: string } | null;
  createdAt: Date;
}

const columns = [
  'id',
  'iban',
  'bic',
  'bank_name',
  'holder_name',
  'is_default',
  'e_invoice_operator',
  'e_invoice_address',
] as const;

type Row = {
  id: number;
  iban: string;
  bic: string | null;
  bank_name: string;
  holder_name: string;
  is_default: boolean;
  e_invoice_operator: string | null;
  e_invoice_address: string | null;
};

const toBankAccount = (row: Row): BankAccount => ({
  id: row.id,
  iban: row.iban,
  bic: row.bic,
  bankName: row.bank_name,
  holderName: row.holder_name,
  default: row.is_default,
  eInvoice:
    row.e_invoice_operator && row.e_invoice_address
      ? { operatorCode: row.e_invoice_operator, address: row.e_invoice_address }
      : null,
});

/** PostgreSQL's unique_violation: the same IBAN stored by a request at the same time. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The acting client's bank accounts; every query is scoped to the client's id from the session. */
export function bankAccountsRepository(db: Db) {
  return {
    async list(clientId: number): Promise<BankAccount[]> {
      const rows = await db
        .selectFrom('bank_accounts')
        .select(columns)
        .where('client_id', '=', clientId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toBankAccount);
    },

    /** The account holder: e-invoices are for companies, addressed in their country's way. */
    async owner(clientId: number): Promise<AccountOwner> {
      const row = await db
        .selectFrom('clients')
        .select(['type', 'country_code'])
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow();
      return { type: row.type, countryCode: row.country_code };
    },

    async holds(clientId: number, iban: string): Promise<boolean> {
      const row = await db
        .selectFrom('bank_accounts')
        .select('id')
        .where('client_id', '=', clientId)
        .where('iban', '=', iban)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Holds the client's row for the rest of the transaction: two changes of one client's accounts at
     * once (two "make default" posts) take turns, so there is always exactly one default.
     */
    transaction<T>(clientId: number, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (tx) => {
        await tx.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
        return work(tx);
      });
    },

    /** The first account of a client is its default whatever was asked; a new default replaces the old. */
    async add(tx: Transaction<Database>, clientId: number, account: NewBankAccount): Promise<BankAccount> {
      const others = await tx
        .selectFrom('bank_accounts')
        .select('id')
        .where('client_id', '=', clientId)
        .limit(1)
        .execute();
      const isDefault = account.default || others.length === 0;
      if (isDefault) {
        await tx
          .updateTable('bank_accounts')
          .set({ is_default: false })
          .where('client_id', '=', clientId)
          .where('is_default', '=', true)
          .execute();
      }
      const row = await tx
        .insertInto('bank_accounts')
        .values({
          client_id: clientId,
          iban: account.iban,
          bic: account.bic,
          bank_name: account.bankName,
          holder_name: account.holderName,
          is_default: isDefault,
          e_invoice_operator: account.eInvoice?.operatorCode ?? null,
          e_invoice_address: account.eInvoice?.address ?? null,
          created_at: account.createdAt,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toBankAccount(row);
    },

    /** False when the client has no such account (another client's id included). */
    async remove(tx: Transaction<Database>, clientId: number, id: number): Promise<boolean> {
      const removed = await tx
        .deleteFrom('bank_accounts')
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .returning('is_default')
        .executeTakeFirst();
      if (!removed) return false;
      if (removed.is_default) {
        // The newest account left takes over, so a client with accounts always has a default.
        const newest = await tx
          .selectFrom('bank_accounts')
          .select('id')
          .where('client_id', '=', clientId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (newest) {
          await tx
            .updateTable('bank_accounts')
            .set({ is_default: true })
            .where('id', '=', newest.id)
            .execute();
        }
      }
      return true;
    },
  };
}

export type BankAccountsRepository = ReturnType<typeof bankAccountsRepository>;
