import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { SupportChannel, Topic } from '@vool/api-client';
import { buildApp } from '../src/app.ts';
import { fixturePortal, testDatabase } from './helpers.ts';
import { refusal, settingsWorld, signedIn, type SettingsWorld } from './settings-helpers.ts';

let world: SettingsWorld;
beforeAll(async () => {
  world = await settingsWorld();
}, 60_000);
afterAll(async () => {
  await world.close();
});

describe('ways to reach customer service', () => {
  it('gives the brand’s phone (with hours in the request’s language), e-mail and push where the site has it', async () => {
    const kiir = await signedIn(world, 'kiir.localhost', 1);
    expect((await kiir.call('GET', '/api/support/channels')).json<SupportChannel[]>()).toEqual([
      { code: 'T1', kind: 'phone', value: '+372 640 8800', hours: 'E–R 8.00–16.00' },
      { code: 'T2', kind: 'email', value: 'tugi@kiirelekter.example', hours: null },
      { code: 'push', kind: 'push', value: null, hours: null },
    ]);
    const english = await kiir.call('GET', '/api/support/channels', undefined, { cookie: 'locale=en-GB' });
    expect(english.json<SupportChannel[]>()[0]!.hours).toBe('Mon–Fri 8:00–16:00');
    const linna = await signedIn(world, 'linna.localhost', 0);
    expect(
      (await linna.call('GET', '/api/support/channels')).json<SupportChannel[]>().map((c) => c.code),
    ).toEqual(['T1', 'T2']);
  });
});

describe('topics', () => {
  it.each([
    ['en-GB', ['Invoice', 'Contract', 'Moving', 'Outage', 'Meter reading', 'Other']],
    ['et-EE', ['Arve', 'Leping', 'Kolimine', 'Katkestus', 'Näit', 'Muu']],
    ['ru-RU', ['Счёт', 'Договор', 'Переезд', 'Отключение', 'Показания счётчика', 'Другое']],
  ])('are named in %s', async (locale, names) => {
    const who = await signedIn(world, 'kiir.localhost', 1);
    const topics = (
      await who.call('GET', '/api/feedback/topics', undefined, { cookie: `locale=${locale}` })
    ).json<Topic[]>();
    expect(topics.map((t) => t.name)).toEqual(names);
    expect(topics.map((t) => t.id)).toEqual([
      'invoice',
      'contract',
      'moving',
      'outage',
      'meter-reading',
      'other',
    ]);
  });

  it('fall back to the site’s default language for one the site does not offer', async () => {
    const who = await signedIn(world, 'aurora.localhost', 0);
    const topics = (
      await who.call('GET', '/api/feedback/topics', undefined, { cookie: 'locale=lv-LV' })
    ).json<Topic[]>();
    expect(topics[0]!.name).toBe('Lasku');
  });
});

describe('a site without support', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await testDatabase();
    await sql`update sites set features = features - 'support' where theme_id = 'kiir'`.execute(database.db);
    app = await buildApp({ database: database.db, portalDir: fixturePortal, sandbox: true });
    close = async () => {
      await app.close();
      await database.close();
    };
  }, 60_000);
  afterAll(async () => {
    await close();
  });

  it.each([
    ['GET', '/api/support/channels'],
    ['GET', '/api/me/support/tickets'],
    ['POST', '/api/me/support/tickets'],
    ['GET', '/api/support/tickets/1'],
    ['POST', '/api/support/tickets/1/comments'],
    ['POST', '/api/support/tickets/1/cancel'],
    ['GET', '/sandbox/support'],
    ['GET', '/sandbox/support.json'],
    ['POST', '/sandbox/support/assign'],
  ] as const)('answers 404 to %s %s', async (method, url) => {
    const response = await app.inject({ method, url, headers: { host: 'kiir.localhost' } });
    expect(refusal(response)).toMatchObject({ status: 404, code: 'FEATURE_DISABLED' });
  });

  it('still serves support on the other sites', async () => {
    const response = await app.inject({
      url: '/sandbox/support.json',
      headers: { host: 'aurora.localhost' },
    });
    expect(response.statusCode).toBe(200);
  });
});
