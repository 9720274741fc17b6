import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  addDays,
  ContractList as ContractListSchema,
  StartInfo as StartInfoSchema,
  type ContractList,
} from '@vool/api-client';
import {
  agreementPdf,
  creationOf,
  insertSignedContract,
  renewalOf,
  signableProduct,
} from '../src/areas/contracts/agreements.ts';
import { drawPdf } from '../src/pdfs/jobs.ts';
import { HttpError } from '../src/errors.ts';
import {
  contractsWorld,
  localDay,
  ok,
  seededAt,
  signedIn,
  type ContractsWorld,
  type SignedIn,
} from './contracts-helpers.ts';

/** What the signing flow asks of the contracts, called as it calls them. */

const today = localDay(seededAt);
let world: ContractsWorld;
let first: SignedIn;
let neighbour: SignedIn;
let siteId: number;
let list: ContractList;

beforeAll(async () => {
  world = await contractsWorld();
  first = await signedIn(world, 'kiir.localhost', 0);
  neighbour = await signedIn(world, 'kiir.localhost', 1);
  siteId = (
    await world.db.selectFrom('sites').select('id').where('theme_id', '=', 'kiir').executeTakeFirstOrThrow()
  ).id;
  list = ok(await first.call('GET', '/api/contracts'), ContractListSchema);
}, 120_000);
afterAll(async () => {
  await world.close();
});

const base = () => ({ siteId, clientId: first.clientId, locale: 'en-GB' as const });

/** What a call threw: its status, code and fields. */
async function thrown(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`Expected an HttpError, got ${String(error)}`);
  return { status: error.statusCode, code: error.code, fields: error.fields };
}

describe('signableProduct', () => {
  it('prices a product on sale as of the start asked for', async () => {
    const before = await signableProduct(world.db, {
      ...base(),
      productId: 'kiir-fixed-12-home',
      startDate: '2026-12-31',
    });
    const after = await signableProduct(world.db, {
      ...base(),
      productId: 'kiir-fixed-12-home',
      startDate: '2027-01-01',
    });
    expect(before).toMatchObject({ id: 'kiir-fixed-12-home', name: 'Fixed 12', validTo: '2026-12-31' });
    expect(after).toMatchObject({ validFrom: '2027-01-01', validTo: null });
    expect(after!.components[0]!.price).not.toBe(before!.components[0]!.price);
  });

  it('answers the Personal product to its client only, and nothing meant for others', async () => {
    const personal = { productId: 'kiir-loyal-12-home', startDate: today };
    expect(await signableProduct(world.db, { ...base(), ...personal })).toMatchObject({
      visibility: 'Personal',
    });
    expect(
      await signableProduct(world.db, { ...base(), ...personal, clientId: neighbour.clientId }),
    ).toBeUndefined();
    for (const productId of ['kiir-spot-business', 'aurora-spot-home', 'nothing']) {
      expect(await signableProduct(world.db, { ...base(), productId, startDate: today })).toBeUndefined();
    }
    expect(
      await signableProduct(world.db, { ...base(), productId: 'kiir-spot-home', startDate: '2027-02-30' }),
    ).toBeUndefined();
  });
});

describe('renewalOf', () => {
  const due = () => list.contracts.find((c) => c.renewal !== null)!;

  it('renews a fixed term ending soon with one of its offers, from the day after', async () => {
    const contract = due();
    const renewal = await renewalOf(world.db, {
      ...base(),
      contractId: contract.id,
      productId: 'kiir-fixed-24-home',
      today,
    });
    const start = addDays(contract.endDate!, 1);
    expect(renewal).toMatchObject({
      contract: { id: contract.id },
      product: { id: 'kiir-fixed-24-home' },
      startDate: start,
    });
    expect(renewal!.endDate).toBe(addDays(`${String(Number(start.slice(0, 4)) + 2)}${start.slice(4)}`, -1));
    const spot = await renewalOf(world.db, {
      ...base(),
      contractId: contract.id,
      productId: 'kiir-spot-home',
      today,
    });
    expect(spot!.endDate).toBeNull();
    const followup = await renewalOf(world.db, {
      ...base(),
      contractId: contract.id,
      productId: 'kiir-fixed-then-spot-home',
      today,
    });
    expect(followup!.endDate).toBeNull();
  });

  it('answers nothing for another client’s contract, and refuses what is not on offer', async () => {
    const contract = due();
    const theirs = {
      ...base(),
      clientId: neighbour.clientId,
      contractId: contract.id,
      productId: 'kiir-fixed-24-home',
      today,
    };
    expect(await renewalOf(world.db, theirs)).toBeUndefined();
    const campaign = renewalOf(world.db, {
      ...base(),
      contractId: contract.id,
      productId: 'kiir-winter-home',
      today,
    });
    expect(await thrown(campaign)).toEqual({
      status: 422,
      code: 'OFFER_NOT_AVAILABLE',
      fields: { '/productId': 'OFFER_NOT_AVAILABLE' },
    });
    const grid = list.contracts.find((c) => c.kind === 'GridContract')!;
    const notRenewable = renewalOf(world.db, {
      ...base(),
      contractId: grid.id,
      productId: 'kiir-fixed-24-home',
      today,
    });
    expect((await thrown(notRenewable)).code).toBe('OFFER_NOT_AVAILABLE');
  });
});

describe('creationOf', () => {
  const supplies = () => list.contracts.filter((c) => c.kind === 'SupplyContract' && c.status === 'active');
  /** The neighbour's supply with no end: a new contract may take over from it. */
  const open = async () => {
    const theirs = ok(await neighbour.call('GET', '/api/contracts'), ContractListSchema).contracts;
    return theirs.find((c) => c.kind === 'SupplyContract' && c.status === 'active' && c.endDate === null)!
      .objectId;
  };
  const neighbours = () => ({ ...base(), clientId: neighbour.clientId });
  /** The fixed term ending within the renewal window. */
  const ending = () => supplies().find((c) => c.renewal !== null)!;
  /** A fixed term running past the days a new contract may start on. */
  const running = () => supplies().find((c) => c.endDate !== null && c.endDate > addDays(today, 90))!;

  it('makes a supply from a start within the switch window', async () => {
    const made = await creationOf(world.db, {
      ...neighbours(),
      objectId: await open(),
      productId: 'kiir-fixed-12-home',
      startDate: addDays(today, 14),
      today,
    });
    expect(made).toMatchObject({
      counterparty: 'Kiir Elekter AS',
      startDate: addDays(today, 14),
      product: { id: 'kiir-fixed-12-home' },
    });
    expect(made.endDate).toBe(addDays(`2027${addDays(today, 14).slice(4)}`, -1));
    expect(made.place.countryCode).toBe('EE');
  });

  it('refuses starts outside the window, products not to be had, and other clients’ points', async () => {
    const objectId = await open();
    const ask = (p: { objectId?: string; productId?: string; startDate?: string }) =>
      thrown(
        creationOf(world.db, {
          ...neighbours(),
          objectId,
          productId: 'kiir-spot-home',
          startDate: addDays(today, 20),
          today,
          ...p,
        }),
      );
    expect(await ask({ startDate: addDays(today, 13) })).toMatchObject({
      status: 422,
      fields: { '/startDate': 'START_TOO_EARLY' },
    });
    expect(await ask({ startDate: addDays(today, 91) })).toMatchObject({ code: 'START_TOO_LATE' });
    expect(await ask({ productId: 'kiir-spot-business' })).toMatchObject({
      fields: { '/productId': 'PRODUCT_NOT_AVAILABLE' },
    });
    const other = list.contracts[0]!.objectId;
    expect(await ask({ objectId: other })).toMatchObject({ status: 404, code: 'USAGE_POINT_NOT_FOUND' });
  });

  it('starts after a running fixed term, never within it', async () => {
    const term = ending();
    const after = addDays(term.endDate!, 1);
    const info = ok(await first.call('GET', `/api/contracts/start-info/${term.objectId}`), StartInfoSchema);
    expect(info).toMatchObject({
      earliestStartDate: after,
      latestStartDate: addDays(today, 90),
      opensOn: null,
    });
    const ask = (startDate: string) =>
      creationOf(world.db, {
        ...base(),
        objectId: term.objectId,
        productId: 'kiir-spot-home',
        startDate,
        today,
      });
    expect(await thrown(ask(term.endDate!))).toMatchObject({
      status: 422,
      fields: { '/startDate': 'FIXED_TERM_RUNNING' },
    });
    expect(await ask(after)).toMatchObject({ startDate: after });
  });

  it('says from when a contract can be made where a fixed term runs past the window', async () => {
    const term = running();
    const after = addDays(term.endDate!, 1);
    const info = ok(await first.call('GET', `/api/contracts/start-info/${term.objectId}`), StartInfoSchema);
    expect(info).toMatchObject({
      earliestStartDate: after,
      latestStartDate: after,
      opensOn: addDays(after, -90),
    });
    const ask = (startDate: string) =>
      thrown(
        creationOf(world.db, {
          ...base(),
          objectId: term.objectId,
          productId: 'kiir-spot-home',
          startDate,
          today,
        }),
      );
    expect(await ask(addDays(today, 30))).toMatchObject({ fields: { '/startDate': 'FIXED_TERM_RUNNING' } });
    expect(await ask(after)).toMatchObject({ fields: { '/startDate': 'START_TOO_LATE' } });
  });
});

describe('agreementPdf', () => {
  it('draws the proposal in the language asked for', async () => {
    const product = (await signableProduct(world.db, {
      ...base(),
      productId: 'kiir-day-night-12-home',
      startDate: today,
    }))!;
    const pdf = await agreementPdf(drawPdf, {
      siteId,
      themeId: 'kiir',
      locale: 'en-GB',
      customer: { name: 'Mari Tamm', code: '040001' },
      product,
      place: { street: 'Narva mnt 5', city: 'Tallinn', postalCode: '10111', countryCode: 'EE' },
      objectId: list.contracts[0]!.objectId,
      startDate: addDays(today, 14),
      endDate: null,
      delivery: 'email',
      number: null,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('(Agreement proposal)');
  });
});

describe('insertSignedContract', () => {
  it('numbers the new contract next and marks the one it renews', async () => {
    const old = list.contracts.find((c) => c.renewal !== null)!;
    const point = await world.db
      .selectFrom('contracts')
      .select('usage_point_id')
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    const numbers = await world.db
      .selectFrom('contracts')
      .select('number')
      .where('site_id', '=', siteId)
      .execute();
    const start = addDays(old.endDate!, 1);
    const id = await world.db.transaction().execute((tx) =>
      insertSignedContract(tx, {
        siteId,
        clientId: first.clientId,
        kind: 'SupplyContract',
        usagePointId: point.usage_point_id!,
        productId: 'kiir-fixed-24-home',
        counterparty: 'Kiir Elekter AS',
        startDate: start,
        endDate: addDays(start, 700),
        delivery: 'email',
        signedAt: world.now(),
        renews: old.id,
        groupId: null,
      }),
    );
    const made = await world.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const largest = numbers
      .map((n) => n.number)
      .sort()
      .at(-1)!;
    expect(made.number).toBe(
      `C-${String(siteId).padStart(2, '0')}-${String(Number(largest.slice(-6)) + 1).padStart(6, '0')}`,
    );
    const after = ok(await first.call('GET', '/api/contracts'), ContractListSchema).contracts;
    const renewed = after.find((c) => c.id === old.id)!;
    expect(renewed).toMatchObject({
      endDate: old.endDate,
      renewal: null,
      renewedBy: { contractId: id, startDate: start },
    });
    expect(after.find((c) => c.id === id)).toMatchObject({
      status: 'upcoming',
      product: { id: 'kiir-fixed-24-home' },
    });
  });
  it('ends the open-ended supply a new contract takes over from the day before, and is its follower', async () => {
    const theirs = ok(await neighbour.call('GET', '/api/contracts'), ContractListSchema).contracts;
    const running = theirs.find((c) => c.kind === 'SupplyContract' && c.status === 'active' && !c.endDate)!;
    const row = await world.db
      .selectFrom('contracts')
      .select(['usage_point_id', 'site_id'])
      .where('id', '=', running.id)
      .executeTakeFirstOrThrow();
    const start = addDays(today, 30);
    const id = await world.db.transaction().execute((tx) =>
      insertSignedContract(tx, {
        siteId: row.site_id,
        clientId: neighbour.clientId,
        kind: 'SupplyContract',
        usagePointId: row.usage_point_id!,
        productId: 'kiir-spot-home',
        counterparty: 'Kiir Elekter AS',
        startDate: start,
        endDate: null,
        delivery: 'email',
        signedAt: world.now(),
        renews: null,
        groupId: null,
      }),
    );
    const after = ok(await neighbour.call('GET', '/api/contracts'), ContractListSchema).contracts;
    expect(after.find((c) => c.id === running.id)).toMatchObject({
      endDate: addDays(start, -1),
      renewedBy: { contractId: id, startDate: start },
    });
    // Only the supply: the network and connection contracts at the place run on.
    expect(after.filter((c) => c.kind !== 'SupplyContract').every((c) => c.endDate === null)).toBe(true);
  });
});
