import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { endpoints, type ContractList, type EndpointName, type Representative } from '@vool/api-client';
import type { Db } from '../src/db/connect.ts';
import { buildApp } from '../src/app.ts';
import { fixturePortal, keepCookies, people, signIn, testDatabase, type Cookies } from './helpers.ts';

/**
 * Who may call the outage-contacts and notification endpoints: a session always, the site's switches
 * (404 as if the call did not exist), and only the acting client's own contracts, settings and contacts
 * (another client's answer exactly like ones that do not exist).
 */

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

/** Kiir has every switch; the others lack one each (saimaa's user settings are switched off here). */
const hosts = {
  kiir: 'kiir.localhost',
  noUserSettings: 'saimaa.localhost',
  noOutageContacts: 'raba.localhost',
  noNotifications: 'silta.localhost',
  noSpotPrice: 'linna.localhost',
} as const;
type Site = keyof typeof hosts;
const jars = {} as Record<Site | 'neighbour' | 'representative', Cookies>;

const outage: EndpointName[] = ['outageAddresses', 'outageContacts', 'updateOutageContacts'];
const spot: EndpointName[] = ['spotAlert', 'updateSpotAlert'];
const settings: EndpointName[] = [
  'notificationSubjects',
  'notificationSettings',
  'createNotificationSetting',
  'updateNotificationSetting',
];
const all = [...outage, ...spot, ...settings];

/** A well-formed request of each endpoint, so only who asks decides the answer. */
const sample: Record<string, { url: string; payload?: object }> = {
  outageAddresses: { url: '/api/me/outage-addresses' },
  outageContacts: { url: '/api/me/outage-contacts?contractId=GRID-1' },
  updateOutageContacts: {
    url: '/api/me/outage-contacts',
    payload: { contractId: 'GRID-1', timing: 'Always', contactsIds: [] },
  },
  spotAlert: { url: '/api/me/notifications' },
  updateSpotAlert: {
    url: '/api/me/notifications',
    payload: { enabled: false, threshold: { lower: null, upper: null }, contactsIds: [] },
  },
  notificationSubjects: { url: '/api/me/notification-subjects' },
  notificationSettings: { url: '/api/me/notification-settings' },
  createNotificationSetting: {
    url: '/api/me/notification-settings',
    payload: { subject: 'Consumption', enabled: false, threshold: null, contactsIds: [] },
  },
  updateNotificationSetting: {
    url: '/api/me/notification-settings/1',
    payload: { subject: 'Consumption', enabled: false, threshold: null, contactsIds: [] },
  },
};

const request = (name: EndpointName, site: Site, jar: Cookies = {}) =>
  app.inject({
    method: endpoints[name].method,
    url: sample[name]!.url,
    headers: { host: hosts[site] },
    cookies: jar,
    ...(sample[name]!.payload ? { payload: sample[name]!.payload } : {}),
  });

const answer = (response: LightMyRequestResponse) => [
  response.statusCode,
  response.json<{ code?: string }>().code,
];

beforeAll(async () => {
  const database = await testDatabase();
  db = database.db;
  // The switches are read when the app starts: saimaa's user settings off, linna's contracts elsewhere.
  await sql`update sites set features = features - 'user-settings' where theme_id = 'saimaa'`.execute(db);
  await sql`update sites set features = features || '["contract-management-disabled"]'::jsonb
    where theme_id = 'linna'`.execute(db);
  app = await buildApp({
    database: db,
    portalDir: fixturePortal,
    signInLimit: { max: 10_000, timeWindow: 60_000 },
  });
  close = async () => {
    await app.close();
    await database.close();
  };
  for (const site of Object.keys(hosts) as Site[]) {
    jars[site] = (await signIn(app, hosts[site], (await people(app, hosts[site]))[1]!.ssn)).jar;
  }
  const kiirPeople = await people(app, hosts.kiir);
  jars.neighbour = (await signIn(app, hosts.kiir, kiirPeople[3]!.ssn)).jar;
  jars.representative = (await signIn(app, hosts.kiir, kiirPeople.find((p) => p.represents === 2)!.ssn)).jar;
}, 120_000);
afterAll(async () => {
  await close();
});

describe('without a session', () => {
  it.each(all)('%s answers 401', async (name) => {
    expect(answer(await request(name, 'kiir'))).toEqual([401, 'NOT_SIGNED_IN']);
  });
});

describe("the site's switches", () => {
  it.each(all)('%s answers 404 where user settings are off', async (name) => {
    expect(answer(await request(name, 'noUserSettings', jars.noUserSettings))).toEqual([
      404,
      'FEATURE_DISABLED',
    ]);
  });

  it.each(outage)('%s answers 404 without outage contacts', async (name) => {
    expect(answer(await request(name, 'noOutageContacts', jars.noOutageContacts))).toEqual([
      404,
      'FEATURE_DISABLED',
    ]);
  });

  it.each([...spot, ...settings])(
    '%s answers 404 where contracts are managed here and spot prices are not shown',
    async (name) => {
      expect(answer(await request(name, 'noNotifications', jars.noNotifications))).toEqual([
        404,
        'FEATURE_DISABLED',
      ]);
    },
  );

  it.each(spot)('%s answers 404 without spot prices, while the tab is there', async (name) => {
    expect(answer(await request(name, 'noSpotPrice', jars.noSpotPrice))).toEqual([404, 'FEATURE_DISABLED']);
    expect((await request('notificationSubjects', 'noSpotPrice', jars.noSpotPrice)).statusCode).toBe(200);
  });

  it('leaves the other tab where one is off', async () => {
    expect((await request('spotAlert', 'noOutageContacts', jars.noOutageContacts)).statusCode).toBe(200);
    expect((await request('outageAddresses', 'noNotifications', jars.noNotifications)).statusCode).toBe(200);
  });
});

describe("another client's things", () => {
  it('are not found: contracts and settings by id', async () => {
    const contractId = (
      await app.inject({
        url: '/api/me/outage-addresses',
        headers: { host: hosts.kiir },
        cookies: jars.neighbour,
      })
    ).json<Array<{ contractId: string }>>()[0]!.contractId;
    const setting = (
      await app.inject({
        method: 'POST',
        url: '/api/me/notification-settings',
        headers: { host: hosts.kiir },
        cookies: jars.neighbour,
        payload: { subject: 'Invoice', enabled: false, threshold: null, contactsIds: [] },
      })
    ).json<{ id: number }>();
    const mine = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { host: hosts.kiir },
        cookies: jars.kiir,
        ...(payload ? { payload } : {}),
      });
    expect(answer(await mine('GET', `/api/me/outage-contacts?contractId=${contractId}`))).toEqual([
      404,
      'CONTRACT_NOT_FOUND',
    ]);
    expect(
      answer(await mine('PUT', '/api/me/outage-contacts', { contractId, timing: 'Always', contactsIds: [] })),
    ).toEqual([404, 'CONTRACT_NOT_FOUND']);
    const body = { subject: 'Invoice', enabled: false, threshold: null, contactsIds: [] };
    expect(answer(await mine('PUT', `/api/me/notification-settings/${setting.id}`, body))).toEqual([
      404,
      'SETTING_NOT_FOUND',
    ]);
    expect(answer(await mine('PUT', '/api/me/notification-settings/999999', body))).toEqual([
      404,
      'SETTING_NOT_FOUND',
    ]);
    // Not a number the id column holds: refused before any SQL.
    expect(answer(await mine('PUT', '/api/me/notification-settings/99999999999', body))).toEqual([
      422,
      'VALIDATION_FAILED',
    ]);
    expect(
      await db.selectFrom('notification_settings').select('enabled').where('id', '=', setting.id).execute(),
    ).toEqual([{ enabled: false }]);
  });

  it('are not contacts to tell', async () => {
    const theirs = await db
      .selectFrom('contacts')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: { host: hosts.kiir },
      cookies: jars.kiir,
      payload: { enabled: true, threshold: { lower: 1, upper: null }, contactsIds: [theirs.id] },
    });
    expect(answer(response)).toEqual([422, 'UNKNOWN_CONTACT']);
  });
});

describe('acting for a company', () => {
  it("reads and changes the company's settings, recorded as the representative's doing", async () => {
    const jar = jars.representative;
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { host: hosts.kiir },
        cookies: jar,
        ...(payload ? { payload } : {}),
      });
    const [self, company] = (await call('GET', '/api/me/representatives')).json<Representative[]>();
    keepCookies(
      jar,
      await call('POST', '/api/me/representatives', { representativeCode: company!.clientCode }),
    );
    const contracts = (await call('GET', '/api/contracts')).json<ContractList>().contracts;
    const addresses = (await call('GET', '/api/me/outage-addresses')).json<Array<{ contractId: string }>>();
    // The company's own network contracts, none of the person's.
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((a) => contracts.some((c) => c.number === a.contractId))).toBe(true);
    const put = await call('PUT', '/api/me/outage-contacts', {
      contractId: addresses[0]!.contractId,
      timing: 'Always',
      contactsIds: [],
    });
    expect(put.statusCode).toBe(200);
    const ids = await db
      .selectFrom('clients')
      .select(['id', 'client_code'])
      .where('client_code', 'in', [self!.clientCode, company!.clientCode])
      .execute();
    const idOf = (code: string) => ids.find((row) => row.client_code === code)!.id;
    const audit = await db
      .selectFrom('account_changes')
      .select(['client_id', 'actor_id', 'item'])
      .where('item', '=', 'OutageContacts')
      .execute();
    expect(audit).toEqual([
      { client_id: idOf(company!.clientCode), actor_id: idOf(self!.clientCode), item: 'OutageContacts' },
    ]);
  });
});
