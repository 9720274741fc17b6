import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DashboardLocations as DashboardLocationsSchema,
  MonthStatistics as MonthStatisticsSchema,
  YearlyConsumption as YearlyConsumptionSchema,
  dashboardPlaces,
  type DashboardLocations,
} from '@vool/api-client';
import { toPointModel } from '../src/areas/locations/usage-points.ts';
import { dataFrom, lastCompleteDay } from '../src/energy/availability.ts';
import { sumDays } from '../src/energy/statistics.ts';
import { civil, dayNumber, dayOf, daysInMonth } from '../src/energy/time.ts';
import {
  contractsWorld,
  ok,
  refusal,
  signedIn,
  type ContractsWorld,
  type SignedIn,
} from './contracts-helpers.ts';
import { actForCompany, nordlys } from './usage-points-helpers.ts';

/**
 * The dashboard of a client of any size: `GET /api/dashboard/locations` answers a page of the places
 * and the counts of all of them; the figures over every point stay exact. The company of 2,000 points
 * on 1,600 places (seed/usage-points.ts), acted for by nordlys' second demo person; on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL).
 */

let world: ContractsWorld;
let company: SignedIn;
let companyId: number;
let person: SignedIn;

beforeAll(async () => {
  world = await contractsWorld();
  company = await signedIn(world, nordlys, 1);
  companyId = await actForCompany(world, company);
  // The same person in a session of their own, acting for themself.
  person = await signedIn(world, nordlys, 1);
}, 120_000);
afterAll(async () => {
  await world.close();
});

const placesOf = (who: SignedIn, query = '') =>
  who.call('GET', `/api/dashboard/locations${query}`).then((r) => ok(r, DashboardLocationsSchema));

const placeIds = async (clientId: number) =>
  (
    await world.db
      .selectFrom('locations')
      .select('id')
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

describe('the places of a company of 1,600', () => {
  it('answers the first five with their points, and how many places and points there are in all', async () => {
    const answer = await placesOf(company);
    expect(answer).toMatchObject({
      total: 1600,
      limit: dashboardPlaces,
      offset: 0,
      usagePoints: 2000,
      utilities: ['electricity', 'heating'],
      producer: false,
    });
    expect(answer.items.map((place) => place.id)).toEqual((await placeIds(companyId)).slice(0, 5));
    const points = answer.items.flatMap((place) => place.usagePoints);
    expect(points.length).toBeGreaterThanOrEqual(5);
    // This month so far: the seeding instant is the 20th, so every point has used something.
    expect(points.every((point) => point.monthToDate > 0)).toBe(true);
  });

  it('pages through every place once, in the order they were added', async () => {
    const seen: number[] = [];
    let pages = 0;
    for (let offset = 0; ; offset += 50) {
      const answer = await placesOf(company, `?limit=50&offset=${offset}`);
      expect(answer).toMatchObject({ total: 1600, limit: 50, offset, usagePoints: 2000 });
      if (answer.items.length === 0) break;
      seen.push(...answer.items.map((place) => place.id));
      pages++;
    }
    expect(pages).toBe(32);
    expect(seen).toEqual(await placeIds(companyId));
    const pointsSeen = await placesOf(company, '?limit=50&offset=1599');
    expect(pointsSeen.items).toHaveLength(1);
  });
});

describe('scoped to the acting client', () => {
  it('answers the person’s own places in their own session, none of the company’s', async () => {
    const own = await placesOf(person);
    const ownIds = await placeIds(person.clientId);
    expect(own.items.map((place) => place.id)).toEqual(ownIds);
    expect(own.total).toBe(ownIds.length);
    const companyIds = new Set(await placeIds(companyId));
    expect(ownIds.some((id) => companyIds.has(id))).toBe(false);
  });

  it('answers no places for an offset past the last', async () => {
    const last = await placesOf(company, '?limit=50&offset=1600');
    expect(last.items).toEqual([]);
    const far = await placesOf(person, '?offset=5');
    expect(far.items).toEqual([]);
  });

  it('shows a client with no more places than the card holds all of them, as before', async () => {
    const own = await placesOf(person);
    expect(own.total).toBeLessThanOrEqual(dashboardPlaces);
    expect(own.items).toHaveLength(own.total);
    expect(own.items.every((place) => place.usagePoints.length > 0)).toBe(true);
  });
});

describe('bad paging', () => {
  it.each([
    ['limit=0', '/limit'],
    ['limit=51', '/limit'],
    ['limit=five', '/limit'],
    ['limit=', '/limit'],
    ['offset=-1', '/offset'],
    ['offset=1.5', '/offset'],
    ['page=2', '/page'],
  ])('answers 422 for ?%s, naming the field', async (query, field) => {
    const answer = refusal(await company.call('GET', `/api/dashboard/locations?${query}`));
    expect(answer).toMatchObject({
      status: 422,
      name: 'ValidationError',
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
    });
    expect(Object.keys(answer.fields ?? {})).toContain(field);
  });

  it('answers 422 for a limit given twice', async () => {
    const answer = refusal(await company.call('GET', '/api/dashboard/locations?limit=5&limit=6'));
    expect(answer).toMatchObject({ status: 422, code: 'DUPLICATE_PARAMETER' });
  });
});

describe('the figures over all 2,000 points', () => {
  /** Every point of the company as the generators see it, for sums made the plain way. */
  const models = async () =>
    (
      await world.db
        .selectFrom('usage_points as p')
        .innerJoin('locations as l', 'l.id', 'p.location_id')
        .selectAll('p')
        .select(['l.country_code', 'l.latitude', 'l.coastal'])
        .where('p.client_id', '=', companyId)
        .execute()
    ).map((row) => toPointModel(row, row));

  it('are the plain sums of every point’s days, asked once or again', async () => {
    const at = world.now().getTime();
    const all = await models();
    const plain = (utility: string, from: number, to: number) =>
      all
        .filter((model) => model.utility === utility)
        .reduce((sum, model) => sum + sumDays(model, 'consumption', from, to, at), 0) / 1000;
    const latest = Math.min(lastCompleteDay('electricity', at), lastCompleteDay('heating', at));
    const { year, month } = civil(latest);
    for (let round = 0; round < 2; round++) {
      const yearly = ok(
        await company.call('GET', '/api/dashboard/yearly-consumption'),
        YearlyConsumptionSchema,
      );
      expect(yearly.series.map((s) => s.utility)).toEqual(['electricity', 'heating']);
      for (const series of yearly.series) {
        for (let m = 1; m <= 12; m++) {
          const first = dayNumber(year, m, 1);
          const last = first + daysInMonth(year, m) - 1;
          expect(series.current[m - 1]).toBe(first > latest ? null : plain(series.utility, first, last));
          // Data reaches 37 months back: the whole of last year has it.
          const earlier = dayNumber(year - 1, m, 1);
          expect(earlier).toBeGreaterThanOrEqual(dayOf(dataFrom(at)));
          expect(series.previous[m - 1]).toBe(
            plain(series.utility, earlier, earlier + daysInMonth(year - 1, m) - 1),
          );
        }
      }
      const stats = ok(
        await company.call('GET', '/api/dashboard/statistics/consumption'),
        MonthStatisticsSchema,
      );
      const first = dayNumber(year, month, 1);
      const electricity = stats.items.find((item) => item.utility === 'electricity')!;
      expect(electricity.current).toBe(plain('electricity', first, latest));
      const previousFirst = dayNumber(year - 1, month, 1);
      expect(electricity.previous).toBe(plain('electricity', previousFirst, previousFirst + latest - first));
      expect(electricity.previousFullMonth).toBe(
        plain('electricity', previousFirst, previousFirst + daysInMonth(year - 1, month) - 1),
      );
    }
  }, 60_000);

  it('answer a company without panels no production', async () => {
    const production = ok(
      await company.call('GET', '/api/dashboard/statistics/production'),
      MonthStatisticsSchema,
    );
    expect(production.items).toEqual([]);
    const places: DashboardLocations = await placesOf(company);
    expect(places.producer).toBe(false);
  });
});
