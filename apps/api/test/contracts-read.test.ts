import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Value } from '@sinclair/typebox/value';
import {
  addDays,
  ContractDetail as ContractDetailSchema,
  ContractList as ContractListSchema,
  ContractOffers as ContractOffersSchema,
  daysBetween,
  filenameFromContentDisposition,
  StartInfo as StartInfoSchema,
  type Contract,
  type ContractList,
} from '@vool/api-client';
import {
  actFor,
  actForSelf,
  contractsWorld,
  localDay,
  ok,
  seededAt,
  signedIn,
  type ContractsWorld,
  type SignedIn,
} from './contracts-helpers.ts';
import { contractsService } from '../src/areas/contracts/service.ts';

/** The contracts of the demo world through HTTP, on the day it was seeded. */

const kiir = 'kiir.localhost';
const today = localDay(seededAt);

let world: ContractsWorld;
let first: SignedIn;
let list: ContractList;

beforeAll(async () => {
  world = await contractsWorld();
  first = await signedIn(world, kiir, 0);
  list = ok(await first.call('GET', '/api/contracts'), ContractListSchema);
}, 120_000);
afterAll(async () => {
  await world.close();
});

const supplyOf = (contracts: Contract[]) => contracts.filter((c) => c.kind === 'SupplyContract');

describe('GET /api/contracts', () => {
  it('answers the contract, with what the site allows', () => {
    expect(Value.Check(ContractListSchema, list)).toBe(true);
    // Kiir manages contracts and signs through the gateway.
    expect(list).toMatchObject({ canCreate: true, signing: true });
  });

  it('has a fixed term ending within 60 days, with renewal offers to act on', () => {
    const due = list.contracts.find((c) => c.renewal !== null)!;
    expect(due.kind).toBe('SupplyContract');
    expect(due.product?.termMonths).toBe(12);
    expect(daysBetween(today, due.endDate!)).toBeLessThanOrEqual(60);
    expect(due.renewal).toEqual({ offers: expect.any(Number), validUntil: due.endDate });
    expect(due.renewal!.offers).toBeGreaterThan(1);
    expect(due.actions).toEqual({ renew: true, moveOut: true });
  });

  it('lists per place, active contracts first', () => {
    const places = list.contracts.map((c) => (c.place ? `${c.place.street} ${c.place.city}` : '(group)'));
    // Each place's contracts together.
    expect(places.filter((p, i) => p !== places[i - 1])).toEqual([...new Set(places)]);
    const rank = { active: 0, upcoming: 1, ended: 2 };
    for (const place of new Set(places)) {
      const ranks = list.contracts.filter((_, i) => places[i] === place).map((c) => rank[c.status]);
      expect(ranks).toEqual([...ranks].sort());
    }
  });

  it('has the network contracts with the operator and the supply with the seller', () => {
    const grid = list.contracts.find((c) => c.kind === 'GridContract')!;
    expect(grid).toMatchObject({ counterparty: 'Võrguühendus AS', product: null, mainPrice: null });
    expect(list.contracts.some((c) => c.kind === 'ConnectionContract')).toBe(true);
    const supply = supplyOf(list.contracts).find((c) => c.status === 'active')!;
    expect(supply.counterparty).toBe('Kiir Elekter AS');
    expect(supply.mainPrice).toMatchObject({ priceWithVat: expect.stringMatching(/^\d+\.\d{2,4}$/) });
    expect(supply.objectId).toMatch(/^38Z/);
  });

  it('shows the company’s contracts, and only those, to its representative', async () => {
    const companyId = await actFor(world, first);
    const company = ok(await first.call('GET', '/api/contracts'), ContractListSchema);
    const ids = await world.db
      .selectFrom('contracts')
      .select('id')
      .where('client_id', '=', companyId)
      .execute();
    expect(company.contracts.map((c) => c.id).sort()).toEqual(ids.map((r) => r.id).sort());
    expect(company.contracts.some((c) => list.contracts.some((own) => own.id === c.id))).toBe(false);
    // The first company has renewed already: the renewal waits to start.
    const renewed = company.contracts.find((c) => c.renewedBy !== null)!;
    const next = company.contracts.find((c) => c.id === renewed.renewedBy!.contractId)!;
    expect(next.status).toBe('upcoming');
    expect(next.startDate).toBe(addDays(renewed.endDate!, 1));
    expect(renewed.renewal).toBeNull();
    expect(renewed.actions).toEqual({ renew: false, moveOut: false });
    await actForSelf(first);
  });
});

describe('GET /api/contracts/:id and its PDF', () => {
  it('answers the contract with its prices', async () => {
    const supply = supplyOf(list.contracts)[0]!;
    const detail = ok(await first.call('GET', `/api/contracts/${supply.id}`), ContractDetailSchema);
    expect(Value.Check(ContractDetailSchema, detail)).toBe(true);
    expect(detail).toMatchObject({
      id: supply.id,
      vatPercent: '24',
      documentName: `contract-${supply.number}.pdf`,
    });
    expect(detail.components.map((c) => c.kind)).toContain('Monthly');
    expect(detail.mainPrice).toEqual(detail.components.find((c) => c.kind === detail.mainPrice!.kind));
    expect(detail.members).toEqual([]);
  });

  it('lists a group contract’s members: the supply contracts billed under it', async () => {
    const group = await world.db
      .selectFrom('contracts as c')
      .innerJoin('sites as s', 's.id', 'c.site_id')
      .select(['c.id', 'c.client_id', 's.id as site_id', 's.theme_id', 's.country_code'])
      .where('c.kind', '=', 'GroupContract')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const site = {
      id: group.site_id,
      themeId: group.theme_id,
      countryCode: group.country_code,
      switches: { management: true, renewalOffers: true, signing: true },
    };
    const detail = await contractsService(world.db, world.now).detail(
      site,
      group.client_id,
      group.id,
      'en-GB',
    );
    expect(detail).toMatchObject({ place: null, utility: null, product: null, objectId: detail.number });
    expect(detail.members.length).toBeGreaterThan(1);
    expect(detail.members.every((m) => m.groupId === group.id && m.product !== null)).toBe(true);
    expect(new Set(detail.members.map((m) => m.place?.street)).size).toBeGreaterThan(1);
  });

  it('downloads in the portal’s language with the contract’s number as its name', async () => {
    const supply = supplyOf(list.contracts)[0]!;
    const response = await first.call('GET', `/api/contracts/${supply.id}/download`, undefined, {
      cookie: 'locale=et-EE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(filenameFromContentDisposition(String(response.headers['content-disposition']))).toBe(
      `contract-${supply.number}.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('GET /api/contracts/start-info/:objectId', () => {
  it('gives the window a new supply may start in and what is there now', async () => {
    const supply = supplyOf(list.contracts).find((c) => c.status === 'active')!;
    const info = ok(await first.call('GET', `/api/contracts/start-info/${supply.objectId}`), StartInfoSchema);
    expect(Value.Check(StartInfoSchema, info)).toBe(true);
    expect(info).toMatchObject({
      objectId: supply.objectId,
      utility: 'electricity',
      customerType: 'private',
      // Its fixed term ends within the window: a new supply starts after it.
      earliestStartDate: addDays(supply.endDate!, 1),
      latestStartDate: addDays(today, 90),
      opensOn: null,
      networkOperator: 'Võrguühendus AS',
      eic: supply.objectId,
      current: { contractId: supply.id, productName: supply.product!.name, endDate: supply.endDate },
    });
  });
});

describe('GET /api/me/contract-offers', () => {
  it('offers the public products and the client’s own from the day after the term', async () => {
    const offers = ok(await first.call('GET', '/api/me/contract-offers'), ContractOffersSchema);
    expect(Value.Check(ContractOffersSchema, offers)).toBe(true);
    const due = list.contracts.find((c) => c.renewal !== null)!;
    const offer = offers.find((o) => o.contractId === due.id)!;
    expect(offer).toMatchObject({
      endDate: due.endDate,
      validUntil: due.endDate,
      startDate: addDays(due.endDate!, 1),
    });
    expect(offer.products.length).toBe(due.renewal!.offers);
    const visibilities = new Set(offer.products.map((p) => p.visibility));
    expect([...visibilities].sort()).toEqual(['Personal', 'Public']);
    expect(offer.products.every((p) => p.utility === 'electricity' && p.customerType === 'private')).toBe(
      true,
    );
    for (const product of offer.products) {
      expect(product.validFrom <= offer.startDate).toBe(true);
      expect(product.validTo === null || product.validTo >= offer.startDate).toBe(true);
    }
  });
});
