import { sql, type Transaction } from 'kysely';
import type { ReplyMethod, TicketStatus } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

/** Whose tickets a query may see: a customer's acting client's, or customer service's whole site's. */
export type Scope = { clientId: number } | { siteId: number };

type Tx = Transaction<Database>;
type Reader = Db | Tx;

export interface NewMessage {
  author: 'customer' | 'agent';
  authorName: string;
  text: string;
  at: Date;
}

// Both are integer columns of the ticket; the cast only tells Kysely so.
const column = (scope: Scope) => ('clientId' in scope ? 't.client_id' : 't.site_id') as 't.client_id';
const owner = (scope: Scope) => ('clientId' in scope ? scope.clientId : scope.siteId);

/** The support tables; every read and write names its scope. */
export function supportRepository(db: Db) {
  const tickets = (reader: Reader, scope: Scope) =>
    reader
      .selectFrom('support_tickets as t')
      .innerJoin('clients as c', 'c.id', 't.client_id')
      .select([
        't.id',
        't.client_id',
        't.number',
        't.topic',
        't.status',
        't.reply_method',
        't.created_at',
        't.updated_at',
        't.customer_seen_at',
        'c.name as client_name',
        sql<number>`(select count(*) from support_messages m where m.ticket_id = t.id)::int`.as(
          'message_count',
        ),
        sql<
          string | null
        >`(select m.author from support_messages m where m.ticket_id = t.id order by m.id desc limit 1)`.as(
          'last_author',
        ),
        sql<Date | null>`(select m.at from support_messages m where m.ticket_id = t.id order by m.id desc limit 1)`.as(
          'last_at',
        ),
      ])
      .where(column(scope), '=', owner(scope));

  return {
    db,
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction().execute(work),

    list: (scope: Scope) =>
      tickets(db, scope).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').execute(),

    one: (scope: Scope, id: number, reader: Reader = db) =>
      tickets(reader, scope).where('t.id', '=', id).executeTakeFirst(),

    messages: (ticketIds: number[], reader: Reader = db) =>
      ticketIds.length === 0
        ? Promise.resolve([])
        : reader
            .selectFrom('support_messages')
            .select(['id', 'ticket_id', 'author', 'author_name', 'text', 'at'])
            .where('ticket_id', 'in', ticketIds)
            .orderBy('id')
            .execute(),

    /**
     * A new ticket and its first message. Its number's serial is its id, drawn first, so numbers are
     * unique (per site and across them) without a counter two creations could race on.
     */
    async create(
      tx: Tx,
      ticket: { siteId: number; clientId: number; year: number; topic: string; replyMethod: ReplyMethod },
      message: NewMessage,
    ): Promise<number> {
      const { rows } = await sql<{ id: number }>`
        select nextval(pg_get_serial_sequence('support_tickets', 'id'))::int as id`.execute(tx);
      const id = rows[0]!.id;
      await tx
        .insertInto('support_tickets')
        .values({
          id,
          site_id: ticket.siteId,
          client_id: ticket.clientId,
          number: `T-${String(ticket.year)}-${String(id).padStart(6, '0')}`,
          topic: ticket.topic,
          reply_method: ticket.replyMethod,
          status: 'OPEN',
          created_at: message.at,
          updated_at: message.at,
          // The customer has read what they wrote.
          customer_seen_at: message.at,
        })
        .execute();
      await this.addMessage(tx, id, message);
      return id;
    },

    /**
     * Moves a ticket of `scope` to `to` only from one of `from`, and answers whether it moved: the
     * status in the WHERE makes two concurrent moves land once (the row lock makes the second wait and
     * then find the status changed). With `to` null it only stamps `updated_at`: a message is being
     * added, and the same WHERE keeps it off a ticket closed meanwhile.
     */
    async move(tx: Tx, scope: Scope, id: number, from: TicketStatus[], to: TicketStatus | null, at: Date) {
      const moved = await tx
        .updateTable('support_tickets as t')
        .set(to ? { status: to, updated_at: at } : { updated_at: at })
        .where('t.id', '=', id)
        .where(column(scope), '=', owner(scope))
        .where('t.status', 'in', from)
        .returning('t.id')
        .executeTakeFirst();
      return moved !== undefined;
    },

    async addMessage(tx: Tx, ticketId: number, message: NewMessage) {
      await tx
        .insertInto('support_messages')
        .values({
          ticket_id: ticketId,
          author: message.author,
          author_name: message.authorName,
          text: message.text,
          at: message.at,
        })
        .execute();
    },

    async markSeen(clientId: number, id: number, at: Date) {
      await db
        .updateTable('support_tickets')
        .set({ customer_seen_at: at })
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .execute();
    },

    /** Whether customer service has a number to call the client on (spec: PHONE needs one). */
    async hasPhone(clientId: number) {
      const row = await db
        .selectFrom('contacts')
        .select('id')
        .where('client_id', '=', clientId)
        .where('type', 'in', ['Phone', 'Gsm'])
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Where an answer by e-mail goes (the primary e-mail contact, else the profile's address) and in
     * which language (the client's, else none: the site's).
     */
    async replyAddressOf(clientId: number) {
      const client = await db
        .selectFrom('clients')
        .select(['email', 'locale_id'])
        .where('id', '=', clientId)
        .executeTakeFirst();
      const contact = await db
        .selectFrom('contacts')
        .select('value')
        .where('client_id', '=', clientId)
        .where('type', '=', 'Email')
        .orderBy('is_primary', 'desc')
        .orderBy('id')
        .executeTakeFirst();
      const email = contact?.value ?? client?.email ?? null;
      return email ? { email, locale: client?.locale_id ?? null } : null;
    },
  };
}

export type SupportRepository = ReturnType<typeof supportRepository>;
export type TicketRow = NonNullable<Awaited<ReturnType<SupportRepository['one']>>>;
export type MessageRow = Awaited<ReturnType<SupportRepository['messages']>>[number];
