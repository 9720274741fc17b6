import type { LightMyRequestResponse } from 'fastify';
import type { NewTicket, Ticket, TicketDetail } from '@vool/api-client';
import { formType } from './helpers.ts';
import type { SettingsWorld, SignedIn } from './settings-helpers.ts';

export const newTicket = (overrides: Partial<NewTicket> = {}): NewTicket => ({
  topic: 'invoice',
  message: 'Why is my invoice higher this month?',
  replyMethod: 'EMAIL',
  ...overrides,
});

/** Writes a ticket as `who` and answers it (the call must succeed). */
export async function writeTicket(who: SignedIn, overrides: Partial<NewTicket> = {}): Promise<Ticket> {
  const response = await who.call('POST', '/api/me/support/tickets', newTicket(overrides));
  if (response.statusCode !== 200) throw new Error(`ticket not written: ${response.body}`);
  return response.json<Ticket>();
}

export const ticketOf = async (who: SignedIn, id: number) =>
  (await who.call('GET', `/api/support/tickets/${String(id)}`)).json<TicketDetail>();

export const listOf = async (who: SignedIn) =>
  (await who.call('GET', '/api/me/support/tickets')).json<Ticket[]>();

/** A post of the customer-service desk's form, as the browser sends it (answers the 303). */
export const desk = (
  world: Pick<SettingsWorld, 'app'>,
  host: string,
  action: 'assign' | 'reply' | 'resolve',
  ticket: number,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  world.app.inject({
    method: 'POST',
    url: `/sandbox/support/${action}`,
    headers: { host, ...formType },
    payload: new URLSearchParams({ ticket: String(ticket), ...fields }).toString(),
  });

/** Where a desk post sent the browser: the note's code. */
export const noteOf = (response: LightMyRequestResponse) =>
  new URL(String(response.headers.location), 'http://x').searchParams.get('note');

export const ticketCount = async (world: Pick<SettingsWorld, 'db'>) =>
  Number(
    (
      await world.db
        .selectFrom('support_tickets')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const messageCount = async (world: Pick<SettingsWorld, 'db'>) =>
  Number(
    (
      await world.db
        .selectFrom('support_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
