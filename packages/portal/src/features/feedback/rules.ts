import { feedbackTextMax, type FeedbackContext, type NewFeedback } from '@vool/api-client/browser';
import type { ApiFailure } from '../../app/apiFailure.ts';

/** The form's values as the fields hold them; a topic of `general` is the portal in general. */
export interface FeedbackValues {
  topic: string;
  /** `'1'`–`'5'`, or empty. */
  rating: string;
  text: string;
}

export const emptyFeedback: FeedbackValues = { topic: 'general', rating: '', text: '' };

/** Field names are the JSON pointers the API names its refusals by. */
export const fields = { topic: '/topic', rating: '/rating', text: '/text' } as const;

/** `EMPTY`: neither a rating nor words; `INVALID`: refused by the API for another reason. */
export type FeedbackProblem = 'EMPTY' | 'TOO_LONG' | 'INVALID';

/** What is wrong with the values, by field: the rules `POST /api/feedback` checks too. */
export function feedbackProblems(values: FeedbackValues): Record<string, FeedbackProblem> {
  const text = values.text.trim();
  if (values.rating === '' && text === '') return { [fields.rating]: 'EMPTY', [fields.text]: 'EMPTY' };
  return text.length > feedbackTextMax ? { [fields.text]: 'TOO_LONG' } : {};
}

/**
 * The feedback as the API takes it (once `feedbackProblems` found nothing). After a payment or a
 * signing its topic is the invoice or the contract; after a ticket, and in general, the chosen one.
 */
export function feedbackBody(values: FeedbackValues, context: FeedbackContext): NewFeedback {
  const text = values.text.trim();
  const topic = context === 'payment' ? 'invoice' : context === 'signing' ? 'contract' : values.topic;
  return {
    context,
    ...(topic !== 'general' ? { topic } : {}),
    ...(values.rating ? { rating: Number(values.rating) } : {}),
    ...(text ? { text } : {}),
  };
}

/** A 422's fields as problems: a `REQUIRED` one (nothing said) as the form's own, the rest as refused. */
export function refusedFields(failure: ApiFailure): Record<string, FeedbackProblem> {
  if (failure.status !== 422) return {};
  return Object.fromEntries(
    Object.entries(failure.fields ?? {}).map(([field, why]) => [
      field,
      why === 'REQUIRED' ? 'EMPTY' : 'INVALID',
    ]),
  );
}
