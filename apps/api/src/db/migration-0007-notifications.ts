import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What a customer asked to be told of, and what they have been told: the outage contacts of each place
 * of supply, the spot-price alert, the other notification settings, and one row per message occasion
 * so that a run of the evaluator (on any instance, however often) sends each one once.
 */
export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outage_contacts')
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      // The place's grid contract (areas/settings/outage-addresses.ts): contracts are not stored yet.
      .addColumn('contract_id', 'text', (c) => c.notNull())
      .addColumn('timing', 'text', (c) =>
        c.notNull().check(sql`timing in ('Always', 'NoNightHours', 'SendAfterNightHours')`),
      )
      .addColumn('contact_ids', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('outage_contacts_pk', ['client_id', 'contract_id'])
      .execute();
    await db.schema
      .createTable('spot_alerts')
      .addColumn('client_id', 'integer', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      // c/kWh with VAT; numeric keeps the customer's 4.5 exactly 4.5.
      .addColumn('lower', 'numeric', (c) => c.check(sql`lower between -100 and 1000`))
      .addColumn('upper', 'numeric', (c) => c.check(sql`upper between -100 and 1000`))
      .addColumn('contact_ids', 'jsonb', (c) => c.notNull())
      .addCheckConstraint('spot_alerts_order', sql`lower is null or upper is null or lower < upper`)
      .execute();
    await db.schema
      .createTable('notification_settings')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('subject', 'text', (c) =>
        c.notNull().check(sql`subject in ('Invoice', 'Outage', 'Consumption')`),
      )
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      // Consumption: kWh per day.
      .addColumn('threshold', 'numeric', (c) => c.check(sql`threshold > 0`))
      .addColumn('contact_ids', 'jsonb', (c) => c.notNull())
      .addUniqueConstraint('notification_settings_subject', ['client_id', 'subject'])
      .execute();
    // One row per occasion (a subject and its key: the day, the invoice), taken before its messages go.
    await db.schema
      .createTable('notification_deliveries')
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_deliveries_pk', ['client_id', 'subject', 'key'])
      .execute();
  },
};
