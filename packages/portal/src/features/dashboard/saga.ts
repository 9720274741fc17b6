import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, takeLatest } from 'redux-saga/effects';
import type { SpotStatistics } from '@vool/api-client/browser';
import { now as clockNow } from '../../app/clock.ts';
import { dashboardApi } from './api.ts';

const QUARTER_MS = 15 * 60_000;
/** Asked again this long after tomorrow's prices were due but did not come (the exchange is late). */
export const LATE_RETRY_MS = 5 * 60_000;
/** A moment after the exact time, so the server has surely moved on too. */
const MARGIN_MS = 5_000;

/**
 * How long the spot prices on screen stay right: until tomorrow's are due, or until midnight, when
 * "today" is another day.
 */
export function spotPricesValidFor(spot: SpotStatistics, now: number): number {
  const lastQuarter = spot.today.prices.at(-1);
  const midnight = lastQuarter ? Date.parse(lastQuarter.date) + QUARTER_MS : Infinity;
  const due = spot.tomorrowExpectedAt ? Date.parse(spot.tomorrowExpectedAt) : Infinity;
  const next = Math.min(midnight, due);
  if (!Number.isFinite(next)) return Infinity;
  return next > now ? next - now + MARGIN_MS : LATE_RETRY_MS;
}

export const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

function* refreshWhenStale(action: { payload: SpotStatistics }): SagaIterator {
  const now = (yield call(clockNow)) as number;
  const validFor = spotPricesValidFor(action.payload, now);
  if (!Number.isFinite(validFor)) return;
  yield call(wait, validFor);
  yield put(dashboardApi.util.invalidateTags(['Spot']));
}

/**
 * Keeps the spot-price card current while the dashboard is open: tomorrow's prices appear once the
 * exchange publishes them, and at midnight tomorrow becomes today. Each new answer restarts the wait.
 */
export function* spotPricesSaga(): SagaIterator {
  // Prices on screen before the saga ran (the server drew the page with them) go stale too.
  const shown = (yield select(dashboardApi.endpoints.spotPrices.select())) as { data?: SpotStatistics };
  const first = shown.data ? ((yield fork(refreshWhenStale, { payload: shown.data })) as Task) : undefined;
  yield takeLatest(
    dashboardApi.endpoints.spotPrices.matchFulfilled,
    function* refreshNewest(action: { payload: SpotStatistics }): SagaIterator {
      if (first) yield cancel(first);
      yield call(refreshWhenStale, action);
    },
  );
}
