import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { Feature } from '../../app/feature.ts';
import { isInstalledApp, pageLoaded, siteHas } from '../installable/index.ts';

/**
 * Push runs only in the installed app, where the site has `push-notifications` (spec §2): there, once
 * the page has loaded, its code loads and the registration flow starts (saga.ts). No page's start
 * carries that code.
 */
function* notificationsSaga(): SagaIterator {
  if (import.meta.env.SSR || !siteHas('push-notifications') || !isInstalledApp()) return;
  yield call(pageLoaded);
  const { pushSaga } = (yield call(() => import('./saga.ts'))) as typeof import('./saga.ts');
  yield call(pushSaga);
}

/** Spec §1, §4, §7: push notifications. Its settings are the settings' push tab (index.ts). */
export const notifications: Feature = { name: 'notifications', saga: notificationsSaga };
