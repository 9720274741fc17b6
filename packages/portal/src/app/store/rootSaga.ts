import { all } from 'redux-saga/effects';
import { clientsSaga } from '../../features/clients/saga.ts';

export function* rootSaga() {
  yield all([clientsSaga()]);
}
