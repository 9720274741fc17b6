import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paymentsRepository } from '../src/areas/payments/repository.ts';
import { paymentsService } from '../src/areas/payments/service.ts';
import { aurora, bic, created, customer, kiir, newKey, paymentWorld, payments } from './payment-helpers.ts';
import type { Customer } from './payment-helpers.ts';

let world: Awaited<ReturnType<typeof paymentWorld>>;
let api: ReturnType<typeof payments>;
let estonian: Customer;
let neighbour: Customer;
let finn: Customer;

beforeAll(async () => {
  world = await paymentWorld();
  api = payments(world.app);
  estonian = await customer(world.app, world.db, kiir, 0);
  neighbour = await customer(world.app, world.db, kiir, 1);
  finn = await customer(world.app, world.db, aurora, 0);
}, 60_000);
afterAll(async () => {
  await world.close();
});

describe('one payment per press, one at a time per invoice', () => {
  it('gives the same payment back for the same key', async () => {
    const invoice = await estonian.unpaidInvoice();
    const idempotencyKey = newKey();
    const first = created(await api.pay(estonian, invoice.id, { provider: 'EVERYPAY', idempotencyKey }));
    const again = created(await api.pay(estonian, invoice.id, { provider: 'EVERYPAY', idempotencyKey }));
    expect(again).toEqual(first);
    const other = await estonian.unpaidInvoice();
    const reused = await api.pay(estonian, other.id, { provider: 'EVERYPAY', idempotencyKey });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('makes one payment of five submits at once with one key', async () => {
    const invoice = await estonian.unpaidInvoice();
    const idempotencyKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.pay(estonian, invoice.id, { provider: 'EVERYPAY', idempotencyKey }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => created(a).payment.id)).size).toBe(1);
    const rows = await world.db
      .selectFrom('payments')
      .select('id')
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a second payment while one is in progress, even asked at once', async () => {
    const invoice = await estonian.unpaidInvoice();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.pay(estonian, invoice.id, { provider: 'EVERYPAY' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
    }
  });

  it('lets a payment left on the provider’s page expire after 15 minutes', async () => {
    const invoice = await estonian.unpaidInvoice();
    const first = created(await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' }));
    const service = paymentsService({
      repository: paymentsRepository(world.db),
      providers: {},
      now: world.now,
    });
    expect(await service.paymentInProgress(invoice.id)).toBe(true);
    world.advance(14 * 60_000);
    expect((await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' })).json()).toMatchObject({
      code: 'PAYMENT_IN_PROGRESS',
    });
    world.advance(2 * 60_000);
    expect(await service.paymentInProgress(invoice.id)).toBe(false);
    const second = await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' });
    expect(second.statusCode).toBe(200);
    expect((await api.get(estonian, first.payment.id)).json()).toMatchObject({
      status: 'cancelled',
      failureCode: 'EXPIRED',
    });
    // The provider's page of the expired one is closed too.
    expect((await api.choose(first, 'approve')).choice.statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('answers another client’s payment and invoice as if they did not exist', async () => {
    const invoice = await estonian.unpaidInvoice();
    const payment = created(await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' }));
    for (const stranger of [neighbour, finn]) {
      const read = await api.get(stranger, payment.payment.id);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({
        name: 'NotFound',
        message: 'No such payment',
        code: 'PAYMENT_NOT_FOUND',
      });
    }
    const foreign = await api.pay(neighbour, invoice.id, { provider: 'EVERYPAY' });
    const unknown = await api.pay(neighbour, 2_000_000_000, { provider: 'EVERYPAY' });
    for (const answer of [foreign, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'INVOICE_NOT_FOUND' });
    }
  });

  it('offers only the providers of the site’s country', async () => {
    const estonianInvoice = await estonian.unpaidInvoice();
    const finnishInvoice = await finn.unpaidInvoice();
    for (const [who, invoice, provider] of [
      [estonian, estonianInvoice, 'NEONOMICS'],
      [finn, finnishInvoice, 'EVERYPAY'],
    ] as const) {
      const answer = await api.pay(who, invoice.id, { provider, bank: bic });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ name: 'ValidationError', code: 'PROVIDER_NOT_AVAILABLE' });
    }
  });

  it('refuses a paid invoice, and a caller without a session', async () => {
    const invoice = await estonian.unpaidInvoice();
    await world.db
      .updateTable('invoices')
      .set({ status: 'paid', paid_cents: invoice.amount_cents })
      .where('id', '=', invoice.id)
      .execute();
    const paid = await api.pay(estonian, invoice.id, { provider: 'EVERYPAY' });
    expect(paid.statusCode).toBe(422);
    expect(paid.json()).toMatchObject({ code: 'INVOICE_PAID' });
    const anonymous = await api.pay({ ...estonian, jar: {} }, invoice.id, { provider: 'EVERYPAY' });
    expect(anonymous.statusCode).toBe(401);
  });
});
