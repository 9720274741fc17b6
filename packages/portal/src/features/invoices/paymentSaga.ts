import { eventChannel, type Saga, type SagaIterator } from 'redux-saga';
import { call, delay, getContext, put, race, take } from 'redux-saga/effects';
import type { Payment, PaymentStatus } from '@vool/api-client/browser';
import type { SagaServices } from '../../app/store/store.ts';
import { invoicesApi } from './api.ts';
import { backoff } from '../../app/store/backoff.ts';

import type { PaymentStage } from './stages.ts';

export type { PaymentStage } from './stages.ts';

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
 * The customer coming back to the page: from the bank's app or tab, or online again. The answer is
 * likely there by then, so the page asks at once instead of waiting out a long pause.
 */
function returns() {
  return eventChannel<true>((emit) => {
    const back = () => {
      if (document.visibilityState === 'visible') emit(true);
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    window.addEventListener('online', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
      window.removeEventListener('online', back);
    };
  });
}

/**
 * Follows a payment until it leaves the stage shown: asks its status with backoff, and moves to the
 * page of its new stage (spec §2's three routes). Runs with the page (useSaga), so leaving the page
 * stops it, and the payment's id is in the address, so a reload or a return from the bank resumes it.
 * A failed ask is asked again at the next wait, or as soon as the customer comes back to the page;
 * the page shows the last answer.
 */
export function paymentSaga(
  paymentId: string,
  shown: PaymentStage,
  waits: { first: number; max: number },
): Saga<[]> {
  return function* followPayment(): SagaIterator {
    const navigation = (yield getContext('navigation')) as SagaServices['navigation'];
    const pause = backoff(waits.first, waits.max);
    const back = returns();
    try {
      for (;;) {
        const request = (yield put(
          invoicesApi.endpoints.payment.initiate(paymentId, {
            subscribe: false,
            forceRefetch: true,
          }) as never,
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
        yield race({ wait: delay(pause.next().value), back: take(back) });
      }
    } finally {
      back.close();
    }
  };
}
