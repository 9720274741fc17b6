import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Selectable } from 'kysely';
import type { PushMessageTable } from '../src/db/schema-push.ts';
import { testApp } from './helpers.ts';
import { created, payments } from './payment-helpers.ts';
import { signedIn, type SettingsWorld, type SignedIn } from './settings-helpers.ts';
import { desk, noteOf, writeTicket } from './support-helpers.ts';
import { faultAt } from './outage-helpers.ts';
import { eventually, linkDevice, registerBrowser } from './push-helpers.ts';

/**
 * Each producer queues its message for the client's devices: an outage's start and end, a ticket's
 * answer by push, a spot-price alert and a confirmed payment. The worker is off here (sending is
 * push-delivery.test.ts): what is checked is the message and its job.
 */
const host = 'kiir.localhost';

let world: SettingsWorld;
let siteId: number;
beforeAll(async () => {
  // 15:30 in Finland: tomorrow's spot prices are out.
  let at = Date.parse('2026-12-10T13:30:00.000Z');
  const { app, db, close } = await testApp({
    now: () => new Date(at),
    sandbox: true,
    paymentSandbox: { notifyDelayMs: 0 },
    push: { outagesEveryMs: 50 },
  });
  world = { app, db, close, now: () => new Date(at), advance: (ms: number) => (at += ms) };
  siteId = (
    await db.selectFrom('sites').select('id').where('theme_id', '=', 'kiir').executeTakeFirstOrThrow()
  ).id;
}, 180_000);
afterAll(async () => {
  await world.close();
});

/** A signed-in person of the site with one device linked. */
async function withDevice(index: number): Promise<SignedIn> {
  const who = await signedIn(world, host, index);
  const browser = await registerBrowser(
    world.app,
    host,
    `https://fcm.googleapis.com/fcm/send/p${String(index)}`,
  );
  await linkDevice(who, browser.token);
  // Kiir's customers read Estonian unless they chose otherwise: these read English.
  await world.db.updateTable('clients').set({ locale_id: 'en-GB' }).where('id', '=', who.clientId).execute();
  return who;
}

const messagesOf = (clientId: number, kind: PushMessageTable['kind']) =>
  world.db
    .selectFrom('push_messages')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

/** The message's job is in the queue (the table queue, which these tests use). */
async function queued(message: Selectable<PushMessageTable>) {
  const jobs = await world.db.selectFrom('job_queue').select(['queue', 'data', 'state']).execute();
  return jobs.some(
    (job) => job.queue === 'push-send' && (job.data as { messageId?: number }).messageId === message.id,
  );
}

describe('the producers of push messages', () => {
  it('tell an outage’s start and end to the devices of the clients it cuts off, once each', async () => {
    const who = await withDevice(0);
    const id = await faultAt(
      world.db,
      { siteId, clientId: who.clientId, now: world.now() },
      { area: 'Tartu', minutesAgo: 10, expectedHours: 2 },
    );
    const start = await eventually(async () =>
      (await messagesOf(who.clientId, 'outage-start')).find(
        (m) => m.dedupe_key === `outage:${String(id)}:start`,
      ),
    );
    expect(start).toMatchObject({
      title: 'Power outage in Tartu',
      link: '/outages',
      urgency: 'high',
      status: 'queued',
    });
    // 2026-12-10 17:30 in Tallinn (EET).
    expect(start.body).toContain('10.12.2026 17:30');
    expect(await queued(start)).toBe(true);

    await world.db.updateTable('outages').set({ ended_at: world.now() }).where('id', '=', id).execute();
    world.advance(60_000);
    const end = await eventually(async () =>
      (await messagesOf(who.clientId, 'outage-end')).find((m) => m.dedupe_key === `outage:${String(id)}:end`),
    );
    expect(end).toMatchObject({ title: 'Power is back in Tartu', collapse_key: `outage-${String(id)}` });
    // Runs go on every 50 ms: still one message per phase.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const all = await world.db
      .selectFrom('push_messages')
      .select('id')
      .where('dedupe_key', 'like', `outage:${String(id)}:%`)
      .execute();
    expect(all).toHaveLength(2);
  });

  it('send a ticket’s answer by push when the customer asked for push, in their language', async () => {
    const who = await withDevice(1);
    await world.db
      .updateTable('clients')
      .set({ locale_id: 'fi-FI' })
      .where('id', '=', who.clientId)
      .execute();
    const ticket = await writeTicket(who, { replyMethod: 'PUSH' });
    const reply = await desk(world, host, 'reply', ticket.id, {
      text: 'We checked your meter: all is well.',
      agent: 'Anna',
    });
    expect(noteOf(reply)).toBe('PUSH');
    const [message] = await messagesOf(who.clientId, 'ticket-reply');
    expect(message).toMatchObject({
      title: `Uusi vastaus tukipyyntöösi ${ticket.number}`,
      body: 'Anna: We checked your meter: all is well.',
      link: `/support?ticket=${String(ticket.id)}`,
    });
    expect(await queued(message!)).toBe(true);
    await desk(world, host, 'reply', ticket.id, { text: 'One more thing.', agent: 'Anna' });
    expect(await messagesOf(who.clientId, 'ticket-reply')).toHaveLength(2);
    // An e-mail ticket's answer goes by mail only.
    const mailed = await writeTicket(who, { replyMethod: 'EMAIL' });
    await desk(world, host, 'reply', mailed.id, { text: 'By mail.' });
    expect(await messagesOf(who.clientId, 'ticket-reply')).toHaveLength(2);
  });

  it('tell the desk when a push answer reaches no device', async () => {
    const who = await signedIn(world, host, 2);
    const ticket = await writeTicket(who, { replyMethod: 'PUSH' });
    const reply = await desk(world, host, 'reply', ticket.id, { text: 'Hello?' });
    expect(noteOf(reply)).toBe('PUSH_NO_DEVICES');
    expect(await messagesOf(who.clientId, 'ticket-reply')).toEqual([]);
  });

  it('send the spot-price alert of a client whose limits tomorrow crosses, once a day', async () => {
    const who = await withDevice(3);
    const contacts = (await who.call('GET', '/api/me/contacts')).json<{
      contacts: Array<{ id: number; type: string }>;
    }>();
    const email = contacts.contacts.find((c) => c.type === 'Email')!;
    const alert = { enabled: true, threshold: { lower: null, upper: 0.01 }, contactsIds: [email.id] };
    expect((await who.call('PUT', '/api/me/notifications', alert)).statusCode).toBe(200);
    const run = () =>
      world.app.inject({
        method: 'POST',
        url: '/sandbox/notifications/run',
        headers: { host, accept: 'application/json' },
      });
    await run();
    const [message] = await messagesOf(who.clientId, 'spot-price');
    expect(message).toMatchObject({
      title: 'Spot prices on 11/12/2026',
      link: '/dashboard',
      dedupe_key: 'spot:2026-12-11',
    });
    expect(message!.body).toMatch(/Above 0\.01 c\/kWh: \d\d:\d\d–\d\d:\d\d/);
    expect(await queued(message!)).toBe(true);
    await run();
    expect(await messagesOf(who.clientId, 'spot-price')).toHaveLength(1);
  });

  it('tell of a confirmed payment in the transaction that settles it', async () => {
    const who = await withDevice(0);
    const invoice = await world.db
      .selectFrom('invoices')
      .select(['id', 'invoice_number', 'amount_cents'])
      .where('client_id', '=', who.clientId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await world.db
      .updateTable('invoices')
      .set({ status: 'unpaid', paid_cents: 0 })
      .where('id', '=', invoice.id)
      .execute();
    const answer = await who.call('POST', `/api/invoices/${String(invoice.id)}/payments`, {
      provider: 'EVERYPAY',
      idempotencyKey: 'push-producer-test',
    });
    const made = created(answer);
    await payments(world.app).choose(made, 'approve');
    const [message] = await eventually(async () => {
      const found = await messagesOf(who.clientId, 'payment');
      return found.length ? found : undefined;
    });
    expect(message).toMatchObject({
      title: 'Payment received',
      link: `/invoices/${String(invoice.id)}/confirmation?payment=${made.payment.id}`,
      dedupe_key: `payment:${made.payment.id}`,
    });
    expect(message!.body).toContain(invoice.invoice_number);
    expect(await queued(message!)).toBe(true);
  });
});

describe('an outage at night, by the customer’s outage-contact timing', () => {
  /** A new fault now at the client's place; answers the message told of its start, if any. */
  async function faultNow(clientId: number, area: string) {
    const id = await faultAt(world.db, { siteId, clientId, now: world.now() }, { area });
    // Announcements run every 50 ms: a few runs have seen it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const [message] = (await messagesOf(clientId, 'outage-start')).filter(
      (m) => m.dedupe_key === `outage:${String(id)}:start`,
    );
    return message;
  }

  const dueAt = async (messageId: number) => {
    const jobs = await world.db.selectFrom('job_queue').select(['data', 'run_after']).execute();
    return jobs.find((job) => (job.data as { messageId?: number }).messageId === messageId)?.run_after;
  };

  it('waits for 07:00, drops it, or tells it now', async () => {
    // 23:30 in Tallinn (EET, UTC+2) on 10 December; signed in then (a session idles out in hours).
    world.advance(Date.parse('2026-12-10T21:30:00.000Z') - world.now().getTime());
    const who = await withDevice(1);
    const [address] = (await who.call('GET', '/api/me/outage-addresses')).json<
      Array<{ contractId: string }>
    >();
    const choose = async (timing: string) => {
      const body = { contractId: address!.contractId, timing, contactsIds: [] };
      expect((await who.call('PUT', '/api/me/outage-contacts', body)).statusCode).toBe(200);
    };

    await choose('SendAfterNightHours');
    const kept = await faultNow(who.clientId, 'Kesklinn');
    expect(kept).toMatchObject({ status: 'queued' });
    expect((await dueAt(kept!.id))?.toISOString()).toBe('2026-12-11T05:00:00.000Z');

    await choose('NoNightHours');
    expect(await faultNow(who.clientId, 'Kristiine')).toBeUndefined();

    await choose('Always');
    const told = await faultNow(who.clientId, 'Mustamäe');
    expect((await dueAt(told!.id))?.getTime()).toBe(world.now().getTime());
  });
});
