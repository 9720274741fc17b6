import type { Kysely, Migration } from 'kysely';

/**
 * The outages page and the compensation tracker read a client's meter events by time, of all their
 * points at once (`events` in areas/outages/repository.ts): the point index alone made that a scan of
 * every event of the site.
 */
export const meterEventsByClientMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('meter_events_client_at')
      .on('meter_events')
      .columns(['client_id', 'at'])
      .execute();
  },
};
