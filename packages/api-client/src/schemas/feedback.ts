import { Type, type Static } from '@sinclair/typebox';
import { documentLinkTypes, feedbackContexts, feedbackRatingMax, feedbackTextMax } from '../constants.ts';
import { literals } from './literals.ts';

export {
  documentLinkPaths,
  documentLinkTypes,
  feedbackContexts,
  feedbackRatingMax,
  feedbackTextMax,
} from '../constants.ts';

export const FeedbackContext = literals(feedbackContexts);
export type FeedbackContext = Static<typeof FeedbackContext>;

/**
 * `POST /api/feedback`: a rating, a few words, or both (the API refuses neither, 422 `FEEDBACK_EMPTY`).
 * `topic` is an id of `GET /api/feedback/topics`, left out for the portal in general; `context` says
 * where it was given (default `general`). The same schema checks the portal's form and the API.
 */
export const NewFeedback = Type.Object(
  {
    context: Type.Optional(FeedbackContext),
    topic: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    rating: Type.Optional(Type.Integer({ minimum: 1, maximum: feedbackRatingMax })),
    text: Type.Optional(Type.String({ maxLength: feedbackTextMax })),
  },
  { additionalProperties: false },
);
export type NewFeedback = Static<typeof NewFeedback>;

/** What the API answers once the feedback is stored. */
export const FeedbackReceipt = Type.Object({
  id: Type.Integer(),
  /** ISO 8601, UTC. */
  receivedAt: Type.String(),
});
export type FeedbackReceipt = Static<typeof FeedbackReceipt>;

export const DocumentLinkType = literals(documentLinkTypes);
export type DocumentLinkType = Static<typeof DocumentLinkType>;

/** `GET /api/external-services?type=`: one type of the site's external services, or all of them. */
export const ExternalServicesQuery = Type.Object(
  { type: Type.Optional(DocumentLinkType) },
  { additionalProperties: false },
);
export type ExternalServicesQuery = Static<typeof ExternalServicesQuery>;

/** One of the acting site's external services: a page of the utility's own, named in the request's language. */
export const ExternalServiceLink = Type.Object({
  type: DocumentLinkType,
  name: Type.String(),
  /** An absolute https (or http) address. */
  url: Type.String(),
});
export type ExternalServiceLink = Static<typeof ExternalServiceLink>;
export const ExternalServices = Type.Array(ExternalServiceLink);
export type ExternalServices = Static<typeof ExternalServices>;
