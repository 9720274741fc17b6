import { sql, type Kysely, type Migration } from 'kysely';
import { feedbackContexts, feedbackRatingMax } from '@vool/api-client';

/**
 * Feedback: a rating, a text or both, from a signed-in user for the client they act for, on one site.
 * Kept apart from support tickets: nobody answers it, and it is read in bulk per site and period.
 */
export const feedbackMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const contexts = sql.raw(feedbackContexts.map((c) => `'${c}'`).join(', '));
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('context', 'text', (c) => c.notNull().check(sql`context in (${contexts})`))
      .addColumn('topic', 'text')
      .addColumn('rating', 'smallint', (c) =>
        c.check(sql`rating between 1 and ${sql.lit(feedbackRatingMax)}`),
      )
      .addColumn('text', 'text')
      .addColumn('locale_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      // The API refuses empty feedback; the table does too, whatever writes to it.
      .addCheckConstraint('feedback_says_something', sql`rating is not null or text is not null`)
      .execute();
    await db.schema
      .createIndex('feedback_site_created')
      .on('feedback')
      .columns(['site_id', 'created_at'])
      .execute();
    // The per-client limit counts a client's recent rows.
    await db.schema
      .createIndex('feedback_client_created')
      .on('feedback')
      .columns(['client_id', 'created_at'])
      .execute();
  },
};
