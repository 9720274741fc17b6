import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PaymentStatus } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import type { Database, PaymentNotificationTable, PaymentTable } from '../../db/schema.ts';
import { movesInto, openStatuses } from './state.ts';

export type PaymentRow = Selectable<PaymentTable> & { invoice_number: string };
type Queries = Kysely<Database>;

/** Every read a customer's request makes takes the acting client's id from the session. */
export function paymentsRepository(db: Db) {
  const payments = (q: Queries) =>
    q
      .selectFrom('payments as p')
      .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
      .selectAll('p')
      .select('i.invoice_number');

  return {
    transaction: <T>(work: (tx: Queries) => Promise<T>) => db.transaction().execute(work),

    invoice(clientId: number, invoiceId: number) {
      return db
        .selectFrom('invoices')
        .select(['id', 'site_id', 'invoice_number', 'amount_cents', 'paid_cents', 'status'])
        .where('client_id', '=', clientId)
        .where('id', '=', invoiceId)
        .executeTakeFirst();
    },

    byId(clientId: number, paymentId: string): Promise<PaymentRow | undefined> {
      return payments(db)
        .where('p.client_id', '=', clientId)
        .where('p.id', '=', paymentId)
        .executeTakeFirst();
    },

    byKey(clientId: number, key: string): Promise<PaymentRow | undefined> {
      return payments(db)
        .where('p.client_id', '=', clientId)
        .where('p.idempotency_key', '=', key)
        .executeTakeFirst();
    },

    /** Inserts unless the key was used or the invoice has a payment in progress (false then). */
    async insert(row: Insertable<PaymentTable>): Promise<boolean> {
      const inserted = await db
        .insertInto('payments')
        .values(row)
        // No conflict target: either rule (the key, or the one open payment per invoice) may be met
        // first, and both must mean "not inserted", not a unique violation. A row another request is
        // inserting is waited for, and it commits at once (no transaction), so it can be read next.
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Cancels as EXPIRED what is still `created` from before `before`: the customer left it. */
    async expireStarted(where: { invoiceId: number } | { paymentId: string }, before: Date, now: Date) {
      let update = db
        .updateTable('payments')
        .set({ status: 'cancelled', failure_code: 'EXPIRED', updated_at: now })
        // Only `created`: once the provider has it, the provider says how it ends.
        .where('status', '=', 'created')
        .where('created_at', '<', before);
      update =
        'invoiceId' in where
          ? update.where('invoice_id', '=', where.invoiceId)
          : update.where('id', '=', where.paymentId);
      await update.execute();
    },

    /** Whether the invoice has a payment in progress; one `created` before `startedBefore` has expired. */
    async inProgress(invoiceId: number, startedBefore: Date): Promise<boolean> {
      const row = await db
        .selectFrom('payments')
        .select('id')
        .where('invoice_id', '=', invoiceId)
        .where('status', 'in', openStatuses)
        .where((eb) => eb.or([eb('status', '<>', 'created'), eb('created_at', '>=', startedBefore)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The payment a notification names, locked for the rest of the transaction. */
    forNotification(tx: Queries, siteId: number, provider: PaymentTable['provider'], reference: string) {
      return tx
        .selectFrom('payments')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('provider', '=', provider)
        .where('provider_reference', '=', reference)
        .forUpdate()
        .executeTakeFirst();
    },

    /** False when this event was taken before: a replay. */
    async recordNotification(tx: Queries, row: PaymentNotificationTable): Promise<boolean> {
      const inserted = await tx
        .insertInto('payment_notifications')
        .values(row)
        .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Moves the payment to `to` if the state machine allows it from where it is now. */
    async move(tx: Queries, paymentId: string, to: PaymentStatus, failureCode: string | null, now: Date) {
      const result = await tx
        .updateTable('payments')
        .set({ status: to, failure_code: failureCode, updated_at: now })
        .where('id', '=', paymentId)
        .where('status', 'in', movesInto(to))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Paid in full, once: a second settling finds it paid already and changes nothing. */
    async markInvoicePaid(tx: Queries, invoiceId: number): Promise<boolean> {
      const result = await tx
        .updateTable('invoices')
        .set((eb) => ({ paid_cents: eb.ref('amount_cents'), status: 'paid' }))
        .where('id', '=', invoiceId)
        .where('status', '=', 'unpaid')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
