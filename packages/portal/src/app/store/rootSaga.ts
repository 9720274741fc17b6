import { all } from 'redux-saga/effects';
import { features } from '../../features/index.ts';

/** The features' flows that run from the start (a page's own run with it, see useSaga). */
export function* rootSaga() {
  yield all(features.flatMap(({ saga }) => (saga ? [saga()] : [])));
}
