import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Card and open-banking payments of invoices, the provider notifications already taken (so a replayed
 * one is refused), and the sandbox bank's payments waiting to settle.
 */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      // Random and opaque: the portal's address carries it, so it must not be guessable or counted.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('EVERYPAY', 'NEONOMICS')`))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .check(sql`status in ('created', 'processing', 'pending', 'settled', 'failed', 'cancelled')`),
      )
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('provider_reference', 'text', (c) => c.notNull())
      .addColumn('redirect_url', 'text', (c) => c.notNull())
      .addColumn('bank', 'text')
      .addColumn('failure_code', 'text')
      // From the app's clock, not now(): expiry is measured against the same clock.
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('payments_client_key', ['client_id', 'idempotency_key'])
      .addUniqueConstraint('payments_provider_reference', ['provider', 'provider_reference'])
      .execute();
    // One payment in progress per invoice, even when two are asked for at once.
    await sql`create unique index payments_invoice_open on payments (invoice_id)
      where status in ('created', 'processing', 'pending')`.execute(db);
    await db.schema
      .createTable('payment_notifications')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .addColumn('received_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('payment_notifications_pk', ['provider', 'event_id'])
      .execute();
    await db.schema
      .createIndex('payment_notifications_payment')
      .on('payment_notifications')
      .column('payment_id')
      .execute();
    // The sandbox bank's side: what it holds "pending at the bank" and when it settles by itself.
    await db.schema
      .createTable('sandbox_bank_payments')
      .addColumn('reference', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('checkout', 'jsonb', (c) => c.notNull())
      .addColumn('settle_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
