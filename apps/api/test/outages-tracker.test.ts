import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  Compensation as CompensationSchema,
  compensationPage,
  type Compensation,
  type PointCompensation,
} from '@vool/api-client';
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
 * The compensation tracker of a client of any size: a page of trackers, the points with
 * interruptions this year (the most due first), one point by its identifier, and the year's summary
 * over all of them; scoped to the acting client. The company of 2,000 points (1,600 of them
 * electricity, each with a tracker) is seeded with outages on every 40th place; more of its meters'
 * events are written here: 25 interruptions this year of 6 to 78 hours, one still going on, and one
 * last year, on places the seed left alone. On PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */

const hour = 3_600_000;

let world: ContractsWorld;
let company: SignedIn;
let companyId: number;
let aurora: SignedIn;
/** The company's electricity points by id, and which were cut off this year. */
let electricity: Array<{ id: number; identifier: string }>;
let cutOff: string[];
let lastYearOnly: string;
/** The places the seed cut off this year. */
let seededCut: string[];

beforeAll(async () => {
  world = await contractsWorld();
  company = await signedIn(world, nordlys, 1);
  companyId = await actForCompany(world, company);
  aurora = await signedIn(world, 'aurora.localhost', 0);
  electricity = await world.db
    .selectFrom('usage_points')
    .select(['id', 'identifier'])
    .where('client_id', '=', companyId)
    .where('utility', '=', 'electricity')
    .orderBy('id')
    .execute();
  seededCut = (await allPages(company, 'interrupted=true', 50)).flatMap((page) =>
    page.points.map((p) => p.identifier),
  );
  // Every 50th point from the 10th: 26 points, the last of them still off now (none of them the
  // seed's every 40th from the 8th).
  const chosen = electricity.filter((_, index) => index % 50 === 10).slice(0, 26);
  const events = chosen.flatMap((point, i) => {
    const off = Date.parse('2026-02-01T08:00:00Z') + i * 7 * 24 * hour;
    const down = { usage_point_id: point.id, client_id: companyId, outage_id: null };
    return i === 25
      ? [{ ...down, at: new Date(world.now().getTime() - 30 * hour), kind: 'power-off' as const }]
      : [
          { ...down, at: new Date(off), kind: 'power-off' as const },
          { ...down, at: new Date(off + (6 + i * 3) * hour), kind: 'power-on' as const },
        ];
  });
  const last = electricity[3]!;
  lastYearOnly = last.identifier;
  events.push(
    {
      usage_point_id: last.id,
      client_id: companyId,
      outage_id: null,
      at: new Date('2025-06-01T06:00:00Z'),
      kind: 'power-off' as const,
    },
    {
      usage_point_id: last.id,
      client_id: companyId,
      outage_id: null,
      at: new Date('2025-06-03T06:00:00Z'),
      kind: 'power-on' as const,
    },
  );
  await world.db.insertInto('meter_events').values(events).execute();
  cutOff = chosen.map((point) => point.identifier);
}, 120_000);
afterAll(async () => {
  await world.close();
});

const tracker = (who: SignedIn, query = '') =>
  who.call('GET', `/api/outages/compensation${query}`).then((r) => ok(r, CompensationSchema));

/** Every page of a query, `limit` at a time. */
async function allPages(who: SignedIn, query: string, limit: number) {
  const pages: Compensation[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await tracker(who, `?${query}&limit=${limit}&offset=${offset}`);
    pages.push(page);
    if (page.points.length < limit) return pages;
  }
}

const sum = (points: PointCompensation[], of: (p: PointCompensation) => number) =>
  points.reduce((total, p) => total + of(p), 0);

describe('a company of 2,000 points, 1,600 of them electricity', () => {
  it('answers a page of trackers by usage point, and the year over all of them', async () => {
    const answer = await tracker(company);
    expect(answer).toMatchObject({ year: 2026, total: 1600, limit: compensationPage, offset: 0 });
    expect(answer.points.map((p) => p.identifier)).toEqual(
      electricity.slice(0, compensationPage).map((p) => p.identifier),
    );
    expect(seededCut.length).toBeGreaterThan(0);
    expect(answer.summary).toMatchObject({ points: 1600, interrupted: 26 + seededCut.length });
    const interrupted = (await allPages(company, 'interrupted=true', 50)).flatMap((page) => page.points);
    expect(answer.summary.dueCents).toBe(sum(interrupted, (p) => p.dueCents));
    expect(answer.summary.creditedCents).toBe(sum(interrupted, (p) => p.creditedCents));
    expect(answer.summary.dueCents).toBeGreaterThan(0);
  });

  it('pages through every tracker once', async () => {
    const pages = await allPages(company, 'interrupted=false', 50);
    // 32 full pages, then an empty one.
    expect(pages).toHaveLength(33);
    expect(pages.every((page) => page.total === 1600)).toBe(true);
    expect(pages.flatMap((page) => page.points.map((p) => p.identifier))).toEqual(
      electricity.map((p) => p.identifier),
    );
  });

  it('lists the points cut off this year, the most due first, a page at a time', async () => {
    const pages = await allPages(company, 'interrupted=true', 20);
    const interrupted = 26 + seededCut.length;
    const sizes = pages.map((page) => page.points.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(interrupted);
    expect(sizes.slice(0, -1).every((size) => size === 20)).toBe(true);
    expect(
      pages.every((page) => page.total === interrupted && page.summary.interrupted === interrupted),
    ).toBe(true);
    const points = pages.flatMap((page) => page.points);
    expect(new Set(points.map((p) => p.identifier))).toEqual(new Set([...cutOff, ...seededCut]));
    expect(points.map((p) => p.identifier)).not.toContain(lastYearOnly);
    const due = points.map((p) => p.dueCents);
    expect(due).toEqual([...due].sort((a, b) => b - a));
    // The one still off counts until now, and nothing of it is credited yet.
    const ongoing = points.find((p) => p.identifier === cutOff[25])!;
    expect(ongoing.interruptions).toEqual([expect.objectContaining({ end: null, minutes: 30 * 60 })]);
    expect(ongoing.creditedCents).toBe(0);
    // Six hours is within every country's allowed time: an interruption, nothing due.
    const shortest = points.find((p) => p.identifier === cutOff[0])!;
    expect(shortest.interruptions[0]).toMatchObject({ minutes: 6 * 60, percent: 0, dueCents: 0 });
  });

  it('answers one point by its identifier, with or without interruptions', async () => {
    const hit = await tracker(company, `?identifier=${cutOff[24]}`);
    expect(hit.total).toBe(1);
    expect(hit.points[0]).toMatchObject({ identifier: cutOff[24] });
    expect(hit.points[0]!.interruptions[0]!.minutes).toBe(78 * 60);
    const quiet = await tracker(company, `?identifier=${lastYearOnly}`);
    expect(quiet.points[0]).toMatchObject({ identifier: lastYearOnly, interruptions: [], dueCents: 0 });
    expect((await tracker(company, `?identifier=${lastYearOnly}&interrupted=true`)).points).toEqual([]);
  });

  it('answers no tracker for a district heat point', async () => {
    const heat = await world.db
      .selectFrom('usage_points')
      .select('identifier')
      .where('client_id', '=', companyId)
      .where('utility', '=', 'heating')
      .executeTakeFirstOrThrow();
    expect(await tracker(company, `?identifier=${heat.identifier}`)).toMatchObject({ points: [], total: 0 });
  });
});

describe('scoped to the acting client', () => {
  it('answers nothing for another client’s point, and each client its own year', async () => {
    const theirs = await world.db
      .selectFrom('usage_points')
      .select('identifier')
      .where('client_id', '=', aurora.clientId)
      .where('utility', '=', 'electricity')
      .executeTakeFirstOrThrow();
    expect(await tracker(company, `?identifier=${theirs.identifier}`)).toMatchObject({
      points: [],
      total: 0,
    });
    expect(await tracker(aurora, `?identifier=${cutOff[24]}`)).toMatchObject({ points: [], total: 0 });
    const own = await tracker(aurora);
    expect(own.points.length).toBe(own.summary.points);
    expect(own.points.some((p) => cutOff.includes(p.identifier))).toBe(false);
    // The seeded 30-hour fault of aurora's first person is theirs alone.
    expect(own.summary.interrupted).toBeGreaterThan(0);
    expect(own.summary.dueCents).toBe(sum(own.points, (p) => p.dueCents));
  });

  it('answers the same trackers a page at a time as all at once, for a client of a few points', async () => {
    const all = await tracker(aurora);
    const one = await tracker(aurora, '?limit=1&offset=1');
    expect(one.points).toEqual(all.points.slice(1, 2));
    expect(one.total).toBe(all.total);
  });
});

describe('bad input', () => {
  it.each([
    ['limit=0', '/limit'],
    ['limit=51', '/limit'],
    ['offset=-1', '/offset'],
    ['offset=x', '/offset'],
    ['interrupted=yes', '/interrupted'],
    ['identifier=abc', '/identifier'],
    ['client=1', '/client'],
  ])('answers 422 for ?%s, naming the field', async (query, field) => {
    const answer = refusal(await company.call('GET', `/api/outages/compensation?${query}`));
    expect(answer).toMatchObject({ status: 422, name: 'ValidationError', code: 'VALIDATION_FAILED' });
    expect(Object.keys(answer.fields ?? {})).toContain(field);
  });

  it('answers 422 for an offset given twice', async () => {
    const answer = refusal(await company.call('GET', '/api/outages/compensation?offset=1&offset=2'));
    expect(answer).toMatchObject({ status: 422, code: 'DUPLICATE_PARAMETER' });
  });
});
