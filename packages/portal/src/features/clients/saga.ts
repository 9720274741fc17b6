import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { Session } from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { toApiFailure } from '../../app/apiFailure.ts';
import { reportFailure } from '../../app/store/errorListener.ts';
import type { SagaServices } from '../../app/store/store.ts';
import { authApi } from '../auth/index.ts';
import { clientsApi } from './api.ts';
import { switchFailed, switchRequested, switchSucceeded } from './slice.ts';

/**
 * Switching the acting client (spec §6): post the code, then drop every cached answer — it was the
 * previous client's data — refetch the session and start again from the dashboard.
 */
export function* switchClient(action: ReturnType<typeof switchRequested>) {
  const client = (yield getContext('api')) as SagaServices['api'];
  const navigation = (yield getContext('navigation')) as SagaServices['navigation'];
  try {
    yield call(client.me.switchRepresentative, action.payload.clientCode);
  } catch (error) {
    reportFailure(toApiFailure(error));
    yield put(switchFailed());
    return;
  }
  yield put(api.util.resetApiState());
  yield put(authApi.endpoints.session.initiate(undefined, { subscribe: false, forceRefetch: true }));
  yield put(switchSucceeded());
  yield call(navigation.navigate, '/dashboard');
}

/** After sign-in, the list of clients to act for; a new customer has none, so it is not asked for. */
export function* loadRepresentatives(action: { payload: Session | null }) {
  if (!action.payload || action.payload.isNewCustomer) return;
  yield put(clientsApi.endpoints.representatives.initiate(undefined, { subscribe: false }));
}

export function* clientsSaga() {
  yield takeLatest(switchRequested.type, switchClient);
  yield takeLatest(authApi.endpoints.session.matchFulfilled, loadRepresentatives);
}
