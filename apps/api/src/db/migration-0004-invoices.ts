import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Invoices as documents: what is paid of each, its payment reference, a postponed due date, and the
 * lines it bills (the seed fills them; see seed/invoices.ts, which also rebuilds the invoices of a
 * database seeded before this migration).
 */
export const invoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('invoices')
      .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reference', 'text')
      // Set once, when the due date is moved: its being set is what "postponed" means.
      .addColumn('original_due_date', 'date')
      .addColumn('postponed_at', 'timestamptz')
      .execute();
    // A paid invoice has been paid in full; until now only its status said so.
    await sql`update invoices set paid_cents = amount_cents where status = 'paid'`.execute(db);
    await sql`alter table invoices
      add constraint invoices_paid_cents check (paid_cents >= 0 and paid_cents <= amount_cents),
      add constraint invoices_postponed check ((original_due_date is null) = (postponed_at is null))`.execute(
      db,
    );
    await db.schema
      .createTable('invoice_lines')
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) =>
        c
          .notNull()
          .check(
            sql`kind in ('Hourly', 'Base', 'Margin', 'Monthly', 'Network', 'NetworkMonthly', 'Tax', 'PaperBill')`,
          ),
      )
      // Null for a line of the whole invoice (the paper bill fee).
      // A usage point with invoices stays: the lines are the record of what was billed.
      .addColumn('usage_point_id', 'integer', (c) => c.references('usage_points.id'))
      // Exact decimals: kWh to the watt-hour, prices to the fraction of a cent the tariff has.
      .addColumn('quantity', 'numeric', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull().check(sql`unit in ('kWh', 'month', 'piece')`))
      .addColumn('unit_price', 'numeric', (c) => c.notNull())
      .addColumn('net_cents', 'integer', (c) => c.notNull())
      .addColumn('vat_rate', 'numeric', (c) => c.notNull().check(sql`vat_rate >= 0 and vat_rate < 100`))
      .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_id', 'position'])
      .execute();
    await db.schema
      .createIndex('invoice_lines_usage_point')
      .on('invoice_lines')
      .column('usage_point_id')
      .execute();
  },
};
