import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { BankAccount, Contacts, Me, Representative } from '@vool/api-client';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/connect.ts';
import { fixturePortal, people, signIn, testApp, type Cookies, type DemoPerson } from './helpers.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
const kiir = 'kiir.localhost';
let representative: DemoPerson;
let customer: DemoPerson;
let newcomer: DemoPerson;
const jars: Record<string, Cookies> = {};

beforeAll(async () => {
  ({ app, db, close } = await testApp());
  const all = await people(app, kiir);
  representative = all.find((p) => p.represents === 2)!;
  customer = all.find((p) => p.represents === 1)!;
  newcomer = all.find((p) => p.isNewCustomer)!;
  for (const [key, person] of Object.entries({ representative, customer, newcomer })) {
    jars[key] = (await signIn(app, kiir, person.ssn)).jar;
  }
}, 60_000);
afterAll(async () => {
  await close();
});

const call = (
  jar: Cookies | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: { host: kiir },
    cookies: jar ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET and PUT /api/me', () => {
  it('answers the signed-in person', async () => {
    const me = (await call(jars.customer, 'GET', '/api/me')).json<Me>();
    expect(me).toMatchObject({
      name: customer.name,
      registryCode: customer.ssn,
      type: 'private',
      countryCode: 'EE',
    });
  });

  it('needs a session', async () => {
    const response = await call(undefined, 'GET', '/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ name: 'Unauthorized', code: 'NOT_SIGNED_IN' });
  });

  it('changes the phone and the language at once, and the e-mail once confirmed', async () => {
    const before = (await call(jars.customer, 'GET', '/api/me')).json<Me>();
    const response = await call(jars.customer, 'PUT', '/api/me', {
      email: 'new@kiir.example',
      phone: '5123 4567',
      localeId: 'ru-RU',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: before.email,
      pendingEmail: 'new@kiir.example',
      phone: '+37251234567',
      localeId: 'ru-RU',
    });
  });

  it.each([
    ['a wrong type', { email: 42 }],
    ['an unknown field', { name: 'Mallory' }],
    ['an unknown locale', { localeId: 'xx-XX' }],
    ['nothing', {}],
    ['SQL in a field', { email: "x'; drop table clients; --" }],
    ['a huge value', { phone: '1'.repeat(100_000) }],
  ])('refuses %s with a 422 and changes nothing', async (_what, body) => {
    const before = (await call(jars.customer, 'GET', '/api/me')).json<Me>();
    const response = await call(jars.customer, 'PUT', '/api/me', body);
    expect([413, 422]).toContain(response.statusCode);
    if (response.statusCode === 422)
      expect(response.json()).toMatchObject({ name: 'ValidationError', fields: expect.any(Object) });
    expect((await call(jars.customer, 'GET', '/api/me')).json()).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { host: kiir, 'content-type': 'application/json' },
      cookies: jars.customer!,
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'BadRequest' });
  });
});

describe('representatives', () => {
  it('lists the person themself first and the companies they represent', async () => {
    const list = (await call(jars.representative, 'GET', '/api/me/representatives')).json<Representative[]>();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ name: representative.name, self: true, active: true, type: 'private' });
    expect(list.slice(1).every((c) => c.type === 'legal' && !c.self)).toBe(true);
  });

  it('lists no one for a new customer', async () => {
    expect((await call(jars.newcomer, 'GET', '/api/me/representatives')).json()).toEqual([]);
  });

  it('switches the acting client, and /api/me follows', async () => {
    const [, company] = (await call(jars.representative, 'GET', '/api/me/representatives')).json<
      Representative[]
    >();
    const response = await call(jars.representative, 'POST', '/api/me/representatives', {
      representativeCode: company!.clientCode,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userOrRepresentativeCode: company!.clientCode });
    expect(response.cookies.find((c) => c.name === 'user-id')?.value).toBe(company!.clientCode);
    expect((await call(jars.representative, 'GET', '/api/me')).json()).toMatchObject({
      name: company!.name,
      type: 'legal',
    });
    // Back to themself.
    const self = (await call(jars.representative, 'GET', '/api/me/representatives')).json<
      Representative[]
    >()[0]!;
    await call(jars.representative, 'POST', '/api/me/representatives', {
      representativeCode: self.clientCode,
    });
    expect((await call(jars.representative, 'GET', '/api/me')).json()).toMatchObject({
      name: representative.name,
    });
  });
});

describe('authorisation matrix: nobody reads or changes another client', () => {
  it('refuses to switch to a client the user does not represent, for every other client', async () => {
    const own = (key: string) =>
      call(jars[key], 'GET', '/api/me/representatives').then((r) => r.json<Representative[]>());
    const reps = await own('representative');
    const cust = await own('customer');
    const newMe = (await call(jars.newcomer, 'GET', '/api/me')).json<Me>();
    const everyone = [...reps, ...cust].map((c) => c.clientCode).concat(newMe.clientCode);
    const allowed: Record<string, string[]> = {
      representative: reps.map((c) => c.clientCode),
      customer: cust.map((c) => c.clientCode),
      newcomer: [],
    };
    for (const user of Object.keys(allowed)) {
      const before = (await call(jars[user], 'GET', '/api/me')).json<Me>();
      for (const code of everyone) {
        if (allowed[user]!.includes(code)) continue;
        const response = await call(jars[user], 'POST', '/api/me/representatives', {
          representativeCode: code,
        });
        expect({ user, code, status: response.statusCode }).toEqual({ user, code, status: 403 });
        expect((await call(jars[user], 'GET', '/api/me')).json()).toEqual(before);
      }
    }
  });

  it('refuses clients of another brand and codes that are not codes', async () => {
    const raba = await people(app, 'raba.localhost');
    const { jar } = await signIn(app, 'raba.localhost', raba[0]!.ssn);
    const foreign = (
      await app.inject({ url: '/api/me', headers: { host: 'raba.localhost' }, cookies: jar })
    ).json<Me>();
    for (const code of [foreign.clientCode, "1' or '1'='1", '', '9'.repeat(30), 42]) {
      const response = await call(jars.representative, 'POST', '/api/me/representatives', {
        representativeCode: code,
      });
      expect([403, 422]).toContain(response.statusCode);
    }
  });

  it('changes only the acting client on PUT /api/me', async () => {
    const changed = await call(jars.representative, 'PUT', '/api/me', { phone: '+372 5123 4568' });
    expect(changed.json<Me>().phone).toBe('+37251234568');
    expect((await call(jars.customer, 'GET', '/api/me')).json<Me>().phone).not.toBe('+37251234568');
  });

  // The settings calls: each acts on the session's acting client only; ids of others are not found.
  const settingsCalls = [
    ['GET', '/api/me/contacts', undefined],
    ['PUT', '/api/me/contacts', { contacts: [], preference: 'email' }],
    ['GET', '/api/me/primary-contacts', undefined],
    ['GET', '/api/me/addresses', undefined],
    [
      'PUT',
      '/api/me/addresses',
      { type: 'postal', street: 'Narva mnt 5', city: 'Tallinn', postalCode: '10117', countryCode: 'EE' },
    ],
    ['GET', '/api/me/bank-accounts', undefined],
    [
      'POST',
      '/api/me/bank-accounts',
      { iban: 'EE382200221020145685', holderName: 'Someone', default: false },
    ],
    ['DELETE', '/api/me/bank-accounts/1', undefined],
    ['GET', '/api/business/validate/12345678', undefined],
    ['GET', '/api/me/changes', undefined],
    ['GET', '/api/me/step-up', undefined],
    ['POST', '/api/me/step-up', { returnUrl: '/settings' }],
    ['GET', '/api/me/step-up/callback?state=x&code=y', undefined],
  ] as const;

  it('answers every settings call 401 without a session', async () => {
    for (const [method, url, payload] of settingsCalls) {
      const response = await call(undefined, method, url, payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it("answers another client's bank account and contact ids 404, for every other client", async () => {
    const idsOf = async (key: 'representative' | 'customer') => ({
      accounts: (await call(jars[key], 'GET', '/api/me/bank-accounts')).json<BankAccount[]>(),
      contacts: (await call(jars[key], 'GET', '/api/me/contacts')).json<Contacts>(),
    });
    for (const [user, victim] of [
      ['customer', 'representative'],
      ['representative', 'customer'],
      ['newcomer', 'customer'],
    ] as const) {
      const theirs = await idsOf(victim);
      const own = (await call(jars[user], 'GET', '/api/me/contacts')).json<Contacts>();
      for (const account of theirs.accounts) {
        const response = await call(jars[user], 'DELETE', `/api/me/bank-accounts/${account.id}`);
        expect({ user, status: response.statusCode }).toEqual({ user, status: 404 });
      }
      for (const contact of theirs.contacts.contacts) {
        const response = await call(jars[user], 'PUT', '/api/me/contacts', {
          contacts: [{ id: contact.id, type: 'Post', name: 'Mine', value: 'Narva mnt 5', primary: false }],
          preference: own.preference,
        });
        expect({ user, status: response.statusCode }).toEqual({ user, status: 404 });
      }
      expect(await idsOf(victim)).toEqual(theirs);
    }
  });

  it('answers every settings call 404 on a site with user settings switched off', async () => {
    const site = await db
      .selectFrom('sites')
      .select('features')
      .where('theme_id', '=', 'laane')
      .executeTakeFirstOrThrow();
    const features = JSON.stringify(site.features.filter((f) => f !== 'user-settings'));
    await db.updateTable('sites').set({ features }).where('theme_id', '=', 'laane').execute();
    // Sites are read at start: an app started now has laane without them.
    const off = await buildApp({ database: db, portalDir: fixturePortal });
    await db
      .updateTable('sites')
      .set({ features: JSON.stringify(site.features) })
      .where('theme_id', '=', 'laane')
      .execute();
    try {
      const host = 'laane.localhost';
      const person = (await people(off, host))[0]!;
      const { jar } = await signIn(off, host, person.ssn);
      for (const [method, url, payload] of settingsCalls) {
        for (const cookies of [jar, {}]) {
          const response = await off.inject({
            method,
            url,
            headers: { host },
            cookies,
            ...(payload ? { payload } : {}),
          });
          expect({ url, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({
            url,
            status: 404,
            code: 'FEATURE_DISABLED',
          });
        }
      }
      // The profile itself is everyone's, settings or not.
      expect((await off.inject({ url: '/api/me', headers: { host }, cookies: jar })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
