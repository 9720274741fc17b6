import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ContractList as ContractListSchema, ContractOffers as ContractOffersSchema } from '@vool/api-client';
import type { Contract } from '@vool/api-client';
import {
  actFor,
  actForSelf,
  contractsWorld,
  ok,
  refusal,
  setFeature,
  signedIn,
  type ContractsWorld,
  type SignedIn,
} from './contracts-helpers.ts';

/**
 * Who may read what: every call needs a session, answers about the acting client only (another
 * client's contract or usage point is 404, as one that does not exist), and follows the site's switches.
 */

const kiir = 'kiir.localhost';

let world: ContractsWorld;
let first: SignedIn;
let neighbour: SignedIn;
let own: Contract[];
let theirs: Contract[];

const moveOutBody = (date: string) => ({
  date,
  finalInvoiceAddress: { street: 'Narva mnt 5', city: 'Tallinn', postalCode: '10111', countryCode: 'EE' },
  reason: 'moving',
});

beforeAll(async () => {
  world = await contractsWorld(async (db) => {
    // Lääne keeps its contracts elsewhere in this test: the switch is off.
    await setFeature(db, 'laane', 'contracts', false);
  });
  first = await signedIn(world, kiir, 0);
  neighbour = await signedIn(world, kiir, 1);
  own = ok(await first.call('GET', '/api/contracts'), ContractListSchema).contracts;
  theirs = ok(await neighbour.call('GET', '/api/contracts'), ContractListSchema).contracts;
}, 120_000);
afterAll(async () => {
  await world.close();
});

const point = () => own.find((c) => c.kind === 'SupplyContract')!.objectId;
const product = 'kiir-spot-home';

describe('without a session', () => {
  // Each with its payload (null for none): it.each hands a test function more parameters than values a `done`.
  const calls: Array<[string, string, object | null]> = [
    ['GET', '/api/products', null],
    ['GET', `/api/products/by-ids?productId[]=${product}`, null],
    ['GET', `/api/products/what-if?meteringPointId=38ZEE-00000000-0&productId[]=${product}`, null],
    ['GET', '/api/contracts', null],
    ['GET', '/api/contracts/1', null],
    ['GET', '/api/contracts/1/download', null],
    ['GET', '/api/contracts/start-info/38ZEE-00000000-0', null],
    ['GET', '/api/me/contract-offers', null],
    ['POST', '/api/contracts/1/move-out', moveOutBody('2026-12-01')],
  ];
  it.each(calls)('%s %s answers 401', async (method, url, payload) => {
    const response = await world.app.inject({
      method: method as 'GET',
      url,
      headers: { host: kiir },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('another client’s contracts and usage points', () => {
  it('answers 404 for each of their contracts, as for none', async () => {
    for (const contract of theirs.slice(0, 4)) {
      for (const url of [`/api/contracts/${contract.id}`, `/api/contracts/${contract.id}/download`]) {
        expect(refusal(await first.call('GET', url))).toMatchObject({
          status: 404,
          code: 'CONTRACT_NOT_FOUND',
        });
      }
      const moved = await first.call(
        'POST',
        `/api/contracts/${contract.id}/move-out`,
        moveOutBody('2026-12-01'),
      );
      expect(refusal(moved)).toMatchObject({ status: 404, code: 'CONTRACT_NOT_FOUND' });
    }
    expect(refusal(await first.call('GET', '/api/contracts/999999999'))).toMatchObject({ status: 404 });
    const untouched = await world.db
      .selectFrom('contracts')
      .select('id')
      .where('move_out_date', 'is not', null)
      .execute();
    expect(untouched).toEqual([]);
  });

  it('answers 404 for their usage points wherever one is named', async () => {
    const other = theirs.find((c) => c.kind === 'SupplyContract')!.objectId;
    const urls = [
      `/api/contracts/start-info/${other}`,
      `/api/products?meteringPointId=${other}`,
      `/api/products/by-ids?productId[]=${product}&meteringPointId=${other}`,
      `/api/products/what-if?meteringPointId=${other}&productId[]=${product}`,
    ];
    for (const url of urls) {
      expect(refusal(await first.call('GET', url))).toMatchObject({
        status: 404,
        code: 'USAGE_POINT_NOT_FOUND',
      });
    }
    // Their own answers them.
    expect((await neighbour.call('GET', `/api/contracts/start-info/${other}`)).statusCode).toBe(200);
    expect((await first.call('GET', `/api/contracts/start-info/${point()}`)).statusCode).toBe(200);
  });

  it('lets a representative acting for a company see the company’s contracts only', async () => {
    await actFor(world, first);
    const company = ok(await first.call('GET', '/api/contracts'), ContractListSchema).contracts;
    expect(company.length).toBeGreaterThan(0);
    expect(company.some((c) => own.some((o) => o.id === c.id))).toBe(false);
    const mine = own[0]!;
    expect(refusal(await first.call('GET', `/api/contracts/${mine.id}`))).toMatchObject({ status: 404 });
    expect(refusal(await first.call('GET', `/api/contracts/start-info/${point()}`))).toMatchObject({
      status: 404,
    });
    await actForSelf(first);
    expect((await first.call('GET', `/api/contracts/${mine.id}`)).statusCode).toBe(200);
  });
});

describe('the site’s switches', () => {
  it('answers 404 for every call where the site has no contracts', async () => {
    const laane = await signedIn(world, 'laane.localhost', 0);
    for (const url of ['/api/contracts', '/api/products', '/api/me/contract-offers', '/api/contracts/1']) {
      expect(refusal(await laane.call('GET', url))).toMatchObject({ status: 404, code: 'FEATURE_DISABLED' });
    }
    const moved = await laane.call('POST', '/api/contracts/1/move-out', moveOutBody('2026-12-01'));
    expect(refusal(moved)).toMatchObject({ status: 404, code: 'FEATURE_DISABLED' });
  });

  it('keeps the list where contract management is disabled, with nothing to act on', async () => {
    const saimaa = await signedIn(world, 'saimaa.localhost', 0);
    const list = ok(await saimaa.call('GET', '/api/contracts'), ContractListSchema);
    expect(list.canCreate).toBe(false);
    expect(list.contracts.length).toBeGreaterThan(0);
    expect(list.contracts.every((c) => !c.actions.renew && !c.actions.moveOut)).toBe(true);
    expect(list.contracts.every((c) => c.renewal === null)).toBe(true);
    expect(ok(await saimaa.call('GET', '/api/me/contract-offers'), ContractOffersSchema)).toEqual([]);
    const supply = list.contracts.find((c) => c.kind === 'SupplyContract' && c.status === 'active')!;
    const moved = await saimaa.call('POST', `/api/contracts/${supply.id}/move-out`, {
      ...moveOutBody('2026-12-01'),
      finalInvoiceAddress: {
        street: 'Satamakatu 1',
        city: 'Lappeenranta',
        postalCode: '53100',
        countryCode: 'FI',
      },
    });
    expect(refusal(moved)).toMatchObject({ status: 404, code: 'FEATURE_DISABLED' });
    const row = await world.db
      .selectFrom('contracts')
      .select('move_out_date')
      .where('id', '=', supply.id)
      .executeTakeFirst();
    expect(row?.move_out_date).toBeNull();
  });

  it('has no renewal offers where the site does not make them', async () => {
    const gaisma = await signedIn(world, 'gaisma.localhost', 0);
    const list = ok(await gaisma.call('GET', '/api/contracts'), ContractListSchema);
    expect(list.contracts.some((c) => c.kind === 'GasSupplyContract')).toBe(true);
    expect(list.contracts.every((c) => c.renewal === null)).toBe(true);
    expect(ok(await gaisma.call('GET', '/api/me/contract-offers'), ContractOffersSchema)).toEqual([]);
  });

  it('offers renewal but no signing where the site has no signing gateway', async () => {
    const daugava = await signedIn(world, 'daugava.localhost', 0);
    const list = ok(await daugava.call('GET', '/api/contracts'), ContractListSchema);
    expect(list).toMatchObject({ canCreate: false, signing: false });
    const due = list.contracts.find((c) => c.renewal !== null)!;
    expect(due.renewal!.offers).toBeGreaterThan(0);
    expect(due.actions).toEqual({ renew: false, moveOut: true });
  });
});
