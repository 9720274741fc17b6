import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AccountChange } from '@vool/api-client';
import { deviceOf, recordChange } from '../src/areas/settings/audit.ts';
import {
  actFor,
  actForSelf,
  auditOf,
  profileOf,
  refusal,
  settingsWorld,
  signedIn,
  type SettingsWorld,
  type SignedIn,
} from './settings-helpers.ts';

const aurora = 'aurora.localhost';

let world: SettingsWorld;
/** The representative of two companies: agreed to marketing by e-mail and SMS in the seed. */
let aino: SignedIn;
let someone: SignedIn;

beforeAll(async () => {
  world = await settingsWorld();
  aino = await signedIn(world, aurora, 0);
  someone = await signedIn(world, aurora, 1);
}, 60_000);
afterAll(async () => {
  await world.close();
});

describe('GET /api/me', () => {
  it('has the verifications and marketing channels of a person', async () => {
    expect(await profileOf(aino)).toMatchObject({
      verifications: ['SsnVerified', 'EmailVerified'],
      marketingChannels: ['Email', 'Gsm'],
    });
    expect((await profileOf(someone)).marketingChannels).toEqual(['None']);
  });

  it('does not say an e-ID vouched for a company, nor that an address is confirmed when there is none', async () => {
    await actFor(world, aino);
    expect((await profileOf(aino)).verifications).toEqual(['EmailVerified']);
    await actForSelf(aino);
    await world.db.updateTable('clients').set({ email: null }).where('id', '=', someone.clientId).execute();
    // Another call than the cached profile: the profile is cached for a few seconds.
    world.advance(10_000);
    expect((await profileOf(someone)).verifications).toEqual(['SsnVerified']);
  });
});

describe('PUT /api/me: marketing channels', () => {
  it.each([
    [['None', 'Email'], 'MARKETING_NONE_ALONE'],
    [['Post', 'None'], 'MARKETING_NONE_ALONE'],
  ])('refuses %j with 422 at /marketingChannels, changing nothing', async (channels, code) => {
    const before = await profileOf(aino);
    const audit = await auditOf(world.db, aino.clientId);
    const response = await aino.call('PUT', '/api/me', { marketingChannels: channels, localeId: 'sv-FI' });
    expect(refusal(response)).toEqual({
      status: 422,
      name: 'ValidationError',
      message: expect.any(String),
      code,
      fields: { '/marketingChannels': code },
    });
    expect(await profileOf(aino)).toEqual(before);
    expect(await auditOf(world.db, aino.clientId)).toEqual(audit);
  });

  it('refuses an empty list and a channel twice (the schema)', async () => {
    for (const channels of [[], ['Email', 'Email'], ['Fax']]) {
      expect((await aino.call('PUT', '/api/me', { marketingChannels: channels })).statusCode).toBe(422);
    }
  });

  it('stores the channels in one order and records one Marketing change', async () => {
    const audit = (await auditOf(world.db, aino.clientId)).length;
    const response = await aino.call('PUT', '/api/me', { marketingChannels: ['PushNotification', 'Email'] });
    expect(response.json()).toMatchObject({ marketingChannels: ['Email', 'PushNotification'] });
    await aino.call('PUT', '/api/me', { marketingChannels: ['Email', 'PushNotification'] });
    const rows = (await auditOf(world.db, aino.clientId)).slice(audit);
    expect(rows.map((r) => r.item)).toEqual(['Marketing']);
  });

  it('records the phone and the language, each once, only when they change', async () => {
    const audit = (await auditOf(world.db, aino.clientId)).length;
    await aino.call('PUT', '/api/me', { phone: '040 765 4321', localeId: 'en-GB' });
    await aino.call('PUT', '/api/me', { phone: '+358407654321', localeId: 'en-GB' });
    const rows = (await auditOf(world.db, aino.clientId)).slice(audit);
    expect(rows.map((r) => r.item)).toEqual(['Phone', 'Language']);
  });
});

describe('GET /api/me/changes', () => {
  it('answers the latest changes newest first, with who made them and from where', async () => {
    const changes = (await aino.call('GET', '/api/me/changes')).json<AccountChange[]>();
    expect(changes.slice(0, 3)).toEqual([
      {
        at: world.now().toISOString(),
        item: 'Language',
        by: aino.name,
        self: true,
        device: 'Chrome on Android',
      },
      {
        at: world.now().toISOString(),
        item: 'Phone',
        by: aino.name,
        self: true,
        device: 'Chrome on Android',
      },
      {
        at: world.now().toISOString(),
        item: 'Marketing',
        by: aino.name,
        self: true,
        device: 'Chrome on Android',
      },
    ]);
  });

  it('shows a company the representative who changed it, and keeps to the acting client', async () => {
    const company = await actFor(world, aino);
    await aino.call('PUT', '/api/me', { marketingChannels: ['None'] });
    const changes = (await aino.call('GET', '/api/me/changes')).json<AccountChange[]>();
    expect(changes).toEqual([
      {
        at: world.now().toISOString(),
        item: 'Marketing',
        by: aino.name,
        self: false,
        device: 'Chrome on Android',
      },
    ]);
    expect((await auditOf(world.db, company)).map((r) => r.actor_id)).toEqual([aino.clientId]);
    await actForSelf(aino);
    expect((await someone.call('GET', '/api/me/changes')).json()).toEqual([]);
  });

  it('answers the last 20 only', async () => {
    const start = world.now().getTime();
    for (let i = 0; i < 25; i++) {
      await recordChange(world.db, {
        clientId: someone.clientId,
        actorId: someone.clientId,
        item: 'Contacts',
        device: `Device ${i}`,
        at: new Date(start + i * 1000),
      });
    }
    const changes = (await someone.call('GET', '/api/me/changes')).json<AccountChange[]>();
    expect(changes).toHaveLength(20);
    expect(changes[0]!.device).toBe('Device 24');
    expect(changes[19]!.device).toBe('Device 5');
  });
});

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['curl/8.5.0', 'Unknown device'],
    [undefined, 'Unknown device'],
  ])('%s → %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});
