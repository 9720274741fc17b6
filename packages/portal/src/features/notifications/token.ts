// The push token (spec §4, §7, §8, §9): a Web Push subscription registered with the push vendor,
// refreshed once it is seven days old, deleted when the user turns notifications off.
import type { SagaIterator } from 'redux-saga';
import { call, delay, race } from 'redux-saga/effects';
import { pushTimings, type WebPushSubscription } from '@vool/api-client/browser';
import { now } from '../../app/clock.ts';
import { PushError } from './errors.ts';
import { installationAuthToken, type PushContext } from './installation.ts';
import type { TokenEntry } from './storage.ts';
import type { Vendors } from './vendors.ts';

/** Spec §5: push needs granted permission; a default one is asked (once, here). */
export function* ensurePermission({ platform }: PushContext): SagaIterator<void> {
  let permission = platform.permission();
  if (permission === 'unsupported') throw new PushError('unsupported-browser');
  if (permission === 'default')
    permission = (yield call(platform.requestPermission)) as NotificationPermission;
  if (permission === 'denied') throw new PushError('permission-blocked');
  if (permission !== 'granted') throw new PushError('permission-default');
}

/** The service worker's registration, once active: 10 s at most (spec §9). */
export function* activeWorker({ platform }: PushContext): SagaIterator<ServiceWorkerRegistration> {
  try {
    const { registration } = (yield race({
      registration: call(platform.activeWorker),
      timeout: delay(pushTimings.serviceWorkerActivationMs),
    })) as { registration?: ServiceWorkerRegistration };
    if (registration) return registration;
  } catch (error) {
    throw new PushError('failed-service-worker-registration', error);
  }
  throw new PushError('failed-service-worker-registration', 'timeout');
}

const sameSubscription = (entry: TokenEntry, subscription: WebPushSubscription, vapidKey: string) =>
  entry.vapidKey === vapidKey &&
  entry.subscription.endpoint === subscription.endpoint &&
  entry.subscription.keys.auth === subscription.keys.auth &&
  entry.subscription.keys.p256dh === subscription.keys.p256dh;

type Registered = Awaited<ReturnType<Vendors['register']>>;

/** A new push token for the subscription, kept with when it was made. */
function* newToken(context: PushContext, subscription: WebPushSubscription): SagaIterator<string> {
  const auth = (yield call(installationAuthToken, context)) as string;
  let answer: Registered;
  try {
    answer = (yield call(context.vendors.register, auth, subscription)) as Registered;
  } catch (error) {
    throw new PushError('token-subscribe-failed', error);
  }
  if (!answer.token) throw new PushError('token-subscribe-no-token');
  const entry: TokenEntry = {
    token: answer.token,
    createTime: now(),
    vapidKey: context.vapidKey,
    subscription,
  };
  yield call(context.storage.setToken, entry);
  return answer.token;
}

/** The kept token, seven days old: the vendor updates it (the same or a new token), newly dated. */
function* updatedToken(context: PushContext, entry: TokenEntry): SagaIterator<string> {
  const auth = (yield call(installationAuthToken, context)) as string;
  let answer: Registered;
  try {
    answer = (yield call(
      context.vendors.updateRegistration,
      auth,
      entry.token,
      entry.subscription,
    )) as Registered;
  } catch (error) {
    throw new PushError('token-update-failed', error);
  }
  if (!answer.token) throw new PushError('token-update-no-token');
  yield call(context.storage.setToken, { ...entry, token: answer.token, createTime: now() });
  return answer.token;
}

/**
 * This device's push token: permission, the worker, IndexedDB, the subscription, the installation
 * and the push vendor, each failing with its own code of spec §8.
 */
export function* pushToken(context: PushContext): SagaIterator<string> {
  const { platform, storage, vapidKey } = context;
  yield call(ensurePermission, context);
  if (!platform.hasIndexedDb()) throw new PushError('indexed-db-unsupported');
  const registration = (yield call(activeWorker, context)) as ServiceWorkerRegistration;
  if (!platform.online()) throw new PushError('app-offline');
  let subscription: WebPushSubscription;
  try {
    subscription = (yield call(platform.subscribe, registration, vapidKey)) as WebPushSubscription;
  } catch (error) {
    throw new PushError('token-subscribe-failed', error);
  }
  const kept = (yield call(storage.token)) as TokenEntry | undefined;
  if (kept && sameSubscription(kept, subscription, vapidKey)) {
    if (now() - kept.createTime < pushTimings.tokenRefreshMs) return kept.token;
    return (yield call(updatedToken, context, kept)) as string;
  }
  if (kept) {
    // Another subscription (the browser renewed it, or the key changed): the old token goes, and a
    // vendor that cannot be told now keeps a token nothing reaches.
    try {
      yield call(forgetToken, context, kept);
    } catch {
      yield call(storage.deleteToken);
    }
  }
  return (yield call(newToken, context, subscription)) as string;
}

/** The vendor forgets the token, then this device does (kept when the vendor could not be told). */
function* forgetToken(context: PushContext, kept: TokenEntry): SagaIterator<void> {
  const auth = (yield call(installationAuthToken, context)) as string;
  try {
    yield call(context.vendors.unregister, auth, kept.token);
  } catch (error) {
    throw new PushError('token-unsubscribe-failed', error);
  }
  yield call(context.storage.deleteToken);
}

/** Turning off: the vendor forgets the token, the browser the subscription, this device both. */
export function* deletePushToken(context: PushContext): SagaIterator<void> {
  const kept = (yield call(context.storage.token)) as TokenEntry | undefined;
  if (!kept) throw new PushError('not-registered');
  if (!context.platform.online()) throw new PushError('app-offline');
  yield call(forgetToken, context, kept);
  try {
    const registration = (yield call(activeWorker, context)) as ServiceWorkerRegistration;
    yield call(context.platform.unsubscribe, registration);
  } catch {
    // The vendor has forgotten the token: nothing can reach this device whatever the browser keeps.
  }
}
