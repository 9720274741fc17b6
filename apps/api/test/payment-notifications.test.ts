import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { bodySignature, providerKey } from '../src/integrations/payments.ts';
import { SandboxEverypay } from '../src/integrations/sandbox-everypay.ts';
import type { Checkout } from '../src/integrations/sandbox-checkout.ts';
import { aurora, created, customer, kiir, paymentWorld, payments, type Customer } from './payment-helpers.ts';

let world: Awaited<ReturnType<typeof paymentWorld>>;
let api: ReturnType<typeof payments>;
let estonian: Customer;
let everypay: SandboxEverypay;

beforeAll(async () => {
  world = await paymentWorld();
  api = payments(world.app);
  estonian = await customer(world.app, world.db, kiir, 0);
  everypay = new SandboxEverypay(world.secret, world.now);
  // Counts every change of an invoice row, so "paid once" is seen, not inferred.
  await sql`create table invoice_writes (invoice_id integer not null)`.execute(world.db);
  await sql`create function count_invoice_write() returns trigger language plpgsql as $$
    begin insert into invoice_writes values (new.id); return null; end $$`.execute(world.db);
  await sql`create trigger count_invoice_write after update on invoices
    for each row execute function count_invoice_write()`.execute(world.db);
}, 60_000);
afterAll(async () => {
  await world.close();
});

/** A payment the customer has just approved on the card page (processing), and its checkout. */
async function approved() {
  const invoice = await estonian.unpaidInvoice();
  // Making it unpaid was a write too: count from here.
  await sql`delete from invoice_writes where invoice_id = ${invoice.id}`.execute(world.db);
  const payment = created(await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' }));
  const session = new URL(payment.redirectUrl).searchParams.get('session')!;
  const checkout = everypay.checkout(session)!;
  // Processing, told the way the sandbox page would, without the page's delayed "settled".
  expect((await api.deliver(everypay.notification(checkout, 'sent_for_processing'))).statusCode).toBe(200);
  return { invoice, payment: payment.payment, checkout };
}

const statusOf = async (paymentId: string) =>
  (await api.get(estonian, paymentId)).json<{ status: string }>().status;
const writesOf = async (invoiceId: number) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from invoice_writes where invoice_id = ${invoiceId}`.execute(world.db)
  ).rows[0]!.n;
const notificationsOf = async (paymentId: string) =>
  (
    await world.db
      .selectFrom('payment_notifications')
      .select('event_id')
      .where('payment_id', '=', paymentId)
      .execute()
  ).length;
const warned = (message: string) => world.warnings.some((w) => w.msg.includes(message));

describe('provider notifications', () => {
  it('refuses a bad signature with 401, logs it and changes nothing', async () => {
    const { invoice, payment, checkout } = await approved();
    const real = everypay.notification(checkout, 'settled');
    const tampered = { ...real, body: real.body.replace('"settled"', '"settled" ') };
    const forged = new SandboxEverypay('another secret', world.now).notification(checkout, 'settled');
    const unsigned = { ...real, headers: { 'content-type': 'application/json' } };
    for (const notification of [tampered, forged, unsigned]) {
      const answer = await api.deliver(notification);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
    expect(await statusOf(payment.id)).toBe('processing');
    expect(await notificationsOf(payment.id)).toBe(1);
    expect(await writesOf(invoice.id)).toBe(0);
    expect(warned('payment notification refused')).toBe(true);
  });

  it('refuses a replayed event with 409 and changes nothing', async () => {
    const { payment, checkout } = await approved();
    const failed = everypay.notification(checkout, 'failed');
    expect((await api.deliver(failed)).statusCode).toBe(200);
    // The same event again, and its id on another outcome: both the replay of one taken.
    const again = await api.deliver(failed);
    const { event_id: eventId } = JSON.parse(failed.body) as { event_id: string };
    const sameId = await api.deliver(everypay.notification(checkout, 'settled', eventId));
    for (const answer of [again, sameId]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'REPLAYED_NOTIFICATION' });
    }
    expect(await statusOf(payment.id)).toBe('failed');
    expect(warned('replayed')).toBe(true);
  });

  it('refuses a notification signed more than 5 minutes before now (or after)', async () => {
    const { invoice, payment, checkout } = await approved();
    const at = world.now().getTime();
    for (const offset of [-5 * 60_000 - 1_000, 5 * 60_000 + 1_000]) {
      const answer = await api.deliver(
        everypay.notification(checkout, 'settled', undefined, new Date(at + offset)),
      );
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'STALE_NOTIFICATION' });
    }
    expect(await statusOf(payment.id)).toBe('processing');
    expect(await writesOf(invoice.id)).toBe(0);
    expect(warned('too old')).toBe(true);
    const late = await api.deliver(
      everypay.notification(checkout, 'settled', undefined, new Date(at - 4 * 60_000)),
    );
    expect(late.statusCode).toBe(200);
    expect(await statusOf(payment.id)).toBe('settled');
  });

  it('marks the invoice paid once for two settle notifications, one after the other or at once', async () => {
    for (const atOnce of [false, true]) {
      const { invoice, payment, checkout } = await approved();
      const settle = () => api.deliver(everypay.notification(checkout, 'settled'));
      const answers = atOnce ? await Promise.all([settle(), settle()]) : [await settle(), await settle()];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await statusOf(payment.id)).toBe('settled');
      expect(await writesOf(invoice.id)).toBe(1);
      const row = await world.db
        .selectFrom('invoices')
        .select(['status', 'paid_cents'])
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'paid', paid_cents: invoice.amount_cents });
    }
  });

  it('ignores and logs a late "failed" after "settled"', async () => {
    const { invoice, payment, checkout } = await approved();
    await api.deliver(everypay.notification(checkout, 'settled'));
    const late = await api.deliver(everypay.notification(checkout, 'failed'));
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true, status: 'settled' });
    expect((await api.get(estonian, payment.id)).json()).toMatchObject({
      status: 'settled',
      failureCode: null,
    });
    expect(await writesOf(invoice.id)).toBe(1);
    expect(warned('has moved on')).toBe(true);
  });

  it('takes a signed notification from another site’s server on purpose, but not on another brand’s host', async () => {
    const { payment, checkout } = await approved();
    const crossSite = { origin: 'https://payments.example', 'sec-fetch-site': 'cross-site' };
    const wrongHost: Checkout = {
      ...checkout,
      callbackUrl: `http://${aurora}/api/payments/callback/everypay`,
    };
    const elsewhere = await api.deliver(everypay.notification(wrongHost, 'settled'), crossSite);
    expect(elsewhere.statusCode).toBe(404);
    expect(await statusOf(payment.id)).toBe('processing');
    const answer = await api.deliver(everypay.notification(checkout, 'settled'), crossSite);
    expect(answer.statusCode).toBe(200);
    expect(await statusOf(payment.id)).toBe('settled');
  });

  it('answers 404 for an unknown provider, 400 for a signed body it cannot read, 415 for a form', async () => {
    const { checkout } = await approved();
    const note = everypay.notification(checkout, 'settled');
    const unknown = await api.deliver({ ...note, url: `http://${kiir}/api/payments/callback/paypal` });
    expect(unknown.statusCode).toBe(404);
    // Signed right, but not a notification: no payment reference, no time.
    const body = JSON.stringify({ event_id: 'x', payment_state: 'settled' });
    const key = providerKey(world.secret, 'EVERYPAY', 'notifications');
    const signed = {
      ...note,
      headers: { ...note.headers, 'x-everypay-signature': bodySignature(key, body) },
      body,
    };
    const malformed = await api.deliver(signed);
    expect(malformed.statusCode).toBe(400);
    const form = await api.deliver({
      ...note,
      headers: { ...note.headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });
});
