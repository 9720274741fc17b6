// The push registration flow (spec §4, §7, §8): the tab's switch turns it on (permission, token,
// set-token) or off; the installed app's launch refreshes a linked device's tokens; a message that
// comes while the app is in front is a toast. Loads only in the installed app (feature.ts).
import { createAction } from '@reduxjs/toolkit';
import { eventChannel, type SagaIterator } from 'redux-saga';
import { call, fork, getContext, put, take, takeLeading } from 'redux-saga/effects';
import { pathOf, type NotificationConfiguration } from '@vool/api-client/browser';
import { toApiFailure } from '../../app/apiFailure.ts';
import { reportFailure } from '../../app/store/errorListener.ts';
import type { SagaServices } from '../../app/store/store.ts';
import type { PushMessage } from '../../worker/protocol.ts';
import { pushApi } from './api.ts';
import { isPushError } from './errors.ts';
import type { PushContext } from './installation.ts';
import { browserPlatform, type PushPlatform } from './platform.ts';
import { pushStatus } from './status.ts';
import { pushStorage, type TokenEntry } from './storage.ts';
import { deletePushToken, pushToken } from './token.ts';
import { vendors } from './vendors.ts';

/** The tab's switch. */
export const pushRequested = createAction<{ enabled: boolean }>('notifications/pushRequested');

function* setToken(token: string, enabled: boolean): SagaIterator<void> {
  const client = (yield getContext('api')) as SagaServices['api'];
  yield call(client.request, 'POST', pathOf('setPushToken'), { body: { token, enabled } });
}

/** The token, or null when it cannot be had (spec §4: silently; the tab says why from the status). */
function* tokenOrNull(context: PushContext): SagaIterator<string | null> {
  try {
    return (yield call(pushToken, context)) as string;
  } catch (error) {
    pushStatus.set({ error: isPushError(error) ? error.code : 'token-subscribe-failed' });
    return null;
  }
}

/** Spec §4: enabling asks for permission, fetches the token and saves it; null when there is none. */
export function* enablePush(context: PushContext): SagaIterator<string | null> {
  pushStatus.set({ error: null });
  const token = (yield call(tokenOrNull, context)) as string | null;
  pushStatus.set({ permission: context.platform.permission() });
  if (token === null) return null;
  yield call(setToken, token, true);
  return token;
}

/** Spec §4: turning off while permission is default does nothing and answers false. */
export function* disablePush(context: PushContext): SagaIterator<boolean> {
  if (context.platform.permission() === 'default') return false;
  pushStatus.set({ error: null });
  const kept = (yield call(context.storage.token)) as TokenEntry | undefined;
  if (kept) yield call(setToken, kept.token, false);
  try {
    yield call(deletePushToken, context);
  } catch (error) {
    if (!isPushError(error)) throw error;
    pushStatus.set({ error: error.code });
  }
  return true;
}

/** At launch: a linked device's tokens are refreshed (7 days, 1 hour), and a new one linked. */
export function* refreshLinked(context: PushContext): SagaIterator<void> {
  if (context.platform.permission() !== 'granted') return;
  const kept = (yield call(context.storage.token)) as TokenEntry | undefined;
  if (!kept) return;
  const token = (yield call(tokenOrNull, context)) as string | null;
  const now = (yield call(context.storage.token)) as TokenEntry | undefined;
  if (token !== null && now && now.createTime !== kept.createTime) yield call(setToken, token, true);
}

function foregroundMessages(platform: PushPlatform) {
  return eventChannel<PushMessage>((emit) => platform.onForegroundMessage(emit));
}

/** Spec §9's toasts: top right, 4 s, at most five (the portal's one toast queue). */
function* showInFront(platform: PushPlatform): SagaIterator<void> {
  const channel = foregroundMessages(platform);
  for (;;) {
    const message = (yield take(channel)) as PushMessage;
    const { toastQueue } = (yield call(() => import('@vool/ui/Toast'))) as typeof import('@vool/ui/Toast');
    const { title, body } = message.notification;
    toastQueue.add({ title, ...(body ? { description: body } : {}), tone: 'info' }, { timeout: 4000 });
  }
}

export function* pushContext(platform: PushPlatform): SagaIterator<PushContext> {
  const client = (yield getContext('api')) as SagaServices['api'];
  const config = (yield call(
    client.request,
    'GET',
    pathOf('pushConfiguration'),
  )) as NotificationConfiguration;
  return {
    platform,
    storage: pushStorage(config.app.appId),
    vendors: vendors(config.app, platform.fetch),
    vapidKey: config.vapidKey,
  };
}

export function* pushSaga(platform: PushPlatform = browserPlatform): SagaIterator<void> {
  pushStatus.set({ permission: platform.permission() });
  if (platform.permission() === 'unsupported') {
    pushStatus.set({ error: 'unsupported-browser' });
    return;
  }
  yield fork(showInFront, platform);
  let context: PushContext;
  try {
    context = (yield call(pushContext, platform)) as PushContext;
  } catch (error) {
    pushStatus.set({ error: platform.online() ? null : 'app-offline' });
    if (platform.online()) reportFailure(toApiFailure(error), { inline: true });
    return;
  }
  pushStatus.set({ ready: true });
  yield fork(refreshLinked, context);
  yield takeLeading(pushRequested.type, function* switched(action: ReturnType<typeof pushRequested>) {
    pushStatus.set({ busy: true });
    try {
      yield call(action.payload.enabled ? enablePush : disablePush, context);
    } catch (error) {
      reportFailure(toApiFailure(error));
    } finally {
      pushStatus.set({ busy: false, permission: platform.permission() });
      yield put(pushApi.util.invalidateTags(['Push']));
    }
  });
}
