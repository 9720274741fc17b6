// The installation identity (spec §4, §7, §8, §9): registered once per device and app, shared through
// IndexedDB by every tab, its auth token refreshed before it runs out.
import type { SagaIterator } from 'redux-saga';
import { call, delay } from 'redux-saga/effects';
import { pushTimings } from '@vool/api-client/browser';
import { now } from '../../app/clock.ts';
import { PushError, vendorStatus } from './errors.ts';
import type { PushPlatform } from './platform.ts';
import type { InstallationEntry, PushStorage } from './storage.ts';
import type { Vendors } from './vendors.ts';

export interface PushContext {
  platform: PushPlatform;
  storage: PushStorage;
  vendors: Vendors;
  vapidKey: string;
}

/** Registers a new installation (or the one whose registration was reset) with the vendor. */
function* register(context: PushContext, fid: string): SagaIterator<InstallationEntry> {
  const { storage, vendors } = context;
  yield call(storage.setInstallation, { fid, status: 'in-progress', registrationTime: now() });
  try {
    const created = (yield call(vendors.createInstallation, fid)) as Awaited<
      ReturnType<Vendors['createInstallation']>
    >;
    const entry: InstallationEntry = {
      fid: created.fid,
      status: 'registered',
      refreshToken: created.refreshToken,
      authToken: { token: created.authToken.token, expiresAt: Date.parse(created.authToken.expiresAt) },
    };
    yield call(storage.setInstallation, entry);
    return entry;
  } catch (error) {
    // Spec §8: a 409 (that id is someone else's) deletes the local installation; the next try makes
    // another. Any other failure leaves it to be registered again.
    if (vendorStatus(error) === 409) yield call(storage.deleteInstallation);
    else yield call(storage.setInstallation, { fid, status: 'not-registered' });
    throw new PushError('not-registered', error);
  }
}

/**
 * This device's registered installation. One whose registration is in progress (another tab, or a
 * launch that was closed halfway) is polled every 100 ms; in progress for longer than 10 s, it is
 * reset and registered here.
 */
export function* installation(context: PushContext): SagaIterator<InstallationEntry> {
  const { storage, platform } = context;
  for (;;) {
    const entry = (yield call(storage.installation)) as InstallationEntry | undefined;
    if (entry?.status === 'registered') return entry;
    if (entry?.status === 'in-progress') {
      if (now() - (entry.registrationTime ?? 0) <= pushTimings.registrationResetMs) {
        yield delay(pushTimings.registrationPollMs);
        continue;
      }
      yield call(storage.setInstallation, { fid: entry.fid, status: 'not-registered' });
      continue;
    }
    if (!platform.online()) throw new PushError('app-offline');
    return (yield call(register, context, entry?.fid ?? platform.newInstallationId())) as InstallationEntry;
  }
}

/**
 * A valid installation auth token: the kept one while more than an hour of it remains, else a new
 * one. A 401 or 404 (the installation was deleted at the vendor) deletes the local one, token and all.
 */
export function* installationAuthToken(context: PushContext): SagaIterator<string> {
  const { storage, vendors } = context;
  const entry = (yield call(installation, context)) as InstallationEntry;
  const kept = entry.authToken;
  if (kept && kept.expiresAt - now() > pushTimings.installationRefreshMarginMs) return kept.token;
  try {
    const fresh = (yield call(vendors.generateAuthToken, entry.fid, entry.refreshToken ?? '')) as Awaited<
      ReturnType<Vendors['generateAuthToken']>
    >;
    yield call(storage.setInstallation, {
      ...entry,
      authToken: { token: fresh.token, expiresAt: Date.parse(fresh.expiresAt) },
    });
    return fresh.token;
  } catch (error) {
    const status = vendorStatus(error);
    if (status === 401 || status === 404) {
      yield call(storage.deleteInstallation);
      yield call(storage.deleteToken);
      throw new PushError('installation-not-found', error);
    }
    throw new PushError(context.platform.online() ? 'not-registered' : 'app-offline', error);
  }
}
