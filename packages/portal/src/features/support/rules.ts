import {
  replyMethods,
  ticketTextMax,
  type NewTicket,
  type ReplyMethod,
  type Topic,
} from '@vool/api-client/browser';
import type { ApiFailure } from '../../app/apiFailure.ts';

/** The longest topic `NewTicket` (schemas/support.ts) takes. */
export const topicMax = 120;

export type TicketProblem = 'REQUIRED' | 'TOO_LONG' | 'INVALID';

/** The new-ticket form's values, as plain JSON (they are kept in the form's draft). */
export interface TicketValues {
  topic: string;
  message: string;
  replyMethod: ReplyMethod | '';
}

export const emptyTicket: TicketValues = { topic: '', message: '', replyMethod: '' };

/** Field names are the JSON pointers the API names its refusals by. */
export const fields = { topic: '/topic', message: '/message', replyMethod: '/replyMethod' } as const;
export const commentField = '/comment';

/** Spec §5's rules as `NewTicket` states them: at least one character once trimmed, at most the limit. */
export function textProblem(value: string, max: number): TicketProblem | null {
  const text = value.trim();
  if (!text) return 'REQUIRED';
  return text.length > max ? 'TOO_LONG' : null;
}

/** The reply methods the site offers: push only where it has push notifications. */
export function offeredReplyMethods(features: readonly string[]): ReplyMethod[] {
  return replyMethods.filter((method) => method !== 'PUSH' || features.includes('push-notifications'));
}

/** What is wrong with the values, by field: the rules the API checks too. */
export function ticketProblems(values: TicketValues, offered: readonly ReplyMethod[]) {
  const found: Record<string, TicketProblem> = {};
  const topic = textProblem(values.topic, topicMax);
  if (topic) found[fields.topic] = topic;
  const message = textProblem(values.message, ticketTextMax);
  if (message) found[fields.message] = message;
  if (!values.replyMethod || !offered.includes(values.replyMethod)) found[fields.replyMethod] = 'REQUIRED';
  return found;
}

/** The ticket as the API takes it (call only once `ticketProblems` found nothing). */
export function ticketBody(values: TicketValues): NewTicket {
  return {
    topic: values.topic.trim(),
    message: values.message.trim(),
    replyMethod: values.replyMethod || 'NONE',
  };
}

/** A 422's fields (JSON pointers) as problems; none when the API named no field. */
export function refusedFields(failure: ApiFailure): Record<string, TicketProblem> {
  if (failure.status !== 422) return {};
  return Object.fromEntries(Object.keys(failure.fields ?? {}).map((field) => [field, 'INVALID' as const]));
}

/** Lower case without accents: "Näit" is found by typing "nait". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The topics to suggest for what was typed: those whose name contains it (case and accents aside),
 * every one while nothing is typed. The list is the form's to filter: a ComboBox given its `items`
 * shows them as they are.
 */
export function topicsMatching(topics: readonly Topic[], typed: string): readonly Topic[] {
  const wanted = fold(typed.trim());
  return wanted ? topics.filter((topic) => fold(topic.name).includes(wanted)) : topics;
}

export const limitOf = (field: string) => (field === fields.topic ? topicMax : ticketTextMax);
