import { sql, type Kysely, type Migration } from 'kysely';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * The network operators' outages (planned work and faults), the usage points each cuts off, and the
 * smart meters' power-off/power-on events. An outage's status is not stored: it follows from the clock
 * and its times (planned before `starts_at`, in progress until `ended_at`), so a demo database stays
 * true as time passes; only a cancellation is recorded.
 */
export const outagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outages')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', ['planned', 'fault'])))
      .addColumn('cause', 'text', (c) => c.notNull())
      .addColumn('area', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expected_end', 'timestamptz', (c) => c.notNull())
      // When the power came back (or is to, for a seeded fault in progress); null for a cancelled one.
      .addColumn('ended_at', 'timestamptz')
      .addColumn('cancelled', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema.createIndex('outages_site').on('outages').column('site_id').execute();
    await db.schema
      .createTable('outage_points')
      .addColumn('outage_id', 'integer', (c) => c.notNull().references('outages.id').onDelete('cascade'))
      .addColumn('usage_point_id', 'integer', (c) =>
        c.notNull().references('usage_points.id').onDelete('cascade'),
      )
      // The point's client, so every read is scoped without a join through the point.
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('outage_points_pk', ['outage_id', 'usage_point_id'])
      .execute();
    await db.schema.createIndex('outage_points_client').on('outage_points').column('client_id').execute();
    await db.schema
      .createTable('meter_events')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('usage_point_id', 'integer', (c) =>
        c.notNull().references('usage_points.id').onDelete('cascade'),
      )
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', ['power-off', 'power-on'])))
      .addColumn('outage_id', 'integer', (c) => c.references('outages.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('meter_events_point')
      .on('meter_events')
      .columns(['usage_point_id', 'at'])
      .execute();
  },
};
