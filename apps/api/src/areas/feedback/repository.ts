import type { FeedbackContext, LocaleId } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import { roomUnderLimit, type ClientLimit } from '../../db/per-client-limit.ts';

export interface FeedbackRow {
  siteId: number;
  clientId: number;
  authorId: number;
  context: FeedbackContext;
  topic: string | null;
  rating: number | null;
  text: string | null;
  localeId: LocaleId;
  at: Date;
}

/** The feedback table: written per site and acting client, never read back by the customer. */
export function feedbackRepository(db: Db) {
  return {
    /**
     * Stores the feedback unless the client has sent `limit.max` since `limit.since`; its id, or null
     * at the limit. The count and the insert hold the client's row, so requests at once cannot each
     * find room for one more.
     */
    insertWithin(row: FeedbackRow, limit: ClientLimit): Promise<number | null> {
      return db.transaction().execute(async (tx) => {
        if (!(await roomUnderLimit(tx, 'feedback', row.clientId, limit))) return null;
        const { id } = await tx
          .insertInto('feedback')
          .values({
            site_id: row.siteId,
            client_id: row.clientId,
            author_id: row.authorId,
            context: row.context,
            topic: row.topic,
            rating: row.rating,
            text: row.text,
            locale_id: row.localeId,
            created_at: row.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return id;
      });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
