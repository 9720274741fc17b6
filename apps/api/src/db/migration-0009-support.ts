import { sql, type Kysely, type Migration } from 'kysely';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * Support tickets and their conversations. A ticket belongs to a client (the acting one when it was
 * written: a company's, when a representative wrote it); its number is unique per site.
 */
export const supportMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('support_tickets')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('reply_method', 'text', (c) =>
        c.notNull().check(inList('reply_method', ['EMAIL', 'PHONE', 'PUSH', 'NONE'])),
      )
      .addColumn('status', 'text', (c) =>
        c.notNull().check(inList('status', ['OPEN', 'ASSIGNED', 'CANCELLED', 'RESOLVED'])),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      // When the customer last opened the ticket: an agent's message after it is unread.
      .addColumn('customer_seen_at', 'timestamptz')
      .addUniqueConstraint('support_tickets_site_number', ['site_id', 'number'])
      .execute();
    await db.schema
      .createIndex('support_tickets_client')
      .on('support_tickets')
      .columns(['client_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('support_messages')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('ticket_id', 'integer', (c) =>
        c.notNull().references('support_tickets.id').onDelete('cascade'),
      )
      .addColumn('author', 'text', (c) => c.notNull().check(inList('author', ['customer', 'agent'])))
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('support_messages_ticket')
      .on('support_messages')
      .columns(['ticket_id', 'id'])
      .execute();
  },
};
