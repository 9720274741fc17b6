import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { ContractList, OutageAddress, OutageContacts } from '@vool/api-client';
import type { Db } from '../src/db/connect.ts';
import { outageContactsByContractMigration } from '../src/db/migration-0014-outage-contacts-by-contract.ts';
import { people, signIn, testApp, type Cookies } from './helpers.ts';

/** `/api/me/outage-addresses` and `/api/me/outage-contacts` through HTTP, on a fixed clock. */

const now = new Date('2026-11-23T12:00:00+02:00');
const kiir = 'kiir.localhost';
/** Pohjola has no outage notification integration: outages are told at any hour there. */
const pohjola = 'pohjola.localhost';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
const jars: Record<'kiir' | 'pohjola' | 'neighbour', Cookies> = { kiir: {}, pohjola: {}, neighbour: {} };

beforeAll(async () => {
  ({ app, db, close } = await testApp({ now: () => now }));
  const kiirPeople = await people(app, kiir);
  jars.kiir = (await signIn(app, kiir, kiirPeople[1]!.ssn)).jar;
  jars.neighbour = (await signIn(app, kiir, kiirPeople[3]!.ssn)).jar;
  jars.pohjola = (await signIn(app, pohjola, (await people(app, pohjola))[1]!.ssn)).jar;
}, 120_000);
afterAll(async () => {
  await close();
});

const hostOf = (who: keyof typeof jars) => (who === 'pohjola' ? pohjola : kiir);

const get = (who: keyof typeof jars, url: string) =>
  app.inject({ url, headers: { host: hostOf(who) }, cookies: jars[who] });

const put = (who: keyof typeof jars, body: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/me/outage-contacts',
    headers: { host: hostOf(who), 'user-agent': firefox },
    cookies: jars[who],
    payload: body,
  });

/** The acting client of a jar and their contacts, from the database. */
async function clientOf(who: keyof typeof jars) {
  const me = (await get(who, '/api/me')).json<{ clientCode: string }>();
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('client_code', '=', me.clientCode)
    .executeTakeFirstOrThrow();
  const contacts = await db
    .selectFrom('contacts')
    .select(['id', 'type', 'is_primary'])
    .where('client_id', '=', client.id)
    .orderBy('id')
    .execute();
  return { id: client.id, contacts };
}

async function firstContract(who: keyof typeof jars) {
  return (await get(who, '/api/me/outage-addresses')).json<OutageAddress[]>()[0]!.contractId;
}

describe('GET /api/me/outage-addresses', () => {
  it('lists each network contract in force by its number, with its place and usage point', async () => {
    const addresses = (await get('kiir', '/api/me/outage-addresses')).json<OutageAddress[]>();
    const contracts = (await get('kiir', '/api/contracts')).json<ContractList>().contracts;
    const grids = contracts.filter(
      (c) =>
        ['GridContract', 'GasGridContract', 'HeatingGridContract'].includes(c.kind) && c.status === 'active',
    );
    expect(grids.length).toBeGreaterThan(0);
    expect(addresses).toHaveLength(grids.length);
    for (const grid of grids) {
      expect(addresses).toContainEqual({
        contractId: grid.number,
        address: `${grid.place!.street}, ${grid.place!.postalCode} ${grid.place!.city}`,
        usagePointIds: [grid.objectId],
      });
    }
  });

  it('leaves out a network contract that has ended', async () => {
    const contracts = (await get('kiir', '/api/contracts')).json<ContractList>().contracts;
    const grid = contracts.find((c) => c.kind === 'GridContract' && c.status === 'active')!;
    await db
      .updateTable('contracts')
      .set({ end_date: '2026-01-31' })
      .where('number', '=', grid.number)
      .execute();
    try {
      const addresses = (await get('kiir', '/api/me/outage-addresses')).json<OutageAddress[]>();
      expect(addresses.map((a) => a.contractId)).not.toContain(grid.number);
      expect((await get('kiir', `/api/me/outage-contacts?contractId=${grid.number}`)).statusCode).toBe(404);
    } finally {
      await db.updateTable('contracts').set({ end_date: null }).where('number', '=', grid.number).execute();
    }
  });
});

describe('choices kept per place before contracts were stored', () => {
  it('move to the place’s network contract, and a place without one keeps nothing it could match', async () => {
    const client = await clientOf('kiir');
    const contracts = (await get('kiir', '/api/contracts')).json<ContractList>().contracts;
    const grid = contracts.find((c) => c.kind === 'GridContract' && c.status === 'active')!;
    const point = await db
      .selectFrom('usage_points')
      .select('location_id')
      .where('identifier', '=', grid.objectId)
      .executeTakeFirstOrThrow();
    const old = `GRID-${point.location_id}`;
    await db
      .insertInto('outage_contacts')
      .values([
        { client_id: client.id, contract_id: old, timing: 'NoNightHours', contact_ids: JSON.stringify([]) },
        {
          client_id: client.id,
          contract_id: 'GRID-999999',
          timing: 'Always',
          contact_ids: JSON.stringify([]),
        },
      ])
      .execute();
    await outageContactsByContractMigration.up(db as never);
    const rows = await db
      .selectFrom('outage_contacts')
      .select(['contract_id', 'timing'])
      .where('client_id', '=', client.id)
      .where('contract_id', 'in', [grid.number, 'GRID-999999'])
      .orderBy('contract_id')
      .execute();
    expect(rows).toEqual([
      { contract_id: grid.number, timing: 'NoNightHours' },
      { contract_id: 'GRID-999999', timing: 'Always' },
    ]);
    await db.deleteFrom('outage_contacts').where('client_id', '=', client.id).execute();
  });
});

describe('GET /api/me/outage-contacts', () => {
  it('answers the default until set: always, the primary e-mail and phone', async () => {
    const client = await clientOf('kiir');
    const contractId = await firstContract('kiir');
    const response = await get('kiir', `/api/me/outage-contacts?contractId=${contractId}`);
    const primary = (type: string) => client.contacts.find((c) => c.type === type && c.is_primary)!.id;
    expect(response.json()).toEqual({
      contractId,
      timingAvailable: true,
      timing: 'Always',
      contactsIds: [primary('Email'), primary('Gsm')],
    });
  });

  it("answers 404 for another client's contract, and for none", async () => {
    const theirs = await firstContract('neighbour');
    for (const contractId of [theirs, 'C-99-999999', 'nonsense']) {
      const response = await get('kiir', `/api/me/outage-contacts?contractId=${contractId}`);
      expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([
        404,
        'CONTRACT_NOT_FOUND',
      ]);
    }
  });

  it('needs a contract id', async () => {
    expect((await get('kiir', '/api/me/outage-contacts')).statusCode).toBe(422);
  });
});

describe('PUT /api/me/outage-contacts', () => {
  it('stores the choice, answers it, and records who changed it from where', async () => {
    const client = await clientOf('kiir');
    const contractId = await firstContract('kiir');
    const gsm = client.contacts.find((c) => c.type === 'Gsm')!.id;
    const body = { contractId, timing: 'NoNightHours', contactsIds: [gsm] };
    const response = await put('kiir', body);
    expect(response.statusCode).toBe(200);
    const expected: OutageContacts = { ...body, timing: 'NoNightHours', timingAvailable: true };
    expect(response.json()).toEqual(expected);
    expect((await get('kiir', `/api/me/outage-contacts?contractId=${contractId}`)).json()).toEqual(expected);
    // Set again: one row per place, replaced.
    expect((await put('kiir', { ...body, timing: 'SendAfterNightHours' })).json()).toMatchObject({
      timing: 'SendAfterNightHours',
    });
    const rows = await db
      .selectFrom('outage_contacts')
      .selectAll()
      .where('client_id', '=', client.id)
      .execute();
    expect(rows).toEqual([
      { client_id: client.id, contract_id: contractId, timing: 'SendAfterNightHours', contact_ids: [gsm] },
    ]);
    const audit = await db
      .selectFrom('account_changes')
      .select(['actor_id', 'item', 'device', 'at'])
      .where('client_id', '=', client.id)
      .execute();
    expect(audit).toEqual([
      { actor_id: client.id, item: 'OutageContacts', device: 'Firefox on Linux', at: now },
      { actor_id: client.id, item: 'OutageContacts', device: 'Firefox on Linux', at: now },
    ]);
  });

  it('drops a contact deleted since it was chosen', async () => {
    const client = await clientOf('kiir');
    const contractId = await firstContract('kiir');
    const extra = await db
      .insertInto('contacts')
      .values({
        client_id: client.id,
        type: 'Phone',
        name: 'Cottage',
        value: '+3725550000',
        is_primary: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = client.contacts.find((c) => c.type === 'Email')!.id;
    await put('kiir', { contractId, timing: 'Always', contactsIds: [extra.id, email] });
    await db.deleteFrom('contacts').where('id', '=', extra.id).execute();
    const answer = (
      await get('kiir', `/api/me/outage-contacts?contractId=${contractId}`)
    ).json<OutageContacts>();
    expect(answer.contactsIds).toEqual([email]);
  });

  it('refuses what it cannot keep, changing nothing', async () => {
    const client = await clientOf('kiir');
    const contractId = await firstContract('kiir');
    const theirs = (await clientOf('neighbour')).contacts[0]!.id;
    const post = await db
      .insertInto('contacts')
      .values({
        client_id: client.id,
        type: 'Post',
        name: 'Home',
        value: 'Pikk 1, Tallinn',
        is_primary: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const changes = async () =>
      (await db.selectFrom('account_changes').select('id').where('client_id', '=', client.id).execute())
        .length;
    const before = [
      await changes(),
      (await get('kiir', `/api/me/outage-contacts?contractId=${contractId}`)).json(),
    ];
    const refusals: Array<[object, number, string, string | undefined]> = [
      [{ contractId, timing: 'Always', contactsIds: [theirs] }, 422, 'UNKNOWN_CONTACT', '/contactsIds'],
      [{ contractId, timing: 'Always', contactsIds: [999_999] }, 422, 'UNKNOWN_CONTACT', '/contactsIds'],
      [{ contractId, timing: 'Always', contactsIds: [post.id] }, 422, 'UNREACHABLE_CONTACT', '/contactsIds'],
      [
        { contractId: await firstContract('neighbour'), timing: 'Always', contactsIds: [] },
        404,
        'CONTRACT_NOT_FOUND',
        undefined,
      ],
      [{ contractId, timing: 'Sometimes', contactsIds: [] }, 422, 'VALIDATION_FAILED', undefined],
    ];
    for (const [body, status, code, field] of refusals) {
      const response = await put('kiir', body);
      const answer = response.json<{ code: string; fields?: Record<string, string> }>();
      expect([response.statusCode, answer.code]).toEqual([status, code]);
      if (field) expect(Object.keys(answer.fields ?? {})).toEqual([field]);
    }
    const after = [
      await changes(),
      (await get('kiir', `/api/me/outage-contacts?contractId=${contractId}`)).json(),
    ];
    expect(after).toEqual(before);
  });

  it('takes only "Always" where the site has no outage notification integration', async () => {
    const contractId = await firstContract('pohjola');
    const refused = await put('pohjola', { contractId, timing: 'NoNightHours', contactsIds: [] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'TIMING_UNAVAILABLE',
      fields: { '/timing': expect.any(String) },
    });
    const stored = await put('pohjola', { contractId, timing: 'Always', contactsIds: [] });
    expect(stored.json()).toEqual({ contractId, timingAvailable: false, timing: 'Always', contactsIds: [] });
  });
});
