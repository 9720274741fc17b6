import type { Db } from '../../db/connect.ts';

const invoiceColumns = [
  'id',
  'invoice_number',
  'period',
  'issue_date',
  'due_date',
  'amount_cents',
  'electricity_cents',
  'gas_cents',
  'heating_cents',
  'status',
] as const;

/** Every query takes the acting client's id from the session, never from the request. */
export function invoicesRepository(db: Db) {
  return {
    /** All of the client's invoices, oldest period first. */
    invoices(actingClientId: number) {
      return db
        .selectFrom('invoices')
        .select(invoiceColumns)
        .where('client_id', '=', actingClientId)
        .orderBy('period')
        .orderBy('id')
        .execute();
    },

    /** The client's invoices for periods in [from, before), `YYYY-MM-DD` firsts of months. */
    invoicesBetween(actingClientId: number, from: string, before: string) {
      return db
        .selectFrom('invoices')
        .select(invoiceColumns)
        .where('client_id', '=', actingClientId)
        .where('period', '>=', from)
        .where('period', '<', before)
        .orderBy('period')
        .orderBy('id')
        .execute();
    },
  };
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
export type InvoiceRow = Awaited<ReturnType<InvoicesRepository['invoices']>>[number];
