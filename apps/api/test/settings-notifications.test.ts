import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { NotificationSetting, SpotAlert } from '@vool/api-client';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/connect.ts';
import { fixturePortal, people, signIn, testDatabase, type Cookies } from './helpers.ts';

/**
 * `/api/me/notifications` (the spot-price alert), `/api/me/notification-subjects` and
 * `/api/me/notification-settings` through HTTP, then what they make the evaluator send: from the
 * sandbox outbox's button and from the server's timer. The clock stands after 14:00, when tomorrow's
 * prices are out.
 */

const now = new Date('2026-11-23T15:00:00+02:00');
const kiir = 'kiir.localhost';
/** Linna bills elsewhere and shows no spot prices; here it also manages contracts elsewhere. */
const linna = 'linna.localhost';
const chrome =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let app: FastifyInstance;
let db: Db;
let closeDb: () => Promise<void>;
const jars: Record<'kiir' | 'neighbour' | 'linna', Cookies> = { kiir: {}, neighbour: {}, linna: {} };
let me: { id: number; email: number; gsm: number };

beforeAll(async () => {
  ({ db, close: closeDb } = await testDatabase());
  await sql`update sites set features = features || '["contract-management-disabled"]'::jsonb
    where theme_id = 'linna'`.execute(db);
  app = await buildApp({
    database: db,
    portalDir: fixturePortal,
    now: () => now,
    signInLimit: { max: 10_000, timeWindow: 60_000 },
  });
  const kiirPeople = await people(app, kiir);
  jars.kiir = (await signIn(app, kiir, kiirPeople[1]!.ssn)).jar;
  jars.neighbour = (await signIn(app, kiir, kiirPeople[3]!.ssn)).jar;
  jars.linna = (await signIn(app, linna, (await people(app, linna))[1]!.ssn)).jar;
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('registry_code', '=', kiirPeople[1]!.ssn)
    .executeTakeFirstOrThrow();
  const contacts = await db
    .selectFrom('contacts')
    .select(['id', 'type'])
    .where('client_id', '=', client.id)
    .execute();
  me = {
    id: client.id,
    email: contacts.find((c) => c.type === 'Email')!.id,
    gsm: contacts.find((c) => c.type === 'Gsm')!.id,
  };
}, 120_000);
afterAll(async () => {
  await app.close();
  await closeDb();
});

type Who = keyof typeof jars;
const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { host: who === 'linna' ? linna : kiir, 'user-agent': chrome },
    cookies: jars[who],
    ...(payload ? { payload } : {}),
  });

const refusal = (response: LightMyRequestResponse) => {
  const body = response.json<{ code: string; fields?: Record<string, string> }>();
  return [response.statusCode, body.code, Object.keys(body.fields ?? {})];
};

const audited = async () =>
  (
    await db.selectFrom('account_changes').select(['item', 'device']).where('client_id', '=', me.id).execute()
  ).filter((row) => row.item === 'Notifications');

describe('the spot-price alert', () => {
  it('is off until set', async () => {
    expect((await call('kiir', 'GET', '/api/me/notifications')).json()).toEqual({
      enabled: false,
      threshold: { lower: null, upper: null },
      contactsIds: [],
    });
  });

  it('stores bounds and contacts, answers them, and records the change', async () => {
    const alert: SpotAlert = {
      enabled: true,
      threshold: { lower: 2.5, upper: 25.75 },
      contactsIds: [me.gsm, me.email],
    };
    const response = await call('kiir', 'PUT', '/api/me/notifications', alert);
    expect([response.statusCode, response.json()]).toEqual([200, alert]);
    expect((await call('kiir', 'GET', '/api/me/notifications')).json()).toEqual(alert);
    expect(await audited()).toEqual([{ item: 'Notifications', device: 'Chrome on Android' }]);
  });

  it('refuses an alert that cannot work, changing nothing', async () => {
    const before = [(await call('kiir', 'GET', '/api/me/notifications')).json(), (await audited()).length];
    const on = { enabled: true, threshold: { lower: 1, upper: 10 }, contactsIds: [me.email] };
    const theirs = await db
      .selectFrom('contacts')
      .select('id')
      .where('client_id', '<>', me.id)
      .executeTakeFirstOrThrow();
    const cases: Array<[object, unknown[]]> = [
      [{ ...on, threshold: { lower: 10, upper: 10 } }, [422, 'THRESHOLD_ORDER', ['/threshold/lower']]],
      [{ ...on, contactsIds: [] }, [422, 'NO_CONTACTS', ['/contactsIds']]],
      [{ ...on, threshold: { lower: null, upper: null } }, [422, 'NO_THRESHOLD', ['/threshold']]],
      [{ ...on, contactsIds: [theirs.id] }, [422, 'UNKNOWN_CONTACT', ['/contactsIds']]],
      [{ ...on, threshold: { lower: 1, upper: 2000 } }, [422, 'VALIDATION_FAILED', ['/threshold/upper']]],
    ];
    for (const [body, expected] of cases) {
      expect(refusal(await call('kiir', 'PUT', '/api/me/notifications', body))).toEqual(expected);
    }
    // Switched off, an alert may be left half made.
    const off = { enabled: false, threshold: { lower: null, upper: null }, contactsIds: [] };
    expect((await call('neighbour', 'PUT', '/api/me/notifications', off)).statusCode).toBe(200);
    expect([(await call('kiir', 'GET', '/api/me/notifications')).json(), (await audited()).length]).toEqual(
      before,
    );
  });
});

describe('notification subjects and settings', () => {
  it('offers what the site has: invoices and outages where it shows them, consumption everywhere', async () => {
    expect((await call('kiir', 'GET', '/api/me/notification-subjects')).json()).toEqual([
      { id: 'Invoice', threshold: false },
      { id: 'Outage', threshold: false },
      { id: 'Consumption', threshold: true },
    ]);
    expect((await call('linna', 'GET', '/api/me/notification-subjects')).json()).toEqual([
      { id: 'Outage', threshold: false },
      { id: 'Consumption', threshold: true },
    ]);
  });

  it('creates one setting per subject and updates it', async () => {
    expect((await call('kiir', 'GET', '/api/me/notification-settings')).json()).toEqual([]);
    const consumption = { subject: 'Consumption', enabled: true, threshold: 12.5, contactsIds: [me.email] };
    const created = await call('kiir', 'POST', '/api/me/notification-settings', consumption);
    expect(created.statusCode).toBe(200);
    const setting = created.json<NotificationSetting>();
    expect(setting).toEqual({ id: expect.any(Number), ...consumption });
    // A subject without a threshold keeps none, whatever was sent.
    const invoice = await call('kiir', 'POST', '/api/me/notification-settings', {
      subject: 'Invoice',
      enabled: true,
      threshold: 5,
      contactsIds: [me.gsm],
    });
    expect(invoice.json()).toMatchObject({ subject: 'Invoice', threshold: null, contactsIds: [me.gsm] });
    const updated = await call('kiir', 'PUT', `/api/me/notification-settings/${setting.id}`, {
      ...consumption,
      threshold: 30,
      contactsIds: [me.gsm, me.email],
    });
    expect(updated.json()).toEqual({ ...setting, threshold: 30, contactsIds: [me.gsm, me.email] });
    expect((await call('kiir', 'GET', '/api/me/notification-settings')).json()).toEqual([
      updated.json(),
      invoice.json(),
    ]);
    expect((await audited()).length).toBe(4);
  });

  it('refuses duplicates, subjects the site lacks, and settings that cannot work', async () => {
    const [consumption, invoice] = (await call('kiir', 'GET', '/api/me/notification-settings')).json<
      NotificationSetting[]
    >();
    const count = (await audited()).length;
    const base = { subject: 'Consumption', enabled: true, threshold: 10, contactsIds: [me.email] };
    const post = (who: Who, body: object) => call(who, 'POST', '/api/me/notification-settings', body);
    const put = (id: number, body: object) =>
      call('kiir', 'PUT', `/api/me/notification-settings/${id}`, body);
    expect(refusal(await post('kiir', base))).toEqual([422, 'DUPLICATE_SUBJECT', ['/subject']]);
    expect(refusal(await put(invoice!.id, base))).toEqual([422, 'DUPLICATE_SUBJECT', ['/subject']]);
    expect(refusal(await post('linna', { ...base, subject: 'Invoice' }))).toEqual([
      422,
      'UNKNOWN_SUBJECT',
      ['/subject'],
    ]);
    expect(refusal(await put(consumption!.id, { ...base, threshold: null }))).toEqual([
      422,
      'NO_THRESHOLD',
      ['/threshold'],
    ]);
    expect(refusal(await put(consumption!.id, { ...base, contactsIds: [] }))).toEqual([
      422,
      'NO_CONTACTS',
      ['/contactsIds'],
    ]);
    expect(refusal(await put(consumption!.id, { ...base, contactsIds: [123_456] }))).toEqual([
      422,
      'UNKNOWN_CONTACT',
      ['/contactsIds'],
    ]);
    expect(refusal(await put(consumption!.id, { ...base, threshold: 0 }))).toEqual([
      422,
      'VALIDATION_FAILED',
      ['/threshold'],
    ]);
    expect((await audited()).length).toBe(count);
    expect((await call('kiir', 'GET', '/api/me/notification-settings')).json()).toEqual([
      consumption,
      invoice,
    ]);
  });
});

describe('what the settings send', () => {
  const outbox = () =>
    db
      .selectFrom('outbox')
      .select(['to_address', 'subject'])
      .where('subject', 'not like', '%sign in%')
      .execute();

  it('goes out from the outbox page at once, and once', async () => {
    // The spot-price alert alone: the settings made above may have something to tell as well.
    await db.deleteFrom('notification_settings').where('client_id', '=', me.id).execute();
    await call('kiir', 'PUT', '/api/me/notifications', {
      enabled: true,
      threshold: { lower: null, upper: 0.001 },
      contactsIds: [me.email, me.gsm],
    });
    const page = await app.inject({ url: '/sandbox/mail', headers: { host: kiir } });
    expect(page.body).toContain('<form method="post" action="/sandbox/notifications/run">');
    const run = await app.inject({
      method: 'POST',
      url: '/sandbox/notifications/run',
      headers: { host: kiir },
    });
    expect([run.statusCode, run.headers.location]).toEqual([303, '/sandbox/mail?notifications=1']);
    const after = await app.inject({ url: run.headers.location!, headers: { host: kiir } });
    expect(after.body).toContain('Notifications run: 1 sent.');
    expect(after.body).toMatch(/SMS: [^<]+: Börsihinnad 24\.11\.2026\./);
    const again = await app.inject({
      method: 'POST',
      url: '/sandbox/notifications/run',
      headers: { host: kiir, accept: 'application/json' },
    });
    expect(again.json()).toEqual({ sent: [] });
  });

  it("goes out from the server's timer", async () => {
    const linnaClient = await db
      .selectFrom('clients')
      .select('id')
      .where('registry_code', '=', (await people(app, linna))[1]!.ssn)
      .executeTakeFirstOrThrow();
    const email = await db
      .selectFrom('contacts')
      .select(['id', 'value'])
      .where('client_id', '=', linnaClient.id)
      .where('type', '=', 'Email')
      .executeTakeFirstOrThrow();
    await call('linna', 'POST', '/api/me/notification-settings', {
      subject: 'Consumption',
      enabled: true,
      threshold: 0.001,
      contactsIds: [email.id],
    });
    const timed = await buildApp({
      database: db,
      portalDir: fixturePortal,
      now: () => now,
      notificationsEveryMs: 50,
    });
    try {
      let sent: Array<{ to_address: string; subject: string }> = [];
      for (let i = 0; i < 100 && sent.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        sent = (await outbox()).filter((mail) => mail.to_address === email.value);
      }
      expect(sent).toEqual([{ to_address: email.value, subject: expect.stringContaining('22.11.2026') }]);
    } finally {
      await timed.close();
    }
  });
});
