import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Value } from '@sinclair/typebox/value';
import { PushMessage, type PushDevices } from '@vool/api-client';
import { formType, testApp } from './helpers.ts';
import { signedIn, type SettingsWorld, type SignedIn } from './settings-helpers.ts';
import {
  configurationOf,
  decryptPush,
  eventually,
  linkDevice,
  localPushService,
  registerBrowser,
} from './push-helpers.ts';

const host = 'kiir.localhost';

let world: SettingsWorld;
let service: Awaited<ReturnType<typeof localPushService>>;
beforeAll(async () => {
  service = await localPushService();
  let at = Date.parse('2026-12-10T10:00:00.000Z');
  const { app, db, close } = await testApp({
    now: () => new Date(at),
    sandbox: true,
    // The real queue of each database, working here; subscriptions may name the local push service.
    push: {
      queue: process.env.TEST_DATABASE_URL ? 'pg-boss' : 'table',
      worker: true,
      pollMs: 25,
      endpoints: 'any',
      agent: service.agent,
    },
  });
  world = { app, db, close, now: () => new Date(at), advance: (ms: number) => (at += ms) };
}, 180_000);
afterAll(async () => {
  await world.close();
  await service.close();
});

interface SentMessage {
  id: number;
  status: string;
  deliveries: Array<{ outcome: string; statusCode: number | null }>;
}

/** The tester's "Send" on /sandbox/push. */
const send = (clientId: number, fields: { title: string; body: string; link: string }) =>
  world.app.inject({
    method: 'POST',
    url: '/sandbox/push',
    headers: { host, ...formType },
    payload: new URLSearchParams({ client: String(clientId), ...fields }).toString(),
  });

/** The sandbox's record of the newest message, once the worker has finished with it. */
const sentMessage = () =>
  eventually(async () => {
    const [latest] = (await world.app.inject({ url: '/sandbox/push.json', headers: { host } })).json<
      SentMessage[]
    >();
    return latest && latest.status !== 'queued' && latest.status !== 'sending' ? latest : undefined;
  });

/** The signed VAPID token of a push request, checked against the site's public key. */
function vapidClaims(authorization: string, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match?.[2]).toBe(publicKey);
  const [header, claims, signature] = match![1]!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header!}.${claims!}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; sub: string };
}

describe('sending a push message', () => {
  let who: SignedIn;
  beforeAll(async () => {
    who = await signedIn(world, host, 0);
  });

  it('encrypts it for the subscription’s keys, signs it with the site’s VAPID key and records the delivery', async () => {
    const browser = await registerBrowser(world.app, host, service.endpoint('/push/phone-a'));
    await linkDevice(who, browser.token);
    const sent = await send(who.clientId, { title: 'Hello', body: 'Your new app works.', link: '/invoices' });
    expect([sent.statusCode, sent.headers.location]).toEqual([303, '/sandbox/push?note=QUEUED']);
    const message = await sentMessage();
    expect(message).toMatchObject({
      status: 'sent',
      deliveries: [{ outcome: 'delivered', statusCode: 201 }],
    });

    const request = service.received.find((r) => r.path === '/push/phone-a')!;
    expect(request.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'normal',
    });
    expect(request.headers.topic).toMatch(/^message-[A-Za-z0-9_-]{12}$/);
    const { vapidKey } = await configurationOf(who);
    const claims = vapidClaims(String(request.headers.authorization), vapidKey);
    expect(claims).toMatchObject({
      aud: service.endpoint('').replace(/\/$/, ''),
      sub: expect.stringMatching(/^mailto:/),
    });

    const payload: unknown = JSON.parse(decryptPush(request.body, browser.keys));
    expect(Value.Check(PushMessage, payload)).toBe(true);
    expect(payload).toMatchObject({
      from: 'vool-kiir',
      collapseKey: request.headers.topic,
      notification: { title: 'Hello', body: 'Your new app works.', icon: '/tokens/assets/kiir/icon-192.png' },
      data: { kind: 'message' },
      fcmOptions: { link: '/invoices', analyticsLabel: 'message' },
    });
  });

  it('cannot be read with another subscription’s keys', async () => {
    const browser = await registerBrowser(world.app, host, service.endpoint('/push/phone-b'));
    const other = await registerBrowser(world.app, host, service.endpoint('/push/phone-c'));
    const person = await signedIn(world, host, 1);
    await linkDevice(person, browser.token);
    await send(person.clientId, { title: 'Private', body: 'For one device.', link: '/dashboard' });
    await sentMessage();
    const request = service.received.find((r) => r.path === '/push/phone-b')!;
    expect(() => decryptPush(request.body, other.keys)).toThrow();
    expect(JSON.parse(decryptPush(request.body, browser.keys))).toMatchObject({
      notification: { title: 'Private' },
    });
  });

  it('drops a device whose subscription the push service says is gone (410)', async () => {
    const person = await signedIn(world, host, 2);
    const browser = await registerBrowser(world.app, host, service.endpoint('/push/phone-gone'));
    await linkDevice(person, browser.token);
    service.answer('/push/phone-gone', 410);
    await send(person.clientId, { title: 'Anyone there?', body: 'No.', link: '/dashboard' });
    expect(await sentMessage()).toMatchObject({
      status: 'failed',
      deliveries: [{ outcome: 'gone', statusCode: 410 }],
    });
    const devices = (await person.call('GET', '/api/notifications/devices')).json<PushDevices>().devices;
    expect(devices).toEqual([]);
  });

  it('records a message to a client without devices as such, and refuses a link off the site', async () => {
    const person = await signedIn(world, host, 3);
    await send(person.clientId, { title: 'Nobody', body: 'No device.', link: '/dashboard' });
    expect(await sentMessage()).toMatchObject({ status: 'no-devices', deliveries: [] });
    const away = await send(person.clientId, {
      title: 'Away',
      body: 'Elsewhere.',
      link: 'https://evil.example/',
    });
    expect(away.headers.location).toBe('/sandbox/push?note=LINK');
    const page = await world.app.inject({ url: '/sandbox/push', headers: { host } });
    expect(page.body).toContain('Nobody');
    expect(page.body).toContain('the client has no device');
  });
});
