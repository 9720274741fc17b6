import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Invoices bill each supply contract's pricing: a day/night product bills its day and night energy
 * on lines of their own. Issued lines stay as they were (they are the record of what was billed).
 */
export const dayNightLinesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table invoice_lines
      drop constraint invoice_lines_kind_check,
      add constraint invoice_lines_kind_check check (kind in ('Hourly', 'Base', 'Day', 'Night', 'Margin',
        'Monthly', 'Network', 'NetworkMonthly', 'Tax', 'PaperBill'))`.execute(db);
  },
};
