import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  actForSelf,
  contractsWorld,
  refusal,
  signedIn,
  type ContractsWorld,
  type SignedIn,
} from './contracts-helpers.ts';
import { actForCompany, nordlys, page, pointsOf, search } from './usage-points-helpers.ts';

/**
 * Who finds which usage points: both calls need a session, and every search and listing answers the
 * acting client's points only. Each of five clients (two neighbours on one site, a company and its
 * representative, a client of another site) looks for each other's points by every search type: a
 * point of another client is never found, as one that does not exist.
 */

const kiir = 'kiir.localhost';
const aurora = 'aurora.localhost';

let world: ContractsWorld;
/** Each viewer's session and the points the database says are theirs. */
const viewers: Record<string, { who: SignedIn; clientId: number }> = {};
const owned: Record<string, Awaited<ReturnType<typeof pointsOf>>> = {};

beforeAll(async () => {
  world = await contractsWorld();
  const kiirFirst = await signedIn(world, kiir, 0);
  const kiirNeighbour = await signedIn(world, kiir, 1);
  const auroraFirst = await signedIn(world, aurora, 0);
  const representative = await signedIn(world, nordlys, 1);
  const forCompany = await signedIn(world, nordlys, 1);
  const companyId = await actForCompany(world, forCompany);
  Object.assign(viewers, {
    kiirFirst: { who: kiirFirst, clientId: kiirFirst.clientId },
    kiirNeighbour: { who: kiirNeighbour, clientId: kiirNeighbour.clientId },
    auroraFirst: { who: auroraFirst, clientId: auroraFirst.clientId },
    representative: { who: representative, clientId: representative.clientId },
    company: { who: forCompany, clientId: companyId },
  });
  for (const [name, { clientId }] of Object.entries(viewers)) owned[name] = await pointsOf(world, clientId);
}, 180_000);
afterAll(async () => {
  await world.close();
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/usage-points/me', undefined],
    ['POST', '/api/usage-points/search', { searchType: 'ADDRESS', query: 'Tallinn' }],
  ] as const)('%s %s answers 401', async (method, url, payload) => {
    const response = await world.app.inject({
      method,
      url,
      headers: { host: kiir },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the listing', () => {
  it.each(['kiirFirst', 'kiirNeighbour', 'auroraFirst', 'representative'])(
    "of %s is that client's points, all of them",
    async (name) => {
      const answer = page(await viewers[name]!.who.call('GET', '/api/usage-points/me?limit=50'));
      expect(answer.total).toBe(owned[name]!.length);
      expect(new Set(answer.items.map((p) => p.identifier))).toEqual(
        new Set(owned[name]!.map((p) => p.identifier)),
      );
    },
  );
});

/** Every viewer × every other client's points × every way of asking. */
describe('another client’s point', () => {
  const pairs = ['kiirFirst', 'kiirNeighbour', 'auroraFirst', 'representative', 'company'].flatMap((viewer) =>
    ['kiirFirst', 'kiirNeighbour', 'auroraFirst', 'representative', 'company']
      .filter((owner) => owner !== viewer)
      .map((owner) => [viewer, owner] as const),
  );

  it.each(pairs)('is never found by %s among %s’s', async (viewer, owner) => {
    const { who } = viewers[viewer]!;
    const mine = new Set(owned[viewer]!.map((p) => p.identifier));
    for (const point of owned[owner]!.slice(0, 3)) {
      const asked = [
        await search(
          who,
          point.identifier_type === 'GSRN' ? 'GSRN' : 'EIC_OR_METER_NUMBER',
          point.identifier,
        ),
        await search(who, 'EIC_OR_METER_NUMBER', point.meter_number),
        await search(who, 'ADDRESS', `${point.street} ${point.city}`, { limit: 50 }),
        await who.call('GET', `/api/usage-points/me?identifier=${point.identifier}`),
      ];
      for (const response of asked) {
        const found = page(response).items.map((p) => p.identifier);
        expect(found).not.toContain(point.identifier);
        expect(found.every((id) => mine.has(id))).toBe(true);
      }
    }
  });

  it.each(['kiirFirst', 'auroraFirst', 'company'])('is found by %s when it is their own', async (viewer) => {
    const { who } = viewers[viewer]!;
    const point = owned[viewer]![0]!;
    const type = point.identifier_type === 'GSRN' ? 'GSRN' : 'EIC_OR_METER_NUMBER';
    expect(page(await search(who, type, point.identifier)).items[0]!.identifier).toBe(point.identifier);
    const byAddress = page(await search(who, 'ADDRESS', `${point.street} ${point.city}`, { limit: 50 }));
    expect(byAddress.items.map((p) => p.identifier)).toContain(point.identifier);
  });
});

describe('a representative', () => {
  it("finds the company's points only while acting for it", async () => {
    const who = await signedIn(world, nordlys, 1);
    const companyPoint = owned.company![42]!;
    const ask = async () => page(await search(who, 'EIC_OR_METER_NUMBER', companyPoint.meter_number)).items;
    expect((await ask()).map((p) => p.identifier)).not.toContain(companyPoint.identifier);
    await actForCompany(world, who);
    expect((await ask()).map((p) => p.identifier)).toContain(companyPoint.identifier);
    await actForSelf(who);
    expect((await ask()).map((p) => p.identifier)).not.toContain(companyPoint.identifier);
  });
});

/**
 * `kind=UsagePoint`: the points a supply contract can be made for. nordlys' producer has a production
 * point (solar panels) at the place where gas and heat are supplied, so every way of finding that
 * place finds it too, unless the kind leaves it out; `total` then counts the supply points only.
 */
describe('points of one kind', () => {
  const production = () => owned.representative!.find((p) => p.point_kind === 'MicrogenerationSite')!;
  const supplied = () => owned.representative!.filter((p) => p.point_kind === 'UsagePoint');

  it('the listing has the supply points only, and counts them', async () => {
    const { who } = viewers.representative!;
    expect(production()).toBeDefined();
    const listed = page(await who.call('GET', '/api/usage-points/me?limit=50&kind=UsagePoint'));
    expect(listed.total).toBe(supplied().length);
    expect(listed.total).toBeLessThan(owned.representative!.length);
    expect(new Set(listed.items.map((p) => p.identifier))).toEqual(
      new Set(supplied().map((p) => p.identifier)),
    );
    expect(listed.items.every((p) => p.pointKind === 'UsagePoint')).toBe(true);
    const named = (kind: string) =>
      who.call('GET', `/api/usage-points/me?identifier=${production().identifier}${kind}`);
    expect(page(await named('')).total).toBe(1);
    expect(page(await named('&kind=UsagePoint'))).toMatchObject({ items: [], total: 0 });
    expect(page(await named('&kind=MicrogenerationSite')).items[0]!.identifier).toBe(production().identifier);
  });

  /** Every search plan: an identifier whole and by its start, a meter, an address three ways. */
  const asked: Array<[string, (p: ReturnType<typeof production>) => [string, string]]> = [
    ['its whole EIC', (p) => ['EIC_OR_METER_NUMBER', p.identifier]],
    ['the start of its EIC', (p) => ['EIC_OR_METER_NUMBER', p.identifier.slice(0, 5)]],
    ['its meter number', (p) => ['EIC_OR_METER_NUMBER', p.meter_number]],
    ['the start of its address', (p) => ['ADDRESS', p.street]],
    ['the words of its address', (p) => ['ADDRESS', `${p.city} ${p.street.split(' ')[0]!}`]],
    // The town with a letter dropped: no word starts the address, only the fuzzy match finds it.
    ['its address mistyped', (p) => ['ADDRESS', `${p.street} ${p.city.slice(0, 2)}${p.city.slice(3)}`]],
  ];

  it.each(asked)(
    'a search by %s leaves the production point out, and counts what it leaves',
    async (_l, ask) => {
      const { who } = viewers.representative!;
      const [searchType, query] = ask(production());
      const all = page(await search(who, searchType, query, { limit: 50 }));
      const kept = page(await search(who, searchType, query, { limit: 50, kind: 'UsagePoint' }));
      expect(all.items.map((p) => p.identifier)).toContain(production().identifier);
      expect(all.total).toBe(all.items.length);
      const expected = all.items.filter((p) => p.pointKind === 'UsagePoint').map((p) => p.identifier);
      expect(kept.items.map((p) => p.identifier)).toEqual(expected);
      expect(kept.total).toBe(expected.length);
    },
  );

  it('is still the acting client’s: the company’s supply points are not the producer’s', async () => {
    const { who } = viewers.representative!;
    const theirs = owned.company![7]!;
    const type = theirs.identifier_type === 'GSRN' ? 'GSRN' : 'EIC_OR_METER_NUMBER';
    const found = page(await search(who, type, theirs.identifier, { kind: 'UsagePoint' }));
    expect(found.total).toBe(0);
    const listed = page(
      await who.call('GET', `/api/usage-points/me?identifier=${theirs.identifier}&kind=UsagePoint`),
    );
    expect(listed.total).toBe(0);
  });

  it.each([
    ['the search', () => search(viewers.representative!.who, 'ADDRESS', 'Tallinn', { kind: 'TechPoint' })],
    ['the listing', () => viewers.representative!.who.call('GET', '/api/usage-points/me?kind=usagepoint')],
  ])('answers 422 for an unknown kind in %s, naming the field', async (_label, ask) => {
    const answer = refusal(await ask());
    expect(answer).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    expect(Object.keys(answer.fields ?? {})).toContain('/kind');
  });
});
