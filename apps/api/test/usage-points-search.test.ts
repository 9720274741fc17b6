import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { foldText } from '../src/db/search-fold.ts';
import {
  contractsWorld,
  refusal,
  signedIn,
  type ContractsWorld,
  type SignedIn,
} from './contracts-helpers.ts';
import { actForCompany, nordlys, page, pointsOf, search } from './usage-points-helpers.ts';

/**
 * The usage point search over the seeded company of 2,000 points (spec §3, §7): each search type,
 * the fuzzy address, the order, the paging and the refusals. The same on PGlite (trigrams compared by
 * the query) and on PostgreSQL (pg_trgm).
 */

let world: ContractsWorld;
let who: SignedIn;
let points: Awaited<ReturnType<typeof pointsOf>>;

beforeAll(async () => {
  world = await contractsWorld();
  who = await signedIn(world, nordlys, 1);
  points = await pointsOf(world, await actForCompany(world, who));
}, 120_000);
afterAll(async () => {
  await world.close();
});

const streetName = (street: string) => foldText(street.replace(/\s*\d.*$/, ''));
const houseNumber = (street: string) => Number(/\d+/.exec(street)?.[0] ?? 0);

describe('the listing', () => {
  it('pages through every point of the client once, by street and house number', async () => {
    const seen: string[] = [];
    let offset = 0;
    for (;;) {
      const answer = page(await who.call('GET', `/api/usage-points/me?limit=50&offset=${offset}`));
      expect(answer).toMatchObject({ total: 2000, limit: 50, offset });
      if (answer.items.length === 0) break;
      seen.push(...answer.items.map((p) => p.identifier));
      const streets = answer.items.map((p) => p.address.street);
      for (let i = 1; i < streets.length; i++) {
        const [a, b] = [streets[i - 1]!, streets[i]!];
        if (streetName(a) === streetName(b)) expect(houseNumber(a)).toBeLessThanOrEqual(houseNumber(b));
        else expect(streetName(a) < streetName(b)).toBe(true);
      }
      offset += 50;
    }
    expect(seen).toHaveLength(2000);
    expect(new Set(seen)).toEqual(new Set(points.map((p) => p.identifier)));
  });

  it('answers 20 by default, and one point by its identifier', async () => {
    const first = page(await who.call('GET', '/api/usage-points/me'));
    expect(first.items).toHaveLength(20);
    const named = points[1234]!;
    const one = page(await who.call('GET', `/api/usage-points/me?identifier=${named.identifier}`));
    expect(one.total).toBe(1);
    expect(one.items[0]).toMatchObject({ identifier: named.identifier, address: { street: named.street } });
    expect(one.items[0]!.dataTypes.length).toBeGreaterThan(0);
  });
});

describe('by GSRN', () => {
  const gsrns = () => points.filter((p) => p.identifier_type === 'GSRN');

  it('finds the points whose GSRN starts with the digits, spaces as typed', async () => {
    const prefix = gsrns()[7]!.identifier.slice(0, 6);
    const spaced = `${prefix.slice(0, 3)} ${prefix.slice(3)}`;
    const answer = page(await search(who, 'GSRN', spaced, { limit: 50 }));
    const expected = gsrns().filter((p) => p.identifier.startsWith(prefix));
    expect(answer.total).toBe(expected.length);
    expect(answer.items.every((p) => p.identifier.startsWith(prefix) && p.identifierType === 'GSRN')).toBe(
      true,
    );
  });

  it('answers the one point for a whole GSRN, and nothing for letters', async () => {
    const point = gsrns()[300]!;
    const answer = page(await search(who, 'GSRN', point.identifier));
    expect(answer.total).toBe(1);
    expect(answer.items[0]!.identifier).toBe(point.identifier);
    expect(page(await search(who, 'GSRN', 'Mannerheimintie')).total).toBe(0);
  });
});

describe('by EIC or meter number', () => {
  it('finds EICs by their start, in any case', async () => {
    const point = points.find((p) => p.identifier.startsWith('43Z'))!;
    const prefix = point.identifier.slice(0, 9);
    const answer = page(await search(who, 'EIC_OR_METER_NUMBER', prefix.toLowerCase(), { limit: 50 }));
    const expected = points.filter(
      (p) => p.identifier.startsWith(prefix) || p.meter_number.startsWith(prefix),
    );
    expect(answer.total).toBe(expected.length);
    expect(answer.items.map((p) => p.identifier)).toContain(point.identifier);
  });

  it('finds meter numbers, the whole number first', async () => {
    const point = points[1500]!;
    const answer = page(
      await search(who, 'EIC_OR_METER_NUMBER', point.meter_number.slice(0, 4), { limit: 50 }),
    );
    expect(answer.items.every((p) => p.meterNumber.startsWith(point.meter_number.slice(0, 4)))).toBe(true);
    const whole = page(await search(who, 'EIC_OR_METER_NUMBER', point.meter_number));
    expect(whole.items[0]!.meterNumber).toBe(point.meter_number);
  });

  it('does not look for GSRNs as EICs', async () => {
    const gsrn = points.find((p) => p.identifier_type === 'GSRN')!.identifier;
    expect(page(await search(who, 'EIC_OR_METER_NUMBER', gsrn)).total).toBe(0);
  });
});

describe('by address', () => {
  it('finds a street by its start, letters with or without their marks', async () => {
    for (const query of ['Pärnu mnt', 'parnu MNT', 'PARNU, mnt']) {
      const answer = page(await search(who, 'ADDRESS', query, { limit: 50 }));
      expect(answer.total).toBeGreaterThan(50);
      // The places on Pärnu mnt come first: the whole query starts their address.
      expect(answer.items.every((p) => p.address.street.startsWith('Pärnu mnt'))).toBe(true);
    }
  });

  it('puts addresses the query starts before those that only contain its words', async () => {
    const answer = page(await search(who, 'ADDRESS', 'tartu', { limit: 50 }));
    const onStreet = points.filter((p) => p.street.startsWith('Tartu mnt')).length;
    const inTown = points.filter((p) => p.city === 'Tartu' && !p.street.startsWith('Tartu mnt')).length;
    expect(answer.total).toBe(onStreet + inTown);
    // The street's places (whose address starts with the word) fill the page before the town's.
    const kinds = answer.items.map((p) => p.address.street.startsWith('Tartu mnt'));
    expect(kinds).toEqual(answer.items.map((_, i) => i < onStreet));
  });

  it('matches every word wherever it starts a word: street, number, postcode, town', async () => {
    const place = points.find((p) => p.city === 'Rīga' && p.street.startsWith('Brīvības'))!;
    const answer = page(await search(who, 'ADDRESS', `riga ${place.street.split(' ').at(-1)} brivibas`));
    expect(answer.items.map((p) => p.identifier)).toContain(place.identifier);
    for (const p of answer.items.filter((i) => i.address.street === place.street)) {
      expect(p.address.city).toBe('Rīga');
    }
  });

  it('finds an address typed with a mistake, the closest first', async () => {
    const place = points.find((p) => p.street.startsWith('Mannerheimintie 1') && p.city === 'Helsinki')!;
    const typo = place.street.replace('Mannerheimintie', 'Manerheimintei');
    const answer = page(await search(who, 'ADDRESS', typo));
    expect(answer.total).toBeGreaterThan(0);
    expect(foldText(answer.items[0]!.address.street)).toMatch(/^mannerheimintie /);
    expect(answer.items.map((p) => p.address.street)).toContain(place.street);
    expect(page(await search(who, 'ADDRESS', 'Zzyzx Qwerty')).total).toBe(0);
  });

  it('pages a search: the same total, no point twice', async () => {
    const pages = await Promise.all(
      [0, 10, 20].map(async (offset) =>
        page(await search(who, 'ADDRESS', 'helsinki', { limit: 10, offset })),
      ),
    );
    expect(new Set(pages.map((p) => p.total)).size).toBe(1);
    const ids = pages.flatMap((p) => p.items.map((i) => i.identifier));
    expect(new Set(ids).size).toBe(30);
    expect(pages[0]!.total).toBe(points.filter((p) => p.city === 'Helsinki').length);
  });
});

describe('bad input', () => {
  const cases: Array<[string, object, string]> = [
    ['an empty query', { searchType: 'ADDRESS', query: '' }, '/query'],
    ['spaces only', { searchType: 'GSRN', query: '   ' }, '/query'],
    ['an unknown type', { searchType: 'NAME', query: 'Tallinn' }, '/searchType'],
    ['no type', { query: 'Tallinn' }, '/searchType'],
    ['no query', { searchType: 'ADDRESS' }, '/query'],
    ['too long a query', { searchType: 'ADDRESS', query: 'a'.repeat(101) }, '/query'],
    ['a page of none', { searchType: 'ADDRESS', query: 'a', limit: 0 }, '/limit'],
    ['too big a page', { searchType: 'ADDRESS', query: 'a', limit: 51 }, '/limit'],
    ['a field it does not know', { searchType: 'ADDRESS', query: 'a', client: 1 }, '/client'],
  ];
  it.each(cases)('answers 422 for %s, naming the field', async (_label, body, field) => {
    const answer = refusal(await who.call('POST', '/api/usage-points/search', body));
    expect(answer).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    expect(Object.keys(answer.fields ?? {})).toContain(field);
  });

  it.each(['limit=0', 'limit=51', 'limit=ten', 'offset=-1', 'identifier=a%27'])(
    'answers 422 for the listing with %s',
    async (query) => {
      expect(refusal(await who.call('GET', `/api/usage-points/me?${query}`))).toMatchObject({
        status: 422,
        code: 'VALIDATION_FAILED',
      });
    },
  );
});
