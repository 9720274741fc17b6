import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientAddress } from '@vool/api-client';
import {
  auditOf,
  refusal,
  settingsWorld,
  signedIn,
  type SettingsWorld,
  type SignedIn,
} from './settings-helpers.ts';

const daugava = 'daugava.localhost';

let world: SettingsWorld;
/** Daugava (Latvia): postal codes are written LV-1234 there. */
let anna: SignedIn;

beforeAll(async () => {
  world = await settingsWorld();
  anna = await signedIn(world, daugava, 1);
}, 60_000);
afterAll(async () => {
  await world.close();
});

const list = async (who: SignedIn, query = '') =>
  (await who.call('GET', `/api/me/addresses${query}`)).json<ClientAddress[]>();
const put = (who: SignedIn, body: object) => who.call('PUT', '/api/me/addresses', body);
const rowsOf = (clientId: number) =>
  world.db.selectFrom('addresses').selectAll().where('client_id', '=', clientId).orderBy('id').execute();

describe('GET /api/me/addresses', () => {
  it('lists the postal address of a person, and filters by type', async () => {
    const all = await list(anna);
    expect(all).toEqual([
      {
        type: 'postal',
        street: expect.any(String),
        city: expect.any(String),
        postalCode: expect.stringMatching(/^LV-\d{4}$/),
        countryCode: 'LV',
      },
    ]);
    expect(await list(anna, '?requestType=postal')).toEqual(all);
    expect(await list(anna, '?requestType=billing')).toEqual([]);
  });

  it('refuses a type that is not one', async () => {
    expect((await anna.call('GET', '/api/me/addresses?requestType=home')).statusCode).toBe(422);
  });
});

describe('PUT /api/me/addresses', () => {
  it.each([
    ['LV', '1010', 'LV-1010'],
    ['LV', 'lv 1050', 'LV-1050'],
    ['FI', ' 00100 ', '00100'],
    ['EE', '10111', '10111'],
  ])(
    'stores a %s postal code written %j as %s, and answers the whole list',
    async (countryCode, postalCode, stored) => {
      const response = await put(anna, {
        type: 'postal',
        street: 'Brīvības iela 1',
        city: 'Rīga',
        postalCode,
        countryCode,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<ClientAddress[]>()).toEqual([
        { type: 'postal', street: 'Brīvības iela 1', city: 'Rīga', postalCode: stored, countryCode },
      ]);
    },
  );

  it('adds the billing address when there is none, postal first in the list', async () => {
    const response = await put(anna, {
      type: 'billing',
      street: '  Elizabetes   iela 10 ',
      city: 'Rīga',
      postalCode: '1010',
      countryCode: 'LV',
    });
    expect(response.json<ClientAddress[]>().map((a) => [a.type, a.street])).toEqual([
      ['postal', 'Brīvības iela 1'],
      ['billing', 'Elizabetes iela 10'],
    ]);
  });

  it.each([
    [
      'a Finnish code that is not five digits',
      { postalCode: '1010', countryCode: 'FI' },
      'POSTAL_CODE',
      '/postalCode',
    ],
    [
      'a Latvian code of five digits',
      { postalCode: 'LV-10100', countryCode: 'LV' },
      'POSTAL_CODE',
      '/postalCode',
    ],
    [
      'letters for an Estonian code',
      { postalCode: 'ABCDE', countryCode: 'EE' },
      'POSTAL_CODE',
      '/postalCode',
    ],
    ['a street of spaces', { street: '     ' }, 'VALIDATION_FAILED', '/street'],
    ['another country', { countryCode: 'SE' }, 'VALIDATION_FAILED', '/countryCode'],
  ])('refuses %s with 422 at its field, changing nothing', async (_what, change, code, field) => {
    const before = await rowsOf(anna.clientId);
    const audit = await auditOf(world.db, anna.clientId);
    const body = {
      type: 'postal',
      street: 'Rīgas iela 5',
      city: 'Jelgava',
      postalCode: '3001',
      countryCode: 'LV',
      ...change,
    };
    const response = await put(anna, body);
    expect(refusal(response)).toMatchObject({ status: 422, name: 'ValidationError', code });
    expect(Object.keys(response.json<{ fields: object }>().fields)).toContain(field);
    expect(await rowsOf(anna.clientId)).toEqual(before);
    expect(await auditOf(world.db, anna.clientId)).toEqual(audit);
  });

  it('records one Address change per change, and none when nothing changed', async () => {
    const audit = (await auditOf(world.db, anna.clientId)).length;
    const body = {
      type: 'postal',
      street: 'Rīgas iela 5',
      city: 'Jelgava',
      postalCode: '3001',
      countryCode: 'LV',
    };
    await put(anna, body);
    await put(anna, { ...body, postalCode: 'LV-3001' });
    const rows = (await auditOf(world.db, anna.clientId)).slice(audit);
    expect(rows).toEqual([
      { item: 'Address', actor_id: anna.clientId, device: 'Chrome on Android', at: world.now() },
    ]);
  });
});
