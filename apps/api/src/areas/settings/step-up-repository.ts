import type { Db } from '../../db/connect.ts';

/** Step-ups in flight: each bound to one session, used up by its callback once. */
export function stepUpRepository(db: Db) {
  return {
    async create(values: { stateHash: string; sessionId: number; returnUrl: string; expiresAt: Date }) {
      await db
        .insertInto('step_up_states')
        .values({
          state_hash: values.stateHash,
          session_id: values.sessionId,
          return_url: values.returnUrl,
          expires_at: values.expiresAt,
        })
        .execute();
    },

    /**
     * Uses up the state in the statement that checks it, only for the session that started it: a
     * replayed callback, or one reaching another session, finds nothing.
     */
    async consume(stateHash: string, sessionId: number, now: Date): Promise<string | undefined> {
      const row = await db
        .updateTable('step_up_states')
        .set({ used_at: now })
        .where('state_hash', '=', stateHash)
        .where('session_id', '=', sessionId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('return_url')
        .executeTakeFirst();
      // Old states are of no use to anyone; they go as new ones come.
      await db.deleteFrom('step_up_states').where('expires_at', '<', now).execute();
      return row?.return_url;
    },
  };
}

export type StepUpRepository = ReturnType<typeof stepUpRepository>;
