import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The settings area: marketing channels and the contact preference of a client, bank accounts with
 * their BIC and e-invoice order, when a session last proved who its user is (sign-in or step-up), the
 * step-ups in flight, and the audit of changes to a client's settings.
 */
export const settingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clients')
      .addColumn('marketing_channels', 'jsonb', (c) => c.notNull().defaultTo(sql`'["None"]'::jsonb`))
      .addColumn('contact_preference', 'text', (c) =>
        c
          .notNull()
          .defaultTo('email')
          .check(sql`contact_preference in ('email', 'phone', 'none')`),
      )
      .execute();

    // One address per type: an update of the postal address can then be a single upsert.
    await db.schema
      .createIndex('addresses_client_type')
      .on('addresses')
      .columns(['client_id', 'type'])
      .unique()
      .execute();

    await db.schema
      .alterTable('bank_accounts')
      .addColumn('bic', 'text')
      .addColumn('e_invoice_operator', 'text')
      .addColumn('e_invoice_address', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // The same account twice, or two defaults, cannot be stored even by requests at once.
    await db.schema
      .createIndex('bank_accounts_client_iban')
      .on('bank_accounts')
      .columns(['client_id', 'iban'])
      .unique()
      .execute();
    await sql`create unique index bank_accounts_client_default on bank_accounts (client_id)
      where is_default`.execute(db);

    // When the user last proved who they are; a session of before is as old as its sign-in.
    await db.schema.alterTable('sessions').addColumn('authenticated_at', 'timestamptz').execute();
    await sql`update sessions set authenticated_at = created_at`.execute(db);
    await db.schema
      .alterTable('sessions')
      .alterColumn('authenticated_at', (c) => c.setNotNull())
      .execute();

    // Who asked for an e-mail change and from where: the audit row is written when it is confirmed.
    await db.schema
      .alterTable('email_changes')
      .addColumn('actor_id', 'integer', (c) => c.references('clients.id').onDelete('cascade'))
      .addColumn('device', 'text')
      .execute();

    // An e-ID confirmation in flight, for one session: the callback uses it up once.
    await db.schema
      .createTable('step_up_states')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('return_url', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('account_changes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('actor_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('item', 'text', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      // From the app's clock, like every instant the API compares.
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .execute();
    await sql`create index account_changes_client_at on account_changes (client_id, at desc)`.execute(db);
  },
};
