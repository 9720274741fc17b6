import { sql, type Kysely, type Migration } from 'kysely';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * Push notifications. Three owners share this migration, as they would share nothing in production:
 * the push vendor (VAPID keys per site, its registrations), the installation-identity vendor (its
 * installations), and the portal (which devices a client linked, the messages sent to them and how each
 * delivery went). `job_queue` is the in-process queue used where there is no PostgreSQL job queue.
 */
export const pushMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('push_vapid_keys')
      .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id'))
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('private_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('push_installations')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('fid', 'text', (c) => c.notNull())
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      // Only a hash: a leaked table does not let anyone act as the installation.
      .addColumn('refresh_token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('push_installations_site_fid', ['site_id', 'fid'])
      .execute();
    await db.schema
      .createTable('push_registrations')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('installation_id', 'integer', (c) =>
        c.notNull().references('push_installations.id').onDelete('cascade'),
      )
      .addColumn('endpoint', 'text', (c) => c.notNull())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('push_registrations_endpoint', ['installation_id', 'endpoint'])
      .execute();
    await db.schema
      .createTable('push_devices')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      // The person who linked it (a representative, when acting for a company).
      .addColumn('user_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('push_devices_client_token', ['client_id', 'token'])
      .execute();
    await db.schema.createIndex('push_devices_token').on('push_devices').column('token').execute();
    await db.schema
      .createTable('push_messages')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) =>
        c
          .notNull()
          .check(
            inList('kind', [
              'outage-start',
              'outage-end',
              'ticket-reply',
              'spot-price',
              'payment',
              'message',
            ]),
          ),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .addColumn('collapse_key', 'text', (c) => c.notNull())
      .addColumn('ttl_seconds', 'integer', (c) => c.notNull())
      .addColumn('urgency', 'text', (c) => c.notNull().check(inList('urgency', ['normal', 'high'])))
      // What makes an occasion one (an outage's start): told once however often it is produced.
      .addColumn('dedupe_key', 'text')
      .addColumn('status', 'text', (c) =>
        c.notNull().check(inList('status', ['queued', 'sending', 'sent', 'no-devices', 'failed'])),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz')
      .addUniqueConstraint('push_messages_client_dedupe', ['client_id', 'dedupe_key'])
      .execute();
    await db.schema
      .createIndex('push_messages_site')
      .on('push_messages')
      .columns(['site_id', 'id'])
      .execute();
    await db.schema
      .createTable('push_deliveries')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('message_id', 'integer', (c) =>
        c.notNull().references('push_messages.id').onDelete('cascade'),
      )
      // No reference: a device the push service no longer knows is dropped, its deliveries stay.
      .addColumn('device_id', 'integer', (c) => c.notNull())
      .addColumn('device_label', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) =>
        c.notNull().check(inList('outcome', ['delivered', 'gone', 'failed'])),
      )
      .addColumn('status_code', 'integer')
      .addColumn('detail', 'text')
      .addColumn('vendor_message_id', 'text')
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('push_deliveries_message')
      .on('push_deliveries')
      .column('message_id')
      .execute();
    await db.schema
      .createTable('job_queue')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('queue', 'text', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .addColumn('state', 'text', (c) =>
        c.notNull().check(inList('state', ['created', 'active', 'completed', 'failed'])),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('run_after', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz')
      .addColumn('error', 'text')
      .execute();
    await db.schema
      .createIndex('job_queue_due')
      .on('job_queue')
      .columns(['queue', 'state', 'run_after', 'id'])
      .execute();
  },
};
