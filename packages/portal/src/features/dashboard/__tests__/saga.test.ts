import { describe, expect, it } from '@jest/globals';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { SpotStatistics } from '@vool/api-client/browser';
import { now } from '../../../app/clock.ts';
import { api } from '../../../app/store/api.ts';
import { createStore } from '../../../app/store/store.ts';
import { dashboardApi } from '../api.ts';
import { LATE_RETRY_MS, spotPricesSaga, spotPricesValidFor, wait } from '../saga.ts';

const quarters = (date: string) =>
  Array.from({ length: 96 }, (_, q) => ({
    date: `${date}T${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}:00+02:00`,
    price: 5,
  }));

const spot = (tomorrowExpectedAt: string | null): SpotStatistics => ({
  area: 'FI',
  unit: 'c/kWh',
  resolution: 15,
  today: { date: '2026-11-23', prices: quarters('2026-11-23'), average: 5, min: 5, max: 5 },
  tomorrow: tomorrowExpectedAt
    ? null
    : { date: '2026-11-24', prices: quarters('2026-11-24'), average: 5, min: 5, max: 5 },
  tomorrowExpectedAt,
});
const at = (local: string) => Date.parse(`2026-11-23T${local}:00+02:00`);
const reducer = combineReducers({ [api.reducerPath]: api.reducer });

/** The waits the saga makes, answered at once. */
function waits() {
  const made: number[] = [];
  const provider = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn !== wait) return next();
      made.push(effect.args[0] as number);
      return undefined;
    },
  };
  return { made, provider };
}

describe('keeping the spot prices current', () => {
  it('waits for tomorrow’s prices when they are still to come', () => {
    expect(spotPricesValidFor(spot('2026-11-23T14:00:00+02:00'), at('10:00'))).toBe(4 * 3_600_000 + 5_000);
  });

  it('waits for midnight once tomorrow’s prices are in', () => {
    expect(spotPricesValidFor(spot(null), at('22:30'))).toBe(90 * 60_000 + 5_000);
  });

  it('asks again soon when the prices are late', () => {
    expect(spotPricesValidFor(spot('2026-11-23T14:00:00+02:00'), at('14:30'))).toBe(LATE_RETRY_MS);
  });

  it('refetches once the prices on screen have gone stale', async () => {
    const fulfilled = {
      type: 'api/executeQuery/fulfilled',
      payload: spot('2026-11-23T14:00:00+02:00'),
      meta: { arg: { type: 'query', endpointName: 'spotPrices' }, requestStatus: 'fulfilled' },
    };
    const { made, provider } = waits();
    await expectSaga(spotPricesSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(now), at('13:00')], provider])
      .put(dashboardApi.util.invalidateTags(['Spot']))
      .dispatch(fulfilled)
      .run({ silenceTimeout: true });
    expect(made).toEqual([3_600_000 + 5_000]);
  });

  it('keeps prices that were there before it ran current too (a page the server drew)', async () => {
    const store = createStore();
    await store.dispatch(
      dashboardApi.util.upsertQueryData('spotPrices', undefined, spot('2026-11-23T14:00:00+02:00')),
    );
    const { made, provider } = waits();
    await expectSaga(spotPricesSaga)
      .withReducer(reducer, { [api.reducerPath]: store.getState()[api.reducerPath] })
      .provide([[matchers.call.fn(now), at('12:00')], provider])
      .put(dashboardApi.util.invalidateTags(['Spot']))
      .run({ silenceTimeout: true });
    expect(made).toEqual([2 * 3_600_000 + 5_000]);
  });
});
