import { Type, type Static } from '@sinclair/typebox';
export { replyMethods, supportChannelKinds, ticketStatuses, ticketTextMax } from '../constants.ts';
import { replyMethods, supportChannelKinds, ticketStatuses, ticketTextMax } from '../constants.ts';
import { literals } from './literals.ts';

export const TicketStatus = literals(ticketStatuses);
export type TicketStatus = Static<typeof TicketStatus>;
export const ReplyMethod = literals(replyMethods);
export type ReplyMethod = Static<typeof ReplyMethod>;
export const SupportChannelKind = literals(supportChannelKinds);
export type SupportChannelKind = Static<typeof SupportChannelKind>;

/** Spec §4: a status's code, TS1–TS4 in the order of `ticketStatuses`. */
export const ticketStatusCode = (status: TicketStatus) => `TS${String(ticketStatuses.indexOf(status) + 1)}`;

/** `GET /api/support/channels`: how the site's customer service is reached (spec §3: T1, T2, push). */
export const SupportChannel = Type.Object({
  /** T1 (phone), T2 (e-mail) or push. */
  code: Type.Union([Type.Literal('T1'), Type.Literal('T2'), Type.Literal('push')]),
  kind: SupportChannelKind,
  /** The number or address; null for push. */
  value: Type.Union([Type.String(), Type.Null()]),
  /** Opening hours as the site states them, in the request's language; null when always open. */
  hours: Type.Union([Type.String(), Type.Null()]),
});
export type SupportChannel = Static<typeof SupportChannel>;
export const SupportChannels = Type.Array(SupportChannel);
export type SupportChannels = Static<typeof SupportChannels>;

/** `GET /api/feedback/topics`: the topics a ticket or feedback is about, in the request's language. */
export const Topic = Type.Object({ id: Type.String(), name: Type.String() });
export type Topic = Static<typeof Topic>;
export const Topics = Type.Array(Topic);
export type Topics = Static<typeof Topics>;

/** `POST /api/me/support/tickets` (spec §5): the same schema checks the portal's form and the API. */
export const NewTicket = Type.Object(
  {
    topic: Type.String({ minLength: 1, maxLength: 120 }),
    message: Type.String({ minLength: 1, maxLength: ticketTextMax }),
    replyMethod: ReplyMethod,
  },
  { additionalProperties: false },
);
export type NewTicket = Static<typeof NewTicket>;

/** `POST /api/support/tickets/{id}/comments`. */
export const TicketComment = Type.Object(
  { comment: Type.String({ minLength: 1, maxLength: ticketTextMax }) },
  { additionalProperties: false },
);
export type TicketComment = Static<typeof TicketComment>;

export const TicketIdParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9]{1,9}$' }) },
  { additionalProperties: false },
);
export type TicketIdParams = Static<typeof TicketIdParams>;

export const Ticket = Type.Object({
  id: Type.Integer(),
  /** What the customer and customer service call it: `T-2026-000123`. */
  number: Type.String(),
  topic: Type.String(),
  status: TicketStatus,
  /** TS1–TS4. */
  statusCode: Type.String(),
  replyMethod: ReplyMethod,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Messages in the conversation, the first included. */
  messageCount: Type.Integer(),
  /** Customer service wrote last and the customer has not opened the ticket since. */
  unread: Type.Boolean(),
});
export type Ticket = Static<typeof Ticket>;
export const Tickets = Type.Array(Ticket);
export type Tickets = Static<typeof Tickets>;

export const TicketMessage = Type.Object({
  id: Type.Integer(),
  author: Type.Union([Type.Literal('customer'), Type.Literal('agent')]),
  /** The customer's name, or customer service's first name. */
  authorName: Type.String(),
  text: Type.String(),
  at: Type.String(),
});
export type TicketMessage = Static<typeof TicketMessage>;

/** `GET /api/support/tickets/{id}`: the ticket with its conversation, oldest first. */
export const TicketDetail = Type.Composite([
  Ticket,
  Type.Object({
    messages: Type.Array(TicketMessage),
    /** What the customer may do now: comment (not on a cancelled or resolved ticket), cancel (open only). */
    actions: Type.Object({ comment: Type.Boolean(), cancel: Type.Boolean() }),
  }),
]);
export type TicketDetail = Static<typeof TicketDetail>;
