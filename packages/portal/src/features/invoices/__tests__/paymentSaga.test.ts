import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Payment, PaymentStatus } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import type { Navigation } from '../../../app/store/navigation.ts';
import { createStore } from '../../../app/store/store.ts';
import { backoff } from '../../../app/store/backoff.ts';
import { paymentSaga, stageOf, stagePath } from '../paymentSaga.ts';

const payment = (status: PaymentStatus): Payment => ({
  id: 'pay_0123456789abcdef',
  invoiceId: 42,
  invoiceNumber: '2026-000042',
  provider: 'EVERYPAY',
  status,
  amountCents: 12_345,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:05.000Z',
  failureCode: status === 'failed' ? 'DECLINED' : null,
});

/** A client whose payment call answers the given statuses in turn, the last one from then on. */
function answering(statuses: PaymentStatus[]) {
  const asked: string[] = [];
  const client = {
    request: (_method: string, path: string) => {
      asked.push(path);
      const status = statuses[Math.min(asked.length - 1, statuses.length - 1)]!;
      return Promise.resolve(payment(status));
    },
  } as unknown as typeof apiClient;
  return { client, asked };
}

function navigationSpy() {
  const moves: Array<{ to: string; replace?: boolean }> = [];
  const navigation: Navigation = {
    navigate: (to, options) => {
      moves.push({ to, ...options });
    },
    load: () => undefined,
    here: () => '/',
  };
  return { navigation, moves };
}

/** Lets the saga's asks and waits run: each ask resolves on a microtask, each wait on a timer. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('following a payment', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('puts each status on its page: settled paid, pending at the bank, the rest processing', () => {
    expect(stageOf('settled')).toBe('confirmation');
    expect(stageOf('pending')).toBe('waiting-confirmation');
    for (const status of ['created', 'processing', 'failed', 'cancelled'] as const)
      expect(stageOf(status)).toBe('payment-processing');
    expect(stagePath(payment('settled'), 'confirmation')).toBe(
      '/invoices/42/confirmation?payment=pay_0123456789abcdef',
    );
  });

  it('waits longer between asks, up to a ceiling', () => {
    const waits = backoff(1000, 8000);
    expect(Array.from({ length: 7 }, () => waits.next().value)).toEqual([
      1000, 1500, 2250, 3375, 5063, 7595, 8000,
    ]);
  });

  it('asks until the provider answers, then moves to the confirmation, replacing the address', async () => {
    const { client, asked } = answering(['processing', 'processing', 'settled']);
    const { navigation, moves } = navigationSpy();
    const store = createStore({ api: client, navigation });
    const task = store.runSaga(
      paymentSaga('pay_0123456789abcdef', 'payment-processing', { first: 1000, max: 8000 }),
    );
    await advance(0);
    expect(asked).toHaveLength(1);
    await advance(1000);
    expect(asked).toHaveLength(2);
    expect(moves).toEqual([]);
    await advance(1500);
    expect(asked).toHaveLength(3);
    expect(moves).toEqual([{ to: '/invoices/42/confirmation?payment=pay_0123456789abcdef', replace: true }]);
    expect(task.isRunning()).toBe(false);
  });

  it('moves a payment pending at the bank to the waiting page, which follows it until it settles', async () => {
    const first = answering(['pending']);
    const spy = navigationSpy();
    const store = createStore({ api: first.client, navigation: spy.navigation });
    store.runSaga(paymentSaga('pay_0123456789abcdef', 'payment-processing', { first: 1000, max: 8000 }));
    await advance(0);
    expect(spy.moves[0]?.to).toBe('/invoices/42/waiting-confirmation?payment=pay_0123456789abcdef');

    const later = answering(['pending', 'pending', 'settled']);
    const waiting = navigationSpy();
    const next = createStore({ api: later.client, navigation: waiting.navigation });
    next.runSaga(paymentSaga('pay_0123456789abcdef', 'waiting-confirmation', { first: 5000, max: 30_000 }));
    await advance(5000 + 7500);
    expect(later.asked).toHaveLength(3);
    expect(waiting.moves[0]?.to).toBe('/invoices/42/confirmation?payment=pay_0123456789abcdef');
  });

  it('asks at once when the customer comes back to the page, and listens no more once it ends', async () => {
    const { client, asked } = answering(['pending', 'settled']);
    const { navigation, moves } = navigationSpy();
    const store = createStore({ api: client, navigation });
    const task = store.runSaga(
      paymentSaga('pay_0123456789abcdef', 'waiting-confirmation', { first: 5000, max: 30_000 }),
    );
    await advance(0);
    expect(asked).toHaveLength(1);
    await advance(1000);
    window.dispatchEvent(new Event('focus'));
    await advance(0);
    expect(asked).toHaveLength(2);
    expect(moves[0]?.to).toBe('/invoices/42/confirmation?payment=pay_0123456789abcdef');
    expect(task.isRunning()).toBe(false);
    window.dispatchEvent(new Event('online'));
    await advance(60_000);
    expect(asked).toHaveLength(2);
  });

  it('stays on the processing page, and stops asking, once the payment failed or was cancelled', async () => {
    for (const status of ['failed', 'cancelled'] as const) {
      const { client, asked } = answering([status]);
      const { navigation, moves } = navigationSpy();
      const store = createStore({ api: client, navigation });
      const task = store.runSaga(
        paymentSaga('pay_0123456789abcdef', 'payment-processing', { first: 1000, max: 8000 }),
      );
      await advance(60_000);
      expect(asked).toHaveLength(1);
      expect(moves).toEqual([]);
      expect(task.isRunning()).toBe(false);
    }
  });

  it('stops asking when the page is left', async () => {
    const { client, asked } = answering(['processing']);
    const { navigation } = navigationSpy();
    const store = createStore({ api: client, navigation });
    const task = store.runSaga(
      paymentSaga('pay_0123456789abcdef', 'payment-processing', { first: 1000, max: 8000 }),
    );
    await advance(2500);
    const before = asked.length;
    task.cancel();
    await advance(60_000);
    expect(asked).toHaveLength(before);
  });

  it('sends a confirmation page opened too early back to where the payment is', async () => {
    const { client } = answering(['processing']);
    const { navigation, moves } = navigationSpy();
    const store = createStore({ api: client, navigation });
    store.runSaga(paymentSaga('pay_0123456789abcdef', 'confirmation', { first: 1000, max: 8000 }));
    await advance(0);
    expect(moves[0]?.to).toBe('/invoices/42/payment-processing?payment=pay_0123456789abcdef');
  });
});
