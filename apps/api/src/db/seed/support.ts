import type { Transaction } from 'kysely';
import type { ReplyMethod, TicketStatus } from '@vool/api-client';
import type { Database } from '../schema.ts';

const day = 86_400_000;
const agent = 'Anna';

interface SeedTicket {
  topic: string;
  status: TicketStatus;
  replyMethod: ReplyMethod;
  daysAgo: number;
  /** Who wrote, hours after the ticket was opened: the first is the customer's question. */
  messages: Array<{ by: 'customer' | 'agent'; hours: number; text: string }>;
  /** The customer opened it after the last message. */
  seen: boolean;
  /** Written for the first company the person represents. */
  forCompany?: boolean;
}

/** Every status once, and one answer the customer has not read yet (unread). */
const tickets: SeedTicket[] = [
  {
    topic: 'contract',
    status: 'RESOLVED',
    replyMethod: 'NONE',
    daysAgo: 40,
    seen: true,
    messages: [
      { by: 'customer', hours: 0, text: 'Can I change my contract to a fixed price before the winter?' },
      {
        by: 'agent',
        hours: 20,
        text: 'Yes: the fixed-price offers are under Contracts, and the change starts next month.',
      },
    ],
  },
  {
    topic: 'moving',
    status: 'CANCELLED',
    replyMethod: 'EMAIL',
    daysAgo: 12,
    seen: true,
    forCompany: true,
    messages: [{ by: 'customer', hours: 0, text: 'Our office moves next month. What do we need to do?' }],
  },
  {
    topic: 'meter-reading',
    status: 'ASSIGNED',
    replyMethod: 'EMAIL',
    daysAgo: 5,
    seen: false,
    messages: [
      { by: 'customer', hours: 0, text: 'The reading on my last invoice looks too high.' },
      {
        by: 'agent',
        hours: 26,
        text: 'We are checking it with the grid operator and will come back to you this week.',
      },
    ],
  },
  {
    topic: 'invoice',
    status: 'OPEN',
    replyMethod: 'EMAIL',
    daysAgo: 1,
    seen: true,
    messages: [{ by: 'customer', hours: 0, text: 'Could I get my invoices as e-invoices from now on?' }],
  },
];

/** The sites whose first demo person has tickets: one per country and one with every utility. */
const sitesWithTickets = ['aurora', 'kiir', 'daugava', 'nordlys'];

const yearIn = (timezone: string, at: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: timezone, year: 'numeric' }).format(at));

/** A few tickets in every status for the first demo person of some sites; no randomness, relative to `now`. */
export async function seedSupport(tx: Transaction<Database>, now: Date): Promise<void> {
  const sites = await tx
    .selectFrom('sites')
    .select(['id', 'theme_id', 'timezone'])
    .where('theme_id', 'in', sitesWithTickets)
    .orderBy('id')
    .execute();
  for (const site of sites) {
    const person = await tx
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('site_id', '=', site.id)
      .where('type', '=', 'private')
      .where('is_new_customer', '=', false)
      .orderBy('id')
      .executeTakeFirst();
    if (!person) continue;
    const company = await tx
      .selectFrom('representations')
      .select('client_id')
      .where('representative_id', '=', person.id)
      .orderBy('client_id')
      .executeTakeFirst();
    for (const ticket of tickets) {
      const clientId = ticket.forCompany ? company?.client_id : person.id;
      if (clientId === undefined) continue;
      const opened = new Date(now.getTime() - ticket.daysAgo * day);
      const at = (hours: number) => new Date(opened.getTime() + hours * 3_600_000);
      const last = at(ticket.messages.at(-1)!.hours);
      const { id } = await tx
        .insertInto('support_tickets')
        .values({
          site_id: site.id,
          client_id: clientId,
          number: `pending-${String(clientId)}-${ticket.topic}`,
          topic: ticket.topic,
          reply_method: ticket.replyMethod,
          status: ticket.status,
          created_at: opened,
          updated_at: last,
          customer_seen_at: ticket.seen ? last : opened,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The serial is the id, as for tickets the customers write (areas/support/repository.ts).
      await tx
        .updateTable('support_tickets')
        .set({ number: `T-${String(yearIn(site.timezone, opened))}-${String(id).padStart(6, '0')}` })
        .where('id', '=', id)
        .execute();
      await tx
        .insertInto('support_messages')
        .values(
          ticket.messages.map((m) => ({
            ticket_id: id,
            author: m.by,
            author_name: m.by === 'agent' ? agent : person.name,
            text: m.text,
            at: at(m.hours),
          })),
        )
        .execute();
    }
  }
}
