import {
  ticketStatusCode,
  type LocaleId,
  type NewTicket,
  type Ticket,
  type TicketDetail,
  type TicketStatus,
} from '@vool/api-client';
import { HttpError, validationError } from '../../errors.ts';
import { conversationStatuses, isClosed, movesInto, refusalCodes, type Party } from './state.ts';
import { topicName } from './topics.ts';
import type { PushDispatcher } from '../notifications/dispatcher.ts';
import { ticketReplyNotice } from '../notifications/producers.ts';
import type { MessageRow, Scope, SupportRepository, TicketRow } from './repository.ts';

/** The customer acting in the portal: the acting client owns the ticket, the signed-in user writes. */
export interface Customer {
  siteId: number;
  clientId: number;
  /** The signed-in user's name (a representative's own, when acting for a company). */
  name: string;
  /** The site's features: PUSH replies need 'push-notifications'. */
  features: readonly string[];
  timezone: string;
}

export const ticketNotFound = () => new HttpError(404, 'NotFound', 'No such ticket', 'TICKET_NOT_FOUND');

const iso = (value: Date | string) => new Date(value).toISOString();

/** Whitespace is not a message: each blank field is named, as the schema's own failures are. */
function refuseBlank(values: Record<string, string>): void {
  const blank = Object.entries(values).filter(([, value]) => value.trim() === '');
  if (blank.length > 0) {
    throw validationError(
      'Write something besides spaces',
      'BLANK',
      Object.fromEntries(blank.map(([name]) => [`/${name}`, 'BLANK'])),
    );
  }
}

const yearIn = (timezone: string, at: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: timezone, year: 'numeric' }).format(at));

export function toTicket(row: TicketRow, locale: LocaleId): Ticket {
  const seen = row.customer_seen_at ? new Date(row.customer_seen_at).getTime() : -Infinity;
  return {
    id: row.id,
    number: row.number,
    topic: topicName(row.topic, locale),
    status: row.status,
    statusCode: ticketStatusCode(row.status),
    replyMethod: row.reply_method,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    messageCount: row.message_count,
    unread: row.last_author === 'agent' && row.last_at !== null && new Date(row.last_at).getTime() > seen,
  };
}

export const toMessage = (m: MessageRow) => ({
  id: m.id,
  author: m.author,
  authorName: m.author_name,
  text: m.text,
  at: iso(m.at),
});

/** Support tickets: the customer's calls and customer service's desk, over one state table. */
export function supportService({
  repository,
  now,
  push,
}: {
  repository: SupportRepository;
  now: () => Date;
  /** Sends a PUSH ticket's answers to the customer's devices. */
  push?: Pick<PushDispatcher, 'notify'>;
}) {
  async function detail(scope: Scope, id: number, locale: LocaleId): Promise<TicketDetail> {
    const row = await repository.one(scope, id);
    if (!row) throw ticketNotFound();
    const messages = await repository.messages([row.id]);
    return {
      ...toTicket(row, locale),
      messages: messages.map(toMessage),
      actions: {
        comment: !isClosed(row.status),
        cancel: movesInto('CANCELLED', 'customer').includes(row.status),
      },
    };
  }

  /**
   * Moves a ticket (or, with `to` null, adds a message) in one transaction, only from the states the
   * table allows; a refusal says whether the ticket is not there (404) or not in such a state (422).
   */
  async function change(
    scope: Scope,
    id: number,
    to: TicketStatus | null,
    by: Party,
    message?: { author: Party; authorName: string; text: string },
  ): Promise<void> {
    const at = now();
    const from = to ? movesInto(to, by) : conversationStatuses;
    const moved = await repository.transaction(async (tx) => {
      if (!(await repository.move(tx, scope, id, from, to, at))) return false;
      if (message) await repository.addMessage(tx, id, { ...message, at });
      return true;
    });
    if (moved) return;
    if (!(await repository.one(scope, id))) throw ticketNotFound();
    const code = to ? refusalCodes[to] : 'TICKET_CLOSED';
    throw validationError(`The ticket cannot be changed so in its current state`, code);
  }

  return {
    detail,

    async list(clientId: number, locale: LocaleId): Promise<Ticket[]> {
      return (await repository.list({ clientId })).map((row) => toTicket(row, locale));
    },

    async create(customer: Customer, input: NewTicket, locale: LocaleId): Promise<Ticket> {
      refuseBlank({ topic: input.topic, message: input.message });
      if (input.replyMethod === 'PUSH' && !customer.features.includes('push-notifications')) {
        throw validationError('This site does not answer by push notification', 'REPLY_METHOD_UNAVAILABLE', {
          '/replyMethod': 'REPLY_METHOD_UNAVAILABLE',
        });
      }
      if (input.replyMethod === 'PHONE' && !(await repository.hasPhone(customer.clientId))) {
        throw validationError('Add a phone number to your contacts first', 'NO_PHONE', {
          '/replyMethod': 'NO_PHONE',
        });
      }
      const at = now();
      const id = await repository.transaction((tx) =>
        repository.create(
          tx,
          {
            siteId: customer.siteId,
            clientId: customer.clientId,
            year: yearIn(customer.timezone, at),
            topic: input.topic.trim(),
            replyMethod: input.replyMethod,
          },
          { author: 'customer', authorName: customer.name, text: input.message.trim(), at },
        ),
      );
      const row = await repository.one({ clientId: customer.clientId }, id);
      return toTicket(row!, locale);
    },

    /** The customer opens the ticket: agents' messages so far count as read. */
    async open(clientId: number, id: number, locale: LocaleId): Promise<TicketDetail> {
      await repository.markSeen(clientId, id, now());
      return detail({ clientId }, id, locale);
    },

    async comment(customer: Customer, id: number, comment: string, locale: LocaleId) {
      refuseBlank({ comment });
      const scope = { clientId: customer.clientId };
      await change(scope, id, null, 'customer', {
        author: 'customer',
        authorName: customer.name,
        text: comment.trim(),
      });
      return detail(scope, id, locale);
    },

    async cancel(clientId: number, id: number, locale: LocaleId) {
      await change({ clientId }, id, 'CANCELLED', 'customer');
      return detail({ clientId }, id, locale);
    },

    /** Customer service's side: every ticket of the site, newest first, with its conversation. */
    async desk(siteId: number) {
      const rows = await repository.list({ siteId });
      const messages = await repository.messages(rows.map((r) => r.id));
      return rows.map((row) => ({
        row,
        messages: messages.filter((m) => m.ticket_id === row.id).map(toMessage),
      }));
    },

    assign: (siteId: number, id: number) => change({ siteId }, id, 'ASSIGNED', 'agent'),

    resolve: (siteId: number, id: number) => change({ siteId }, id, 'RESOLVED', 'agent'),

    /**
     * An agent's answer, stored in the conversation; answers the ticket, for delivering it. A PUSH
     * ticket's answer goes to the customer's devices here (`pushed`: false when they have none).
     */
    async reply(
      siteId: number,
      id: number,
      text: string,
      agentName: string,
    ): Promise<TicketRow & { pushed?: boolean }> {
      refuseBlank({ text });
      await change({ siteId }, id, null, 'agent', {
        author: 'agent',
        authorName: agentName,
        text: text.trim(),
      });
      const ticket = (await repository.one({ siteId }, id))!;
      if (ticket.reply_method === 'PUSH') {
        const messageId = await push?.notify(
          ticketReplyNotice({
            siteId,
            clientId: ticket.client_id,
            ticketId: ticket.id,
            ticketNumber: ticket.number,
            agentName,
            text: text.trim(),
            // The conversation's length names this answer: each is told once.
            replyId: ticket.message_count,
          }),
        );
        return { ...ticket, pushed: messageId !== undefined };
      }
      return ticket;
    },

    replyAddressOf: (clientId: number) => repository.replyAddressOf(clientId),
  };
}

export type SupportService = ReturnType<typeof supportService>;
