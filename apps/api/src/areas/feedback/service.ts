import type { FeedbackReceipt, LocaleId, NewFeedback } from '@vool/api-client';
import { HttpError, validationError } from '../../errors.ts';
import { topicIds } from '../support/topics.ts';
import type { FeedbackRepository } from './repository.ts';

/** Who sends it: the signed-in user, for the client they act for, on the request's site. */
export interface FeedbackAuthor {
  siteId: number;
  clientId: number;
  userId: number;
  locale: LocaleId;
}

/** Enough for any honest use (one after each task of a busy day); a script filling the table is not. */
export const feedbackPerDay = 20;
const day = 24 * 60 * 60 * 1000;

/**
 * Beyond the schema: a topic must be one of `GET /api/feedback/topics`, and feedback must say
 * something, a rating or a text that is more than spaces. Every problem is named at its field at once.
 */
function refuseUnusable(input: NewFeedback, text: string | null): void {
  const fields: Record<string, string> = {};
  if (input.topic !== undefined && !topicIds.includes(input.topic)) fields['/topic'] = 'UNKNOWN_TOPIC';
  const empty = input.rating === undefined && text === null;
  if (empty) {
    fields['/rating'] = 'REQUIRED';
    fields['/text'] = 'REQUIRED';
  }
  if (Object.keys(fields).length === 0) return;
  throw empty
    ? validationError('Give a rating, write something, or both', 'FEEDBACK_EMPTY', fields)
    : validationError('No such topic', 'UNKNOWN_TOPIC', fields);
}

export function feedbackService({ repository, now }: { repository: FeedbackRepository; now: () => Date }) {
  return {
    async send(author: FeedbackAuthor, input: NewFeedback): Promise<FeedbackReceipt> {
      // Words of spaces only are no words.
      const trimmed = input.text?.trim() ?? '';
      const text = trimmed === '' ? null : trimmed;
      refuseUnusable(input, text);
      const at = now();
      const id = await repository.insertWithin(
        {
          siteId: author.siteId,
          clientId: author.clientId,
          authorId: author.userId,
          context: input.context ?? 'general',
          topic: input.topic ?? null,
          rating: input.rating ?? null,
          text,
          localeId: author.locale,
          at,
        },
        { since: new Date(at.getTime() - day), max: feedbackPerDay },
      );
      if (id === null) {
        throw new HttpError(429, 'TooManyRequests', 'Enough feedback for today: thank you', 'RATE_LIMITED');
      }
      return { id, receivedAt: at.toISOString() };
    },
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
