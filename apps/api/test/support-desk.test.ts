import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ticketStatuses, type TicketStatus } from '@vool/api-client';
import { canMove, movesInto, transitions } from '../src/areas/support/state.ts';
import { refusal, settingsWorld, signedIn, type SettingsWorld } from './settings-helpers.ts';
import { eventually } from './push-helpers.ts';
import { desk, listOf, messageCount, noteOf, ticketOf, writeTicket } from './support-helpers.ts';

let world: SettingsWorld;
beforeAll(async () => {
  world = await settingsWorld();
}, 60_000);
afterAll(async () => {
  await world.close();
});

const host = 'kiir.localhost';
const outbox = async () =>
  (await world.app.inject({ url: '/sandbox/mail.json', headers: { host } })).json<
    Array<{ to: string; subject: string; body: string; link: string | null }>
  >();

describe('the transition table', () => {
  it('lets the agent assign and resolve, the customer cancel an open ticket only, and nothing leave a closed one', () => {
    const allowed = ticketStatuses.flatMap((from) =>
      ticketStatuses.flatMap((to) =>
        (['customer', 'agent'] as const)
          .filter((by) => canMove(from, to, by))
          .map((by) => `${from}>${to}:${by}`),
      ),
    );
    expect(allowed.sort()).toEqual(
      [
        'ASSIGNED>RESOLVED:agent',
        'OPEN>ASSIGNED:agent',
        'OPEN>CANCELLED:customer',
        'OPEN>RESOLVED:agent',
      ].sort(),
    );
    expect(movesInto('RESOLVED', 'agent')).toEqual(['OPEN', 'ASSIGNED']);
    for (const closed of ['CANCELLED', 'RESOLVED'] as TicketStatus[]) expect(transitions[closed]).toEqual({});
  });
});

describe('customer service works a ticket at the sandbox desk', () => {
  it('assigns, replies by e-mail, resolves; the customer sees it and can no longer comment', async () => {
    const who = await signedIn(world, host, 1);
    const ticket = await writeTicket(who, { topic: 'meter-reading', message: 'My meter shows 1234.' });
    const pageBefore = await world.app.inject({ url: '/sandbox/support', headers: { host } });
    expect(pageBefore.body).toContain(ticket.number);
    expect(pageBefore.body).toContain('My meter shows 1234.');

    const assigned = await desk(world, host, 'assign', ticket.id);
    expect([assigned.statusCode, noteOf(assigned)]).toEqual([303, 'assign']);
    expect((await ticketOf(who, ticket.id)).actions).toEqual({ comment: true, cancel: false });
    expect(refusal(await who.call('POST', `/api/support/tickets/${String(ticket.id)}/cancel`))).toMatchObject(
      {
        status: 422,
        code: 'TICKET_NOT_CANCELLABLE',
      },
    );

    world.advance(60_000);
    const replied = await desk(world, host, 'reply', ticket.id, {
      text: 'Thanks, we fixed the reading.',
      agent: 'Mari',
    });
    expect(noteOf(replied)).toBe('EMAIL');
    const mail = (await outbox()).find((m) => m.subject.includes(ticket.number));
    expect(mail?.link).toBe(`http://kiir.localhost/support?ticket=${String(ticket.id)}`);
    expect(mail?.to).toBe(who.email);
    const stored = await world.db
      .selectFrom('outbox')
      .select('body')
      .where('subject', 'like', `%${ticket.number}`)
      .executeTakeFirstOrThrow();
    // In the customer's language: Kiir's customers read Estonian unless they chose otherwise.
    expect(mail?.subject).toBe(`Kiir Elekter AS: vastus sinu pöördumisele ${ticket.number}`);
    expect(stored.body).toContain(
      `Kiir Elekter AS klienditeenindusest Mari vastas sinu pöördumisele ${ticket.number}:`,
    );
    expect(stored.body).toContain('Thanks, we fixed the reading.');
    expect((await listOf(who)).find((t) => t.id === ticket.id)).toMatchObject({
      unread: true,
      messageCount: 2,
    });
    world.advance(60_000);
    const opened = await ticketOf(who, ticket.id);
    expect(opened.messages.at(-1)).toMatchObject({ author: 'agent', authorName: 'Mari' });
    expect(opened.unread).toBe(false);
    expect((await listOf(who)).find((t) => t.id === ticket.id)?.unread).toBe(false);

    expect(noteOf(await desk(world, host, 'resolve', ticket.id))).toBe('resolve');
    const resolved = await ticketOf(who, ticket.id);
    expect(resolved).toMatchObject({
      status: 'RESOLVED',
      statusCode: 'TS4',
      actions: { comment: false, cancel: false },
    });
    expect(
      refusal(
        await who.call('POST', `/api/support/tickets/${String(ticket.id)}/comments`, {
          comment: 'One more thing',
        }),
      ),
    ).toMatchObject({ status: 422, code: 'TICKET_CLOSED' });
  });

  it('writes the answer’s e-mail in the language the customer chose', async () => {
    const who = await signedIn(world, host, 0);
    await world.db
      .updateTable('clients')
      .set({ locale_id: 'ru-RU' })
      .where('id', '=', who.clientId)
      .execute();
    const ticket = await writeTicket(who, { topic: 'meter-reading', message: 'Where is my reading?' });
    expect(
      noteOf(await desk(world, host, 'reply', ticket.id, { text: 'It is on its way.', agent: 'Anna' })),
    ).toBe('EMAIL');
    // Sent in the background: the desk's page does not wait for the mail.
    const mail = await eventually(async () =>
      (await outbox()).find((m) => m.subject.includes(ticket.number)),
    );
    expect(mail.subject).toBe(`Kiir Elekter AS: ответ на ваше обращение ${ticket.number}`);
    const { body } = await world.db
      .selectFrom('outbox')
      .select('body')
      .where('subject', '=', mail.subject)
      .executeTakeFirstOrThrow();
    expect(body).toContain(
      `Anna из службы поддержки Kiir Elekter AS ответил(а) на ваше обращение ${ticket.number}:`,
    );
    expect(body).toContain('It is on its way.');
    expect(body).toContain(
      `Прочитайте переписку и ответьте на портале:\nhttp://kiir.localhost/support?ticket=${String(ticket.id)}`,
    );
  });

  it('shows a refused move on the page, not a 500, and changes nothing', async () => {
    const who = await signedIn(world, host, 1);
    const { id } = await writeTicket(who);
    expect(noteOf(await desk(world, host, 'resolve', id))).toBe('resolve');
    const before = await messageCount(world);
    for (const [action, code] of [
      ['assign', 'TICKET_NOT_ASSIGNABLE'],
      ['resolve', 'TICKET_NOT_RESOLVABLE'],
      ['reply', 'TICKET_CLOSED'],
    ] as const) {
      const response = await desk(world, host, action, id, { text: 'Late answer' });
      expect([response.statusCode, noteOf(response)]).toEqual([303, code]);
    }
    expect(await messageCount(world)).toBe(before);
    const page = await world.app.inject({ url: '/sandbox/support?note=TICKET_CLOSED', headers: { host } });
    expect(page.body).toContain('role="alert"');
    expect(noteOf(await desk(world, 'aurora.localhost', 'assign', id))).toBe('TICKET_NOT_FOUND');
    expect((await ticketOf(who, id)).status).toBe('RESOLVED');
  });

  it('stores a reply by phone or none without mail, and refuses a blank one', async () => {
    const who = await signedIn(world, host, 1);
    const { id } = await writeTicket(who, { replyMethod: 'NONE' });
    const mails = (await outbox()).length;
    expect(noteOf(await desk(world, host, 'reply', id, { text: '   ' }))).toBe('BLANK');
    expect(noteOf(await desk(world, host, 'reply', id, { text: 'See the portal.' }))).toBe('NONE');
    expect((await outbox()).length).toBe(mails);
    expect((await ticketOf(who, id)).messageCount).toBe(2);
  });

  it('lets a cancel and an assign made at once land once', async () => {
    const who = await signedIn(world, host, 1);
    for (let round = 0; round < 3; round += 1) {
      const { id } = await writeTicket(who);
      const [cancel, assign] = await Promise.all([
        who.call('POST', `/api/support/tickets/${String(id)}/cancel`),
        desk(world, host, 'assign', id),
      ]);
      const cancelled = cancel.statusCode === 200;
      const assigned = noteOf(assign) === 'assign';
      expect(cancelled !== assigned).toBe(true);
      expect((await ticketOf(who, id)).status).toBe(cancelled ? 'CANCELLED' : 'ASSIGNED');
    }
  });

  it('lists the site’s tickets newest first as JSON, with the seeded ones in every status', async () => {
    const list = (await world.app.inject({ url: '/sandbox/support.json', headers: { host } })).json<
      Array<{ id: number; status: string; number: string; messages: unknown[] }>
    >();
    const ids = list.map((t) => t.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(new Set(list.map((t) => t.status))).toEqual(new Set(ticketStatuses));
    expect(list.every((t) => /^T-\d{4}-\d{6}$/.test(t.number) && t.messages.length > 0)).toBe(true);
  });

  it('gives the first demo person an unread answer in the seed', async () => {
    const who = await signedIn(world, 'aurora.localhost', 0);
    const tickets = await listOf(who);
    expect(tickets.map((t) => t.status).sort()).toEqual(['ASSIGNED', 'OPEN', 'RESOLVED']);
    expect(tickets.find((t) => t.status === 'ASSIGNED')?.unread).toBe(true);
  });
});
