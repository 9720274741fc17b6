import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Saga } from 'redux-saga';
import type { WebPushSubscription } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import { createStore } from '../../../app/store/store.ts';
import { VendorError } from '../errors.ts';
import type { PushContext } from '../installation.ts';
import type { Permission, PushPlatform } from '../platform.ts';
import { disablePush, enablePush, refreshLinked } from '../saga.ts';
import { pushStatus } from '../status.ts';
import { pushStorage, type InstallationEntry, type TokenEntry } from '../storage.ts';
import type { Vendors } from '../vendors.ts';

// jsdom has no structuredClone, which IndexedDB (fake-indexeddb here) stores values with.
Object.assign(globalThis, { structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T });

const start = Date.parse('2026-11-18T10:00:00Z');
const hour = 3_600_000;
const week = 604_800_000;
const vapidKey = 'BPk3s-vapid-key';
const subscription: WebPushSubscription = {
  endpoint: 'https://push.example/send/abc',
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};
const registration = {} as ServiceWorkerRegistration;

let app = 0;

/** A browser, the two vendors and the portal's API, each recording what was asked of it. */
interface Setup {
  permission?: Permission;
  answer?: NotificationPermission;
  online?: boolean;
  indexedDb?: boolean;
  worker?: Promise<ServiceWorkerRegistration>;
}

function setup({
  permission = 'granted',
  answer = 'granted',
  online = true,
  indexedDb = true,
  worker = Promise.resolve(registration),
}: Setup = {}) {
  let current = permission;
  const platform: PushPlatform = {
    permission: () => current,
    requestPermission: jest.fn<PushPlatform['requestPermission']>(() => {
      current = answer;
      return Promise.resolve(answer);
    }),
    hasIndexedDb: () => indexedDb,
    online: () => online,
    activeWorker: jest.fn<PushPlatform['activeWorker']>(() => worker),
    subscribe: jest.fn<PushPlatform['subscribe']>(() => Promise.resolve(subscription)),
    unsubscribe: jest.fn<PushPlatform['unsubscribe']>(() => Promise.resolve()),
    fetch: () => Promise.reject(new Error('the vendors are faked here')),
    onForegroundMessage: () => () => undefined,
    newInstallationId: () => 'fid_0123456789abcdefghi',
  };
  const authToken = (expiresAt: number) => ({
    token: `auth-${expiresAt}`,
    expiresIn: '604800s',
    expiresAt: new Date(expiresAt).toISOString(),
  });
  const vendors = {
    createInstallation: jest.fn<Vendors['createInstallation']>((fid) =>
      Promise.resolve({ fid, refreshToken: 'refresh-1', authToken: authToken(Date.now() + week) }),
    ),
    generateAuthToken: jest.fn<Vendors['generateAuthToken']>(() =>
      Promise.resolve(authToken(Date.now() + week)),
    ),
    deleteInstallation: jest.fn<Vendors['deleteInstallation']>(() => Promise.resolve({})),
    register: jest.fn<Vendors['register']>(() => Promise.resolve({ token: 'push-token-1' })),
    updateRegistration: jest.fn<Vendors['updateRegistration']>(() =>
      Promise.resolve({ token: 'push-token-2' }),
    ),
    unregister: jest.fn<Vendors['unregister']>(() => Promise.resolve({})),
  } satisfies Vendors;
  app += 1;
  const storage = pushStorage(`app-${app}`);
  const context: PushContext = { platform, storage, vendors, vapidKey };
  const setToken: Array<{ token: string; enabled: boolean }> = [];
  const client = {
    request: (_method: string, path: string, options?: { body?: { token: string; enabled: boolean } }) => {
      if (path === '/api/notifications/set-token' && options?.body) setToken.push(options.body);
      return Promise.resolve(undefined);
    },
  } as unknown as typeof apiClient;
  const store = createStore({ api: client });
  const run = (saga: Saga<[PushContext]>): Promise<unknown> => store.runSaga(saga, context).toPromise();
  return { platform, vendors, storage, context, setToken, run };
}

const registered = (overrides: Partial<InstallationEntry> = {}): InstallationEntry => ({
  fid: 'fid_kept_0123456789abc',
  status: 'registered',
  refreshToken: 'refresh-kept',
  authToken: { token: 'auth-kept', expiresAt: start + 2 * hour },
  ...overrides,
});

const keptToken = (overrides: Partial<TokenEntry> = {}): TokenEntry => ({
  token: 'push-token-kept',
  createTime: start,
  vapidKey,
  subscription,
  ...overrides,
});

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);
// IndexedDB answers on the outer realm's setImmediate, which the fake timers leave alone: a few real
// turns of the event loop let the saga's reads and writes finish between two steps of the clock.
const { setImmediate: realSetImmediate } = jest.requireActual<typeof import('node:timers')>('node:timers');
async function idle() {
  for (let turn = 0; turn < 30; turn += 1) {
    await new Promise<void>((resolve) => {
      realSetImmediate(resolve);
    });
    await advance(0);
  }
}

beforeEach(() => {
  jest.useFakeTimers({ now: start });
  pushStatus.reset();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('turning push on (spec §4)', () => {
  it('asks a default permission, registers the installation and the token, and links it', async () => {
    const { platform, vendors, storage, setToken, run } = setup({ permission: 'default' });
    await expect(run(enablePush)).resolves.toBe('push-token-1');
    expect(platform.requestPermission).toHaveBeenCalledTimes(1);
    expect(vendors.createInstallation).toHaveBeenCalledWith('fid_0123456789abcdefghi');
    expect(vendors.register).toHaveBeenCalledWith(`auth-${start + week}`, subscription);
    expect(setToken).toEqual([{ token: 'push-token-1', enabled: true }]);
    expect(await storage.installation()).toMatchObject({ status: 'registered', refreshToken: 'refresh-1' });
    expect(await storage.token()).toMatchObject({ token: 'push-token-1', createTime: start });
    expect(pushStatus.get()).toMatchObject({ permission: 'granted', error: null });
  });

  it.each([
    ['denied' as const, 'permission-blocked'],
    ['default' as const, 'permission-default'],
  ])('answers null silently when the question is answered %s (%s)', async (answer, code) => {
    const { vendors, setToken, run } = setup({ permission: 'default', answer });
    await expect(run(enablePush)).resolves.toBeNull();
    expect(pushStatus.get().error).toBe(code);
    expect(vendors.createInstallation).not.toHaveBeenCalled();
    expect(setToken).toEqual([]);
  });

  it('does not ask again once denied: permission-blocked', async () => {
    const { platform, run } = setup({ permission: 'denied' });
    await expect(run(enablePush)).resolves.toBeNull();
    expect(platform.requestPermission).not.toHaveBeenCalled();
    expect(pushStatus.get().error).toBe('permission-blocked');
  });

  it.each([
    ['unsupported-browser', { permission: 'unsupported' } satisfies Setup],
    ['indexed-db-unsupported', { indexedDb: false }],
    ['app-offline', { online: false }],
  ])('%s', async (code, options) => {
    const { setToken, run } = setup(options);
    await expect(run(enablePush)).resolves.toBeNull();
    expect(pushStatus.get().error).toBe(code);
    expect(setToken).toEqual([]);
  });

  it('waits 10 s for the service worker to activate, then fails the registration', async () => {
    const { vendors, run } = setup({ worker: new Promise(() => undefined) });
    let result: unknown = 'pending';
    void run(enablePush).then((value) => (result = value));
    await advance(9_999);
    expect(result).toBe('pending');
    await advance(1);
    expect(result).toBeNull();
    expect(pushStatus.get().error).toBe('failed-service-worker-registration');
    expect(vendors.register).not.toHaveBeenCalled();
  });

  it('fails the registration when the worker does not register at all', async () => {
    const { run } = setup({ worker: Promise.reject(new Error('refused')) });
    await expect(run(enablePush)).resolves.toBeNull();
    expect(pushStatus.get().error).toBe('failed-service-worker-registration');
  });

  it('token-subscribe-failed when the browser cannot subscribe, -no-token when the vendor gives none', async () => {
    const refused = setup();
    jest.mocked(refused.platform.subscribe).mockRejectedValueOnce(new Error('no push service'));
    await expect(refused.run(enablePush)).resolves.toBeNull();
    expect(pushStatus.get().error).toBe('token-subscribe-failed');

    const tokenless = setup();
    tokenless.vendors.register.mockResolvedValueOnce({});
    await expect(tokenless.run(enablePush)).resolves.toBeNull();
    expect(pushStatus.get().error).toBe('token-subscribe-no-token');
    expect(await tokenless.storage.token()).toBeUndefined();
  });
});

describe('the push token (spec §9: refreshed at 7 days)', () => {
  it('is used as kept until it is 7 days old, then updated and dated anew', async () => {
    const young = setup();
    await young.storage.setInstallation(registered());
    await young.storage.setToken(keptToken({ createTime: start - week + 1 }));
    await expect(young.run(enablePush)).resolves.toBe('push-token-kept');
    expect(young.vendors.updateRegistration).not.toHaveBeenCalled();
    expect(young.vendors.register).not.toHaveBeenCalled();

    const old = setup();
    await old.storage.setInstallation(registered());
    await old.storage.setToken(keptToken({ createTime: start - week }));
    await expect(old.run(enablePush)).resolves.toBe('push-token-2');
    expect(old.vendors.updateRegistration).toHaveBeenCalledWith('auth-kept', 'push-token-kept', subscription);
    expect(await old.storage.token()).toMatchObject({ token: 'push-token-2', createTime: start });
    expect(old.setToken).toEqual([{ token: 'push-token-2', enabled: true }]);
  });

  it.each([
    ['token-update-failed', (): Promise<{ token?: string }> => Promise.reject(new VendorError(500, 'down'))],
    ['token-update-no-token', (): Promise<{ token?: string }> => Promise.resolve({})],
  ])('%s', async (code, answer) => {
    const { vendors, storage, run } = setup();
    await storage.setInstallation(registered());
    await storage.setToken(keptToken({ createTime: start - week - 1 }));
    vendors.updateRegistration.mockImplementationOnce(answer);
    await expect(run(enablePush)).resolves.toBeNull();
    expect(pushStatus.get().error).toBe(code);
  });

  it('a renewed subscription gets a new token and the old one is unregistered', async () => {
    const { vendors, storage, run } = setup();
    await storage.setInstallation(registered());
    await storage.setToken(
      keptToken({ subscription: { ...subscription, endpoint: 'https://push.example/old' } }),
    );
    await expect(run(enablePush)).resolves.toBe('push-token-1');
    expect(vendors.unregister).toHaveBeenCalledWith('auth-kept', 'push-token-kept');
  });

  it('refreshes a linked device at launch and links the renewed token', async () => {
    const { vendors, storage, setToken, run } = setup();
    await storage.setInstallation(registered());
    await storage.setToken(keptToken({ createTime: start - week }));
    await run(refreshLinked);
    expect(vendors.updateRegistration).toHaveBeenCalledTimes(1);
    expect(setToken).toEqual([{ token: 'push-token-2', enabled: true }]);

    const fresh = setup();
    await fresh.storage.setInstallation(registered());
    await fresh.storage.setToken(keptToken());
    await fresh.run(refreshLinked);
    expect(fresh.setToken).toEqual([]);
  });
});

describe('the installation (spec §4, §8, §9)', () => {
  it('keeps its auth token while more than an hour remains, and refreshes it under an hour', async () => {
    const kept = setup();
    await kept.storage.setInstallation(
      registered({ authToken: { token: 'auth-kept', expiresAt: start + hour + 1 } }),
    );
    await kept.run(enablePush);
    expect(kept.vendors.generateAuthToken).not.toHaveBeenCalled();

    const expiring = setup();
    await expiring.storage.setInstallation(
      registered({ authToken: { token: 'auth-kept', expiresAt: start + hour } }),
    );
    await expiring.run(enablePush);
    expect(expiring.vendors.generateAuthToken).toHaveBeenCalledWith('fid_kept_0123456789abc', 'refresh-kept');
    expect(expiring.vendors.register).toHaveBeenCalledWith(`auth-${start + week}`, subscription);
    expect((await expiring.storage.installation())?.authToken?.expiresAt).toBe(start + week);
  });

  it.each([401, 404])(
    'a %i while refreshing deletes the local installation: installation-not-found',
    async (status) => {
      const { vendors, storage, run } = setup();
      await storage.setInstallation(
        registered({ authToken: { token: 'auth-kept', expiresAt: start + 60_000 } }),
      );
      await storage.setToken(keptToken({ createTime: start - week }));
      vendors.generateAuthToken.mockRejectedValueOnce(new VendorError(status, 'gone'));
      await expect(run(enablePush)).resolves.toBeNull();
      expect(pushStatus.get().error).toBe('installation-not-found');
      expect(await storage.installation()).toBeUndefined();
      expect(await storage.token()).toBeUndefined();
    },
  );

  it('a 409 while registering deletes the local installation: not-registered', async () => {
    const { vendors, storage, run } = setup();
    vendors.createInstallation.mockRejectedValueOnce(new VendorError(409, 'taken'));
    await expect(run(enablePush)).resolves.toBeNull();
    expect(pushStatus.get().error).toBe('not-registered');
    expect(await storage.installation()).toBeUndefined();
  });

  it('any other failure leaves it to register again, with the same id', async () => {
    const { vendors, storage, run } = setup();
    vendors.createInstallation.mockRejectedValueOnce(new VendorError(503, 'busy'));
    await expect(run(enablePush)).resolves.toBeNull();
    expect(await storage.installation()).toEqual({
      fid: 'fid_0123456789abcdefghi',
      status: 'not-registered',
    });
    await expect(run(enablePush)).resolves.toBe('push-token-1');
    expect(vendors.createInstallation).toHaveBeenLastCalledWith('fid_0123456789abcdefghi');
  });

  it('polls a registration in progress elsewhere every 100 ms and takes its result', async () => {
    const { vendors, storage, run } = setup();
    const reads = jest.spyOn(storage, 'installation');
    await storage.setInstallation({
      fid: 'fid_other_tab_12345678',
      status: 'in-progress',
      registrationTime: start - 2_000,
    });
    let result: unknown = 'pending';
    void run(enablePush).then((value) => (result = value));
    // Each read answers on a real turn of the event loop (idle): only then is the next wait set.
    await advance(0);
    await idle();
    expect(reads).toHaveBeenCalledTimes(1);
    await advance(100);
    await idle();
    expect(reads).toHaveBeenCalledTimes(2);
    for (let step = 0; step < 3; step += 1) {
      await advance(100);
      await idle();
    }
    expect(reads).toHaveBeenCalledTimes(5);
    await storage.setInstallation(registered({ fid: 'fid_other_tab_12345678' }));
    await advance(100);
    await idle();
    expect(result).toBe('push-token-1');
    expect(vendors.createInstallation).not.toHaveBeenCalled();
  });

  it('resets a registration in progress for more than 10 s, and registers it here', async () => {
    const stale = setup();
    await stale.storage.setInstallation({
      fid: 'fid_stale_123456789012',
      status: 'in-progress',
      registrationTime: start - 10_001,
    });
    await expect(stale.run(enablePush)).resolves.toBe('push-token-1');
    expect(stale.vendors.createInstallation).toHaveBeenCalledWith('fid_stale_123456789012');

    // One that was fresh, but never finishes: polled until it is 10 s old, then reset.
    const stuck = setup();
    await stuck.storage.setInstallation({
      fid: 'fid_stuck_123456789012',
      status: 'in-progress',
      registrationTime: start,
    });
    let result: unknown = 'pending';
    void stuck.run(enablePush).then((value) => (result = value));
    await advance(10_000);
    await idle();
    expect(result).toBe('pending');
    expect(stuck.vendors.createInstallation).not.toHaveBeenCalled();
    await advance(100);
    await idle();
    expect(result).toBe('push-token-1');
    expect(stuck.vendors.createInstallation).toHaveBeenCalledWith('fid_stuck_123456789012');
  });
});

describe('turning push off (spec §4)', () => {
  it('does nothing and answers false while permission is default', async () => {
    const { vendors, storage, setToken, run } = setup({ permission: 'default' });
    await storage.setInstallation(registered());
    await storage.setToken(keptToken());
    await expect(run(disablePush)).resolves.toBe(false);
    expect(setToken).toEqual([]);
    expect(vendors.unregister).not.toHaveBeenCalled();
    expect(await storage.token()).toBeDefined();
  });

  it('unlinks the token, unregisters it at the vendor and forgets it here', async () => {
    const { platform, vendors, storage, setToken, run } = setup();
    await storage.setInstallation(registered());
    await storage.setToken(keptToken());
    await expect(run(disablePush)).resolves.toBe(true);
    expect(setToken).toEqual([{ token: 'push-token-kept', enabled: false }]);
    expect(vendors.unregister).toHaveBeenCalledWith('auth-kept', 'push-token-kept');
    expect(platform.unsubscribe).toHaveBeenCalledWith(registration);
    expect(await storage.token()).toBeUndefined();
  });

  it('token-unsubscribe-failed keeps the token to try again; without one, not-registered', async () => {
    const failing = setup();
    await failing.storage.setInstallation(registered());
    await failing.storage.setToken(keptToken());
    failing.vendors.unregister.mockRejectedValueOnce(new VendorError(500, 'down'));
    await expect(failing.run(disablePush)).resolves.toBe(true);
    expect(pushStatus.get().error).toBe('token-unsubscribe-failed');
    expect(await failing.storage.token()).toBeDefined();

    const none = setup();
    await expect(none.run(disablePush)).resolves.toBe(true);
    expect(pushStatus.get().error).toBe('not-registered');
  });
});
