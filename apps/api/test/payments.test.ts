import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PaymentStatus } from '@vool/api-client';
import { canMove, paymentStatuses } from '../src/areas/payments/state.ts';
import { aurora, bic, created, customer, kiir, paymentWorld, payments } from './payment-helpers.ts';
import type { Customer } from './payment-helpers.ts';

let world: Awaited<ReturnType<typeof paymentWorld>>;
let api: ReturnType<typeof payments>;
let estonian: Customer;
let finn: Customer;

beforeAll(async () => {
  world = await paymentWorld();
  api = payments(world.app);
  estonian = await customer(world.app, world.db, kiir, 0);
  finn = await customer(world.app, world.db, aurora, 0);
}, 60_000);
afterAll(async () => {
  await world.close();
});

const invoiceRow = (id: number) =>
  world.db
    .selectFrom('invoices')
    .select(['status', 'paid_cents', 'amount_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('paying by card (EVERYPAY)', () => {
  it('approve: processing, then settled, and the invoice is paid', async () => {
    const invoice = await estonian.unpaidInvoice();
    const answer = await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' });
    expect(answer.statusCode).toBe(200);
    const { payment, redirectUrl } = created(answer);
    expect(payment).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoice_number,
      provider: 'EVERYPAY',
      status: 'created',
      amountCents: invoice.amount_cents,
      failureCode: null,
    });
    expect(redirectUrl).toMatch(/^http:\/\/kiir\.localhost\/sandbox\/everypay\/pay\?session=/);

    const { page, choice } = await api.choose(created(answer), 'approve');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kiir Elekter AS');
    expect(page.body).toContain(invoice.invoice_number);
    expect(page.body).toContain(`€${(invoice.amount_cents / 100).toFixed(2)}`);
    for (const label of ['Approve', 'Decline', 'Cancel']) expect(page.body).toContain(`>${label}</button>`);
    expect(choice.statusCode).toBe(303);
    expect(choice.headers.location).toBe(
      `http://kiir.localhost/invoices/${invoice.id}/payment-processing?payment=${payment.id}`,
    );

    expect(await api.until(estonian, payment.id, 'settled')).toMatchObject({ status: 'settled' });
    // The provider said "processing" before the browser came back, then "settled".
    const told = await world.db
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('payment_id', '=', payment.id)
      .execute();
    expect(told.map((n) => n.outcome).sort()).toEqual(['processing', 'settled']);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paid_cents: invoice.amount_cents });
    const detail = await world.app.inject({
      url: `/api/invoices/${invoice.invoice_number}`,
      headers: { host: kiir },
      cookies: estonian.jar,
    });
    // The invoice detail is another area's; once it is there, it shows nothing left to pay.
    if (detail.statusCode !== 404) expect(detail.json()).toMatchObject({ status: 'paid', openCents: 0 });
  });

  it('decline: failed, and a new payment may start', async () => {
    const invoice = await estonian.unpaidInvoice();
    const first = created(await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' }));
    await api.choose(first, 'decline');
    expect(await api.until(estonian, first.payment.id, 'failed')).toMatchObject({ failureCode: 'DECLINED' });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'unpaid', paid_cents: 0 });
    const second = await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' });
    expect(second.statusCode).toBe(200);
    expect(created(second).payment.id).not.toBe(first.payment.id);
  });

  it('cancel: cancelled at once, and a new payment may start', async () => {
    const invoice = await estonian.unpaidInvoice();
    const first = created(await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' }));
    const { choice } = await api.choose(first, 'cancel');
    expect(choice.statusCode).toBe(303);
    expect((await api.get(estonian, first.payment.id)).json()).toMatchObject({
      status: 'cancelled',
      failureCode: 'CANCELLED',
    });
    expect((await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' })).statusCode).toBe(200);
  });

  it('takes a page’s choice once: pressing again changes nothing', async () => {
    const invoice = await estonian.unpaidInvoice();
    const payment = created(await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' }));
    await api.choose(payment, 'decline');
    await api.until(estonian, payment.payment.id, 'failed');
    const { choice } = await api.choose(payment, 'approve');
    expect(choice.statusCode).toBe(409);
    expect((await api.get(estonian, payment.payment.id)).json()).toMatchObject({ status: 'failed' });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'unpaid' });
  });

  it('pays what is still open of a partly paid invoice, and settles it in full', async () => {
    const invoice = await estonian.unpaidInvoice(1_000);
    const payment = created(await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' }));
    expect(payment.payment.amountCents).toBe(invoice.amount_cents - 1_000);
    await api.choose(payment, 'approve');
    await api.until(estonian, payment.payment.id, 'settled');
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paid_cents: invoice.amount_cents });
  });
});

describe('paying by bank (NEONOMICS)', () => {
  it('asks for the bank, and shows it on the bank’s page', async () => {
    const invoice = await finn.unpaidInvoice();
    const without = await api.pay(finn, invoice.id, { provider: 'NEONOMICS' });
    expect(without.statusCode).toBe(422);
    expect(without.json()).toMatchObject({ code: 'BANK_REQUIRED' });
    const payment = created(await api.pay(finn, invoice.id, { provider: 'NEONOMICS', bank: bic }));
    expect(payment.redirectUrl).toMatch(/^http:\/\/aurora\.localhost\/sandbox\/neonomics\/pay\?session=/);
    const { page } = await api.choose(payment, 'cancel');
    expect(page.body).toContain(bic);
    expect(page.body).toContain('Aurora Energia Oy');
    expect(page.body).toContain('>Pending at the bank</button>');
  });

  it('pending at the bank, then "settle now": settled and the invoice paid', async () => {
    const invoice = await finn.unpaidInvoice();
    const payment = created(await api.pay(finn, invoice.id, { provider: 'NEONOMICS', bank: bic }));
    await api.choose(payment, 'pending');
    expect(await api.until(finn, payment.payment.id, 'pending')).toMatchObject({ status: 'pending' });
    const list = await world.app.inject({
      url: '/sandbox/neonomics/pending.json',
      headers: { host: aurora },
    });
    const held = list.json<Array<{ paymentId: string; reference: string }>>();
    const mine = held.find((p) => p.paymentId === payment.payment.id)!;
    expect(mine).toBeDefined();
    const pagePending = await world.app.inject({
      url: '/sandbox/neonomics/pending',
      headers: { host: aurora },
    });
    expect(pagePending.body).toContain(invoice.invoice_number);
    // Another site's sandbox bank does not show it.
    const elsewhere = await world.app.inject({
      url: '/sandbox/neonomics/pending.json',
      headers: { host: kiir },
    });
    expect(elsewhere.json()).toEqual([]);

    const settle = await world.app.inject({
      method: 'POST',
      url: '/sandbox/neonomics/pending',
      headers: { host: aurora, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ reference: mine.reference, decision: 'settle' }).toString(),
    });
    expect(settle.statusCode).toBe(303);
    expect((await api.get(finn, payment.payment.id)).json()).toMatchObject({ status: 'settled' });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid' });
  });

  it('pending at the bank, then rejected: failed', async () => {
    const invoice = await finn.unpaidInvoice();
    const payment = created(await api.pay(finn, invoice.id, { provider: 'NEONOMICS', bank: bic }));
    await api.choose(payment, 'pending');
    await api.until(finn, payment.payment.id, 'pending');
    const list = await world.app.inject({
      url: '/sandbox/neonomics/pending.json',
      headers: { host: aurora },
    });
    const mine = list
      .json<Array<{ paymentId: string; reference: string }>>()
      .find((p) => p.paymentId === payment.payment.id)!;
    await world.app.inject({
      method: 'POST',
      url: '/sandbox/neonomics/pending',
      headers: { host: aurora, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ reference: mine.reference, decision: 'reject' }).toString(),
    });
    expect((await api.get(finn, payment.payment.id)).json()).toMatchObject({ status: 'failed' });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'unpaid' });
  });

  it('a pending payment settles by itself once its time has come on the clock', async () => {
    const invoice = await finn.unpaidInvoice();
    const payment = created(await api.pay(finn, invoice.id, { provider: 'NEONOMICS', bank: bic }));
    await api.choose(payment, 'pending');
    await api.until(finn, payment.payment.id, 'pending');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await api.get(finn, payment.payment.id)).json()).toMatchObject({ status: 'pending' });
    world.advance(61_000);
    expect(await api.until(finn, payment.payment.id, 'settled')).toMatchObject({ status: 'settled' });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid' });
  });
});

describe('the state machine', () => {
  const allowed: Record<PaymentStatus, PaymentStatus[]> = {
    created: ['processing', 'pending', 'settled', 'failed', 'cancelled'],
    processing: ['pending', 'settled', 'failed', 'cancelled'],
    pending: ['settled', 'failed', 'cancelled'],
    settled: [],
    failed: [],
    cancelled: [],
  };
  const pairs = paymentStatuses.flatMap((from) => paymentStatuses.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(allowed[from].includes(to));
  });
});
