import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Single-use sign-in states and codes, verified e-mail changes, one address per customer, and rate
 * limits shared by every instance on one database.
 */
export const securityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const now = sql`now()`;
    // An e-ID sign-in in flight: the callback consumes it once, so a replayed callback finds nothing.
    await db.schema
      .createTable('auth_states')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('callback_url', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    // Codes an outside service hands out once (the e-ID sandbox's): spent on first use.
    await db.schema
      .createTable('spent_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    // A new e-mail address waiting for its owner to confirm it; `clients.email` holds confirmed ones.
    await db.schema
      .createTable('email_changes')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('email_changes_client').on('email_changes').column('client_id').execute();
    // Addresses set by anyone before they had to be confirmed may be someone else's: an address held
    // by two customers of a site is taken from both (each can confirm it again), never given to one.
    await sql`
      update clients set email = null
      where email is not null and exists (
        select 1 from clients other
        where other.site_id = clients.site_id and other.id <> clients.id
          and lower(other.email) = lower(clients.email)
      )`.execute(db);
    await sql`create unique index clients_site_email on clients (site_id, lower(email))`.execute(db);
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
