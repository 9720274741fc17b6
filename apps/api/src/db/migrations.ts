import { sql, type Kysely, type Migration } from 'kysely';
import { securityMigration } from './migration-0003-security.ts';
import { invoicesMigration } from './migration-0004-invoices.ts';
import { paymentsMigration } from './migration-0005-payments.ts';
import { settingsMigration } from './migration-0006-settings.ts';
import { notificationsMigration } from './migration-0007-notifications.ts';
import { contractsMigration } from './migration-0008-contracts.ts';
import { outagesMigration } from './migration-0010-outages.ts';
import { outageContactsByContractMigration } from './migration-0014-outage-contacts-by-contract.ts';
import { meterEventsByClientMigration } from './migration-0015-meter-events-by-client.ts';
import { dayNightLinesMigration } from './migration-0016-day-night-lines.ts';
import { supportMigration } from './migration-0009-support.ts';
import { usagePointSearchMigration } from './migration-0011-usage-point-search.ts';
import { feedbackMigration } from './migration-0012-feedback.ts';
import { pushMigration } from './migration-0013-push.ts';

/** Migrations live in code (no files to find at run time), the same for PGlite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      const now = sql`now()`;
      await db.schema
        .createTable('sites')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('theme_id', 'text', (c) => c.notNull().unique())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('timezone', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull())
        .addColumn('default_locale_id', 'text', (c) => c.notNull())
        .addColumn('locales', 'jsonb', (c) => c.notNull())
        .addColumn('meta_fields', 'jsonb', (c) => c.notNull())
        .addColumn('ga_measurement_id', 'text')
        .addColumn('logo', 'text', (c) => c.notNull())
        .addColumn('dark_mode_logo', 'text', (c) => c.notNull())
        .addColumn('features', 'jsonb', (c) => c.notNull())
        .addColumn('external_services', 'jsonb', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('clients')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('client_code', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('private', 'legal')`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('registry_code', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('locale_id', 'text')
        .addColumn('is_new_customer', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('clients_site_code', ['site_id', 'client_code'])
        .execute();
      await db.schema
        .createIndex('clients_site_registry')
        .on('clients')
        .columns(['site_id', 'registry_code'])
        .execute();
      await db.schema
        .createTable('representations')
        .addColumn('representative_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('representations_pk', ['representative_id', 'client_id'])
        .execute();
      const owned = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'));
      await owned('contacts')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await owned('addresses')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull())
        .execute();
      await owned('bank_accounts')
        .addColumn('iban', 'text', (c) => c.notNull())
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('acting_client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createTable('magic_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('callback_url', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createTable('client_logs')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('payload', 'jsonb')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createTable('countries')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('group_code', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002_energy': {
    async up(db: Kysely<unknown>) {
      const now = sql`now()`;
      // A place of supply. The climate hint (latitude, by the sea) is what its weather is computed from.
      await db.schema
        .createTable('locations')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull().check(sql`country_code in ('FI', 'EE', 'LV')`))
        .addColumn('latitude', 'double precision', (c) => c.notNull().check(sql`latitude between 50 and 72`))
        .addColumn('coastal', 'boolean', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        // Lets usage points name (location, client) together, so a point's client is its location's.
        .addUniqueConstraint('locations_id_client', ['id', 'client_id'])
        .execute();
      await db.schema.createIndex('locations_client').on('locations').column('client_id').execute();
      // A metering point. Its readings are not stored: they are computed from the profile and the seed.
      await db.schema
        .createTable('usage_points')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('location_id', 'integer', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.notNull())
        .addColumn('identifier', 'text', (c) => c.notNull().unique())
        .addColumn('identifier_type', 'text', (c) =>
          c.notNull().check(sql`identifier_type in ('GSRN', 'EIC')`),
        )
        .addColumn('utility', 'text', (c) =>
          c.notNull().check(sql`utility in ('electricity', 'gas', 'heating')`),
        )
        .addColumn('point_kind', 'text', (c) =>
          c.notNull().check(sql`point_kind in ('UsagePoint', 'MicrogenerationSite')`),
        )
        .addColumn('meter_number', 'text', (c) => c.notNull())
        .addColumn('interval_minutes', 'integer', (c) =>
          c.notNull().check(sql`interval_minutes in (15, 60, 1440)`),
        )
        .addColumn('price_area', 'text', (c) => c.check(sql`price_area in ('FI', 'EE', 'LV')`))
        .addColumn('profile', 'text', (c) => c.notNull().check(sql`profile in ('household', 'company')`))
        .addColumn('annual_kwh', 'integer', (c) => c.notNull().check(sql`annual_kwh > 0`))
        .addColumn('space_heating', 'boolean', (c) => c.notNull())
        .addColumn('producer', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('capacity_kw', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('seed', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addForeignKeyConstraint(
          'usage_points_location',
          ['location_id', 'client_id'],
          'locations',
          ['id', 'client_id'],
          (fk) => fk.onDelete('cascade'),
        )
        .execute();
      await db.schema.createIndex('usage_points_client').on('usage_points').column('client_id').execute();
      await db.schema.createIndex('usage_points_location').on('usage_points').column('location_id').execute();
      // A monthly invoice of a client: the amounts in cents, VAT included, split by utility.
      await db.schema
        .createTable('invoices')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('invoice_number', 'text', (c) => c.notNull())
        .addColumn('period', 'date', (c) => c.notNull().check(sql`extract(day from period) = 1`))
        .addColumn('issue_date', 'date', (c) => c.notNull())
        .addColumn('due_date', 'date', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('vat_cents', 'integer', (c) => c.notNull())
        .addColumn('electricity_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('gas_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('heating_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid', 'unpaid')`))
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('Regular', 'E-Invoice')`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('invoices_site_number', ['site_id', 'invoice_number'])
        .addUniqueConstraint('invoices_client_period', ['client_id', 'period'])
        .execute();
    },
  },
  '0003_security': securityMigration,
  '0004_invoices': invoicesMigration,
  '0005_payments': paymentsMigration,
  '0006_settings': settingsMigration,
  '0007_notifications': notificationsMigration,
  '0008_contracts': contractsMigration,
  '0009_support': supportMigration,
  '0010_outages': outagesMigration,
  '0011_usage_point_search': usagePointSearchMigration,
  '0012_feedback': feedbackMigration,
  '0013_push': pushMigration,
  '0014_outage_contacts_by_contract': outageContactsByContractMigration,
  '0015_meter_events_by_client': meterEventsByClientMigration,
  '0016_day_night_lines': dayNightLinesMigration,
};
