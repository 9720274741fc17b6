import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Value } from '@sinclair/typebox/value';
import { addDays, daysBetween, Products as ProductsSchema, type Product } from '@vool/api-client';
import { seed } from '../src/db/seed/index.ts';
import { searchCompany } from '../src/db/seed/usage-points.ts';
import { people } from './helpers.ts';
import {
  contractsWorld,
  localDay,
  ok,
  seededAt,
  signedIn,
  type ContractsWorld,
} from './contracts-helpers.ts';

/** The demo world's products and contracts, as seeded, and the products as the API sells them. */

const today = localDay(seededAt);
let world: ContractsWorld;

beforeAll(async () => {
  world = await contractsWorld();
}, 120_000);
afterAll(async () => {
  await world.close();
});

const contractsOf = () =>
  world.db
    .selectFrom('contracts as c')
    .leftJoin('usage_points as p', 'p.id', 'c.usage_point_id')
    .leftJoin('products as pr', 'pr.id', 'c.product_id')
    .select([
      'c.id',
      'c.client_id',
      'c.site_id',
      'c.kind',
      'c.number',
      'c.start_date',
      'c.end_date',
      'c.group_id',
    ])
    .select(['c.renewed_by', 'c.usage_point_id', 'p.location_id', 'pr.pricing_kind', 'pr.term_months'])
    .orderBy('c.id')
    .execute();

/** The points that have contracts: all but those of the company of 2,000 (seed/usage-points.ts). */
const seededPoints = () =>
  world.db
    .selectFrom('usage_points as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .where('c.name', '<>', searchCompany.name);

describe('the seeded contracts', () => {
  it('gives every client with usage points contracts, and the new customers none', async () => {
    const [contracts, points, clients] = await Promise.all([
      contractsOf(),
      seededPoints().select(['client_id']).execute(),
      world.db.selectFrom('clients').select(['id', 'is_new_customer']).execute(),
    ]);
    const withPoints = new Set(points.map((p) => p.client_id));
    const withContracts = new Set(contracts.map((c) => c.client_id));
    expect([...withContracts].sort()).toEqual([...withPoints].sort());
    expect(clients.filter((c) => c.is_new_customer).some((c) => withContracts.has(c.id))).toBe(false);
    const numbers = contracts.map((c) => `${c.site_id} ${c.number}`);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(contracts.every((c) => /^C-\d{2}-\d{6}$/.test(c.number))).toBe(true);
  });

  it('has the contracts each utility and place needs', async () => {
    const contracts = await contractsOf();
    const points = await seededPoints()
      .select(['p.id', 'p.client_id', 'p.location_id', 'p.utility', 'p.producer'])
      .execute();
    const kindsAt = (id: number) =>
      new Set(contracts.filter((c) => c.usage_point_id === id).map((c) => c.kind));
    const needs = {
      electricity: ['SupplyContract', 'GridContract'],
      gas: ['GasSupplyContract', 'GasGridContract'],
      heating: ['HeatingGridContract'],
    };
    for (const point of points) {
      const kinds = kindsAt(point.id);
      for (const kind of needs[point.utility]) expect(kinds).toContain(kind);
      if (point.producer) expect(kinds).toContain('PurchaseContract');
    }
    const electricPlaces = new Set(
      points.filter((p) => p.utility === 'electricity').map((p) => p.location_id),
    );
    const connections = contracts.filter((c) => c.kind === 'ConnectionContract').map((c) => c.location_id);
    expect(connections.sort()).toEqual([...electricPlaces].sort());
    // A company with several places is billed under a group contract its supply contracts name.
    for (const group of contracts.filter((c) => c.kind === 'GroupContract')) {
      const members = contracts.filter((c) => c.group_id === group.id);
      expect(new Set(members.map((m) => m.location_id)).size).toBeGreaterThan(1);
      expect(members.every((m) => m.client_id === group.client_id && m.pricing_kind !== null)).toBe(true);
    }
  });

  it('spreads the pricing kinds and the ends of fixed terms, with a history', async () => {
    const supply = (await contractsOf()).filter((c) => c.pricing_kind !== null);
    const kinds = new Set(supply.map((c) => `${c.pricing_kind} ${c.term_months ?? ''}`.trim()));
    for (const kind of [
      'Hourly',
      'Fixed 12',
      'Fixed 24',
      'FixedMonthly',
      'FixedTermWithTermlessFollowup 12',
    ]) {
      expect(kinds).toContain(kind);
    }
    const running = supply.filter((c) => c.end_date !== null && c.start_date <= today && c.end_date >= today);
    expect(running.some((c) => daysBetween(today, c.end_date!) <= 60)).toBe(true);
    expect(running.some((c) => daysBetween(today, c.end_date!) > 60)).toBe(true);
    const ended = supply.filter((c) => c.end_date !== null && c.end_date < today);
    expect(ended.length).toBeGreaterThan(10);
    for (const old of supply.filter((c) => c.renewed_by !== null)) {
      const next = supply.find((c) => c.id === old.renewed_by)!;
      expect(next).toMatchObject({
        usage_point_id: old.usage_point_id,
        start_date: addDays(old.end_date!, 1),
      });
    }
  });

  it('gives the first person of every site that sells supply a fixed term ending within 60 days', async () => {
    const contracts = await contractsOf();
    const sites = await world.db.selectFrom('sites').select(['id', 'theme_id']).execute();
    for (const site of sites) {
      const first = await world.db
        .selectFrom('clients')
        .select('id')
        .where('site_id', '=', site.id)
        .where('type', '=', 'private')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const own = contracts.filter(
        (c) => c.client_id === first.id && ['SupplyContract', 'GasSupplyContract'].includes(c.kind),
      );
      if (!contracts.some((c) => c.site_id === site.id && c.kind.endsWith('SupplyContract'))) continue;
      const due = own.filter(
        (c) =>
          c.end_date !== null &&
          c.start_date <= today &&
          daysBetween(today, c.end_date) <= 60 &&
          c.end_date >= today,
      );
      expect({ site: site.theme_id, due: due.length > 0 }).toEqual({ site: site.theme_id, due: true });
    }
  });

  it('gives every demo person who signs in a contract', async () => {
    const sites = await world.db.selectFrom('sites').select('theme_id').execute();
    for (const host of sites.map((site) => `${site.theme_id}.localhost`)) {
      for (const person of (await people(world.app, host)).filter((p) => !p.isNewCustomer)) {
        const found = await world.db
          .selectFrom('contracts as c')
          .innerJoin('clients as k', 'k.id', 'c.client_id')
          .innerJoin('sites as s', 's.id', 'k.site_id')
          .select('c.id')
          .where('k.registry_code', '=', person.ssn)
          .where('s.theme_id', '=', host.split('.')[0]!)
          .execute();
        expect({ host, person: person.name, some: found.length > 0 }).toEqual({
          host,
          person: person.name,
          some: true,
        });
      }
    }
  });

  it('seeds a database made before contracts the same as a fresh one', async () => {
    const before = await contractsOf();
    await world.db.deleteFrom('contracts').execute();
    await world.db.deleteFrom('products').execute();
    await seed(world.db, new Date(seededAt));
    const after = await contractsOf();
    const shape = (rows: typeof before) =>
      rows.map(({ renewed_by, group_id, ...rest }) => ({
        ...rest,
        // Ids are the database's: new rows, new ids.
        id: undefined,
        renewed: renewed_by !== null,
        grouped: group_id !== null,
      }));
    expect(shape(after)).toEqual(shape(before));
  });
});

describe('GET /api/products', () => {
  const fixedBase = (products: Product[], id: string) =>
    products.find((p) => p.id === id)!.components.find((c) => c.kind === 'Base')!.price;

  it('prices by the country and by the supply start asked for', async () => {
    const aurora = await signedIn(world, 'aurora.localhost', 0);
    const kiir = await signedIn(world, 'kiir.localhost', 0);
    const daugava = await signedIn(world, 'daugava.localhost', 0);
    const fi = ok(await aurora.call('GET', '/api/products'), ProductsSchema);
    const ee = ok(await kiir.call('GET', '/api/products'), ProductsSchema);
    const lv = ok(await daugava.call('GET', '/api/products'), ProductsSchema);
    expect(Value.Check(ProductsSchema, ee)).toBe(true);
    const bases = [
      fixedBase(fi, 'aurora-fixed-12-home'),
      fixedBase(ee, 'kiir-fixed-12-home'),
      fixedBase(lv, 'daugava-fixed-12-home'),
    ];
    expect(new Set(bases).size).toBe(3);
    expect([fi[0]!.vatPercent, ee[0]!.vatPercent, lv[0]!.vatPercent]).toEqual(['25.5', '24', '21']);
    const later = ok(await kiir.call('GET', '/api/products?supplyStartDate=2027-01-01'), ProductsSchema);
    expect(fixedBase(later, 'kiir-fixed-12-home')).not.toBe(fixedBase(ee, 'kiir-fixed-12-home'));
    expect(later[0]).toMatchObject({ validFrom: '2027-01-01', validTo: null });
    expect(ee[0]!.validTo).toBe('2026-12-31');
  });

  it('lists the public products for the client’s kind, in the portal’s language', async () => {
    const aurora = await signedIn(world, 'aurora.localhost', 0);
    const list = ok(
      await aurora.call('GET', '/api/products', undefined, { cookie: 'locale=fi-FI' }),
      ProductsSchema,
    );
    expect(list.every((p) => p.visibility === 'Public' && p.customerType === 'private')).toBe(true);
    expect(list.find((p) => p.id === 'aurora-fixed-12-home')!.name).toBe('Kiinteä 12');
    const swedish = ok(
      await aurora.call('GET', '/api/products', undefined, { cookie: 'locale=sv-FI' }),
      ProductsSchema,
    );
    expect(swedish.find((p) => p.id === 'aurora-fixed-12-home')!.name).toBe('Fast 12');
    // A campaign's code shows its product; Personal products never show here.
    const campaign = ok(await aurora.call('GET', '/api/products?campaignCode=winter26'), ProductsSchema);
    expect(campaign.map((p) => p.visibility)).toContain('CampaignCode');
    expect(ok(await aurora.call('GET', '/api/products?visibility=Personal'), ProductsSchema)).toEqual([]);
    expect(ok(await aurora.call('GET', '/api/products?country=EE'), ProductsSchema)).toEqual([]);
    expect((await aurora.call('GET', '/api/products?supplyStartDate=2027-02-30')).statusCode).toBe(422);
  });

  it('shows companies their target group’s products, and answers by id', async () => {
    const kiir = await signedIn(world, 'kiir.localhost', 1);
    const companies = await world.db
      .selectFrom('representations')
      .select('client_id')
      .where('representative_id', '=', kiir.clientId)
      .execute();
    expect(companies.length).toBeGreaterThan(0);
    const switched = await kiir.call('GET', '/api/me/representatives');
    const company = switched.json<Array<{ clientCode: string; self: boolean }>>().find((c) => !c.self)!;
    await kiir.call('POST', '/api/me/representatives', { representativeCode: company.clientCode });
    const list = ok(await kiir.call('GET', '/api/products'), ProductsSchema);
    expect(list.some((p) => p.visibility === 'TargetGroup' && p.customerType === 'legal')).toBe(true);
    expect(list.every((p) => p.customerType === 'legal')).toBe(true);
    const byIds = ok(
      await kiir.call(
        'GET',
        '/api/products/by-ids?productId[]=kiir-spot-business&productId[]=kiir-loyal-12-home&productId[]=kiir-spot-home&legalEntity=true',
      ),
      ProductsSchema,
    );
    expect(byIds.map((p) => p.id)).toEqual(['kiir-spot-business']);
  });
});
