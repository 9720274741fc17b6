import type { Saga, SagaIterator } from 'redux-saga';
import { call, delay, getContext, put } from 'redux-saga/effects';
import type { Payment, PaymentStatus } from '@vool/api-client/browser';
import type { SagaServices } from '../../app/store/store.ts';
import { invoicesApi } from './api.ts';
import { backoff } from '../../app/store/backoff.ts';

export type PaymentStage = 'payment-processing' | 'waiting-confirmation' | 'confirmation';

/** The page a payment in this state belongs on; failures stay on the processing page, which says so. */
export function stageOf(status: PaymentStatus): PaymentStage {
  if (status === 'settled') return 'confirmation';
  if (status === 'pending') return 'waiting-confirmation';
  return 'payment-processing';
}

export const stagePath = (payment: Pick<Payment, 'invoiceId' | 'id'>, stage: PaymentStage) =>
  `/invoices/${String(payment.invoiceId)}/${stage}?payment=${encodeURIComponent(payment.id)}`;

const settledOrOver = (status: PaymentStatus) =>
  status === 'settled' || status === 'failed' || status === 'cancelled';

/**
 * Follows a payment until it leaves the stage shown: asks its status with backoff, and moves to the
 * page of its new stage (spec §2's three routes). Runs with the page (useSaga), so leaving the page
 * stops it, and the payment's id is in the address, so a reload or a return from the bank resumes it.
 * A failed ask is asked again at the next wait; the page shows the last answer.
 */
export function paymentSaga(
  paymentId: string,
  shown: PaymentStage,
  waits: { first: number; max: number },
): Saga<[]> {
  return function* followPayment(): SagaIterator {
    const navigation = (yield getContext('navigation')) as SagaServices['navigation'];
    const pause = backoff(waits.first, waits.max);
    for (;;) {
      const request = (yield put(
        invoicesApi.endpoints.payment.initiate(paymentId, { subscribe: false, forceRefetch: true }) as never,
      )) as PromiseLike<{ data?: Payment }>;
      const { data } = (yield call(() => request)) as { data?: Payment };
      if (data) {
        if (settledOrOver(data.status)) yield put(invoicesApi.util.invalidateTags(['Invoices']));
        const stage = stageOf(data.status);
        if (stage !== shown) {
          yield call(navigation.navigate, stagePath(data, stage), { replace: true });
          return;
        }
        if (settledOrOver(data.status)) return;
      }
      yield delay(pause.next().value);
    }
  };
}
