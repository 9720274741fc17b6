import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Ticket } from '@vool/api-client';
import {
  actFor,
  actForSelf,
  refusal,
  settingsWorld,
  signedIn,
  type SettingsWorld,
} from './settings-helpers.ts';
import { listOf, messageCount, newTicket, ticketCount, ticketOf, writeTicket } from './support-helpers.ts';

let world: SettingsWorld;
beforeAll(async () => {
  world = await settingsWorld();
}, 60_000);
afterAll(async () => {
  await world.close();
});

describe('a customer writes and reads tickets', () => {
  it('writes a ticket that is OPEN, numbered per site, with the first message', async () => {
    const who = await signedIn(world, 'kiir.localhost', 1);
    const ticket = await writeTicket(who, { topic: '  contract ', message: ' Can I pause my contract? ' });
    expect(ticket).toMatchObject({
      topic: 'Leping',
      status: 'OPEN',
      statusCode: 'TS1',
      replyMethod: 'EMAIL',
      messageCount: 1,
      unread: false,
    });
    expect(ticket.number).toMatch(/^T-2026-\d{6}$/);
    const detail = await ticketOf(who, ticket.id);
    expect(detail.messages).toEqual([
      expect.objectContaining({ author: 'customer', authorName: who.name, text: 'Can I pause my contract?' }),
    ]);
    expect(detail.actions).toEqual({ comment: true, cancel: true });
    expect((await listOf(who))[0]!.id).toBe(ticket.id);
  });

  it('keeps a topic of the customer’s own words as written and names known ones in the request’s language', async () => {
    const who = await signedIn(world, 'kiir.localhost', 1);
    const own = await writeTicket(who, { topic: 'Solar panels' });
    expect(own.topic).toBe('Solar panels');
    const russian = await who.call('GET', '/api/me/support/tickets', undefined, { cookie: 'locale=ru-RU' });
    expect(russian.json<Ticket[]>().map((t) => t.topic)).toContain('Договор');
  });

  it('comments and cancels an open ticket; the cancelled one takes nothing more', async () => {
    const who = await signedIn(world, 'kiir.localhost', 1);
    const { id } = await writeTicket(who);
    const commented = await who.call('POST', `/api/support/tickets/${String(id)}/comments`, {
      comment: 'Also: the PDF.',
    });
    expect(commented.statusCode).toBe(200);
    expect(commented.json<{ messageCount: number }>().messageCount).toBe(2);
    const cancelled = await who.call('POST', `/api/support/tickets/${String(id)}/cancel`);
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      statusCode: 'TS3',
      actions: { comment: false, cancel: false },
    });
    const before = await messageCount(world);
    expect(refusal(await who.call('POST', `/api/support/tickets/${String(id)}/cancel`))).toMatchObject({
      status: 422,
      code: 'TICKET_NOT_CANCELLABLE',
    });
    expect(
      refusal(await who.call('POST', `/api/support/tickets/${String(id)}/comments`, { comment: 'Hello?' })),
    ).toMatchObject({ status: 422, code: 'TICKET_CLOSED' });
    expect(await messageCount(world)).toBe(before);
  });
});

describe('validation', () => {
  it.each([
    ['an empty topic', { topic: '', message: 'x', replyMethod: 'EMAIL' }, 'VALIDATION_FAILED', ['/topic']],
    [
      'an unknown reply method',
      { topic: 'invoice', message: 'x', replyMethod: 'FAX' },
      'VALIDATION_FAILED',
      ['/replyMethod'],
    ],
    [
      'an unknown field',
      { topic: 'invoice', message: 'x', replyMethod: 'EMAIL', extra: 1 },
      'VALIDATION_FAILED',
      ['/extra'],
    ],
    [
      'a message over 4000',
      { topic: 'invoice', message: 'x'.repeat(4001), replyMethod: 'EMAIL' },
      'VALIDATION_FAILED',
      ['/message'],
    ],
    [
      'only whitespace',
      { topic: ' \t', message: '\n ', replyMethod: 'EMAIL' },
      'BLANK',
      ['/message', '/topic'],
    ],
  ])('refuses %s with 422 and writes nothing', async (_what, body, code, fields) => {
    const who = await signedIn(world, 'kiir.localhost', 1);
    const before = await ticketCount(world);
    const answer = refusal(await who.call('POST', '/api/me/support/tickets', body));
    expect(answer).toMatchObject({ status: 422, code });
    expect(Object.keys(answer.fields ?? {}).sort()).toEqual(fields);
    expect(await ticketCount(world)).toBe(before);
  });

  it('refuses a blank comment at /comment', async () => {
    const who = await signedIn(world, 'kiir.localhost', 1);
    const { id } = await writeTicket(who);
    expect(
      refusal(await who.call('POST', `/api/support/tickets/${String(id)}/comments`, { comment: '   ' })),
    ).toEqual(expect.objectContaining({ status: 422, code: 'BLANK', fields: { '/comment': 'BLANK' } }));
  });

  it('refuses PUSH where the site has no push notifications', async () => {
    const who = await signedIn(world, 'linna.localhost', 0);
    const before = await ticketCount(world);
    expect(
      refusal(await who.call('POST', '/api/me/support/tickets', newTicket({ replyMethod: 'PUSH' }))),
    ).toEqual(
      expect.objectContaining({
        status: 422,
        code: 'REPLY_METHOD_UNAVAILABLE',
        fields: { '/replyMethod': 'REPLY_METHOD_UNAVAILABLE' },
      }),
    );
    expect(await ticketCount(world)).toBe(before);
    const kiir = await signedIn(world, 'kiir.localhost', 1);
    expect((await writeTicket(kiir, { replyMethod: 'PUSH' })).replyMethod).toBe('PUSH');
  });

  it('refuses PHONE to a client without a phone contact, and takes it once there is one', async () => {
    const who = await signedIn(world, 'kiir.localhost', 2);
    await world.db
      .deleteFrom('contacts')
      .where('client_id', '=', who.clientId)
      .where('type', 'in', ['Phone', 'Gsm'])
      .execute();
    const before = await ticketCount(world);
    expect(
      refusal(await who.call('POST', '/api/me/support/tickets', newTicket({ replyMethod: 'PHONE' }))),
    ).toEqual(
      expect.objectContaining({ status: 422, code: 'NO_PHONE', fields: { '/replyMethod': 'NO_PHONE' } }),
    );
    expect(await ticketCount(world)).toBe(before);
    await world.db
      .insertInto('contacts')
      .values({
        client_id: who.clientId,
        type: 'Gsm',
        name: 'Mobile',
        value: '+37255512345',
        is_primary: false,
      })
      .execute();
    expect((await writeTicket(who, { replyMethod: 'PHONE' })).replyMethod).toBe('PHONE');
  });
});

describe('who sees which ticket', () => {
  it('answers 401 without a session', async () => {
    const response = await world.app.inject({
      url: '/api/me/support/tickets',
      headers: { host: 'kiir.localhost' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for another client’s ticket on read, comment and cancel, and changes nothing', async () => {
    const owner = await signedIn(world, 'kiir.localhost', 1);
    const { id } = await writeTicket(owner);
    const before = await messageCount(world);
    for (const other of [
      await signedIn(world, 'kiir.localhost', 2),
      await signedIn(world, 'aurora.localhost', 0),
    ]) {
      const url = `/api/support/tickets/${String(id)}`;
      for (const response of [
        await other.call('GET', url),
        await other.call('POST', `${url}/comments`, { comment: 'Mine now' }),
        await other.call('POST', `${url}/cancel`),
      ]) {
        expect(refusal(response)).toMatchObject({ status: 404, code: 'TICKET_NOT_FOUND' });
      }
      expect((await listOf(other)).map((t) => t.id)).not.toContain(id);
    }
    expect(await messageCount(world)).toBe(before);
    expect((await ticketOf(owner, id)).status).toBe('OPEN');
  });

  it('shows a representative acting for a company the company’s tickets only', async () => {
    const who = await signedIn(world, 'kiir.localhost', 0);
    const own = (await listOf(who)).map((t) => t.id);
    expect(own.length).toBeGreaterThan(0);
    const companyId = await actFor(world, who);
    const companyTickets = await listOf(who);
    expect(companyTickets.map((t) => t.id).some((id) => own.includes(id))).toBe(false);
    const written = await writeTicket(who);
    const row = await world.db
      .selectFrom('support_tickets')
      .select('client_id')
      .where('id', '=', written.id)
      .executeTakeFirstOrThrow();
    expect(row.client_id).toBe(companyId);
    expect((await ticketOf(who, written.id)).messages[0]!.authorName).toBe(who.name);
    const ownWhileActing = await who.call('GET', `/api/support/tickets/${String(own[0]!)}`);
    expect(refusal(ownWhileActing)).toMatchObject({ status: 404, code: 'TICKET_NOT_FOUND' });
    await actForSelf(who);
    expect((await listOf(who)).map((t) => t.id)).not.toContain(written.id);
  });
});
