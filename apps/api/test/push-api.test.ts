import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PushCustomerInfo, PushDevices } from '@vool/api-client';
import {
  actFor,
  actForSelf,
  refusal,
  settingsWorld,
  signedIn,
  type SettingsWorld,
} from './settings-helpers.ts';
import { people } from './helpers.ts';
import { configurationOf, linkDevice, registerBrowser } from './push-helpers.ts';

const host = 'kiir.localhost';
const endpoint = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;

let world: SettingsWorld;
beforeAll(async () => {
  world = await settingsWorld();
}, 180_000);
afterAll(async () => {
  await world.close();
});

const infoOf = async (who: Awaited<ReturnType<typeof signedIn>>) =>
  (await who.call('GET', '/api/notifications/customer-info')).json<PushCustomerInfo>();
const devicesOf = async (who: Awaited<ReturnType<typeof signedIn>>) =>
  (await who.call('GET', '/api/notifications/devices')).json<PushDevices>().devices;

describe('the push notification calls', () => {
  it('answer 404 on a site without push notifications', async () => {
    const who = await signedIn(world, 'laane.localhost', 0);
    for (const url of ['configuration', 'customer-info', 'devices']) {
      const response = await who.call('GET', `/api/notifications/${url}`);
      expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([
        404,
        'FEATURE_DISABLED',
      ]);
    }
    expect(
      (await who.call('POST', '/api/notifications/set-token', { token: 'x', enabled: true })).statusCode,
    ).toBe(404);
  });

  it('configure the app with the brand and the site’s VAPID key, the same every time', async () => {
    const who = await signedIn(world, host, 0);
    const first = await configurationOf(who);
    expect(first.app).toMatchObject({
      shortName: 'Kiir',
      icon: '/tokens/assets/kiir/icon-192.png',
      appId: '1:vool:web:kiir',
      installationsUrl: '/vendor/installations/v1/sites/kiir',
      pushUrl: '/vendor/push/v1/sites/kiir',
    });
    const key = Buffer.from(first.vapidKey, 'base64url');
    expect([key.length, key[0]]).toEqual([65, 4]);
    expect((await configurationOf(who)).vapidKey).toBe(first.vapidKey);
    const other = await signedIn(world, 'aurora.localhost', 0);
    expect((await configurationOf(other)).vapidKey).not.toBe(first.vapidKey);
  });

  it('link this browser’s token: enabled, listed as the current device, until switched off', async () => {
    const who = await signedIn(world, host, 1);
    expect(await infoOf(who)).toEqual({ enabled: false, providerEnabled: true });
    const browser = await registerBrowser(world.app, host, endpoint('phone-1'));
    await linkDevice(who, browser.token);
    expect(await infoOf(who)).toEqual({ enabled: true, providerEnabled: true });
    const [device] = await devicesOf(who);
    expect(device).toMatchObject({
      label: 'Chrome on Android',
      current: true,
      lastUsedAt: world.now().toISOString(),
    });
    const off = await who.call('POST', '/api/notifications/set-token', {
      token: browser.token,
      enabled: false,
    });
    expect(off.statusCode).toBe(204);
    expect(await infoOf(who)).toEqual({ enabled: false, providerEnabled: true });
    expect(await devicesOf(who)).toEqual([]);
  });

  it('refuses a token the push vendor does not know (422), writing nothing', async () => {
    const who = await signedIn(world, host, 2);
    const response = await who.call('POST', '/api/notifications/set-token', {
      token: 'not-a-token',
      enabled: true,
    });
    expect(refusal(response)).toMatchObject({
      status: 422,
      code: 'UNKNOWN_PUSH_TOKEN',
      fields: { '/token': 'UNKNOWN_PUSH_TOKEN' },
    });
    expect(await devicesOf(who)).toEqual([]);
    const extra = await who.call('POST', '/api/notifications/set-token', {
      token: 'x',
      enabled: true,
      more: 1,
    });
    expect(extra.statusCode).toBe(422);
  });

  it('keeps one device when the browser’s token is refreshed', async () => {
    const who = await signedIn(world, host, 3);
    const first = await registerBrowser(world.app, host, endpoint('phone-3a'));
    await linkDevice(who, first.token);
    world.advance(10 * 60_000);
    const refreshed = await registerBrowser(world.app, host, endpoint('phone-3b'));
    await linkDevice(who, refreshed.token);
    const devices = await devicesOf(who);
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ current: true, lastUsedAt: world.now().toISOString() });
  });

  it('lets a client remove its own devices only: another client’s device is 404', async () => {
    const owner = await signedIn(world, host, 0);
    const stranger = await signedIn(world, 'kiir.localhost', 2);
    const browser = await registerBrowser(world.app, host, endpoint('phone-0'));
    await linkDevice(owner, browser.token);
    const [device] = await devicesOf(owner);
    const theirs = await stranger.call('DELETE', `/api/notifications/devices/${String(device!.id)}`);
    expect([theirs.statusCode, theirs.json<{ code: string }>().code]).toEqual([404, 'PUSH_DEVICE_NOT_FOUND']);
    expect(await devicesOf(owner)).toHaveLength(1);
    expect((await owner.call('DELETE', `/api/notifications/devices/${String(device!.id)}`)).statusCode).toBe(
      204,
    );
    expect(await devicesOf(owner)).toEqual([]);
    expect((await owner.call('DELETE', `/api/notifications/devices/${String(device!.id)}`)).statusCode).toBe(
      404,
    );
  });

  it('links a representative’s browser for each client they act for, apart', async () => {
    const person = await people0();
    const browser = await registerBrowser(world.app, host, endpoint('rep'));
    await linkDevice(person, browser.token);
    await actFor(world, person);
    expect(await infoOf(person)).toEqual({ enabled: false, providerEnabled: true });
    expect(await devicesOf(person)).toEqual([]);
    await linkDevice(person, browser.token);
    expect((await devicesOf(person)).map((d) => d.current)).toEqual([true]);
    await actForSelf(person);
    expect(await infoOf(person)).toEqual({ enabled: true, providerEnabled: true });
  });
});

/** A person of the site who represents companies. */
async function people0() {
  const everyone = (await people(world.app, host)).filter((p) => !p.isNewCustomer);
  return signedIn(
    world,
    host,
    everyone.findIndex((p) => p.represents > 0),
  );
}
