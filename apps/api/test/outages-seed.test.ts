import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Db } from '../src/db/connect.ts';
import { companyEvery, companyFirst, faultBrand, longFaultMinutes } from '../src/db/seed/outages.ts';
import { searchCompany } from '../src/db/seed/usage-points.ts';
import { seededAt } from './contracts-helpers.ts';
import { testDatabase } from './helpers.ts';

/** What every fresh demo database holds of outages, relative to the instant it was seeded at. */

let database: Awaited<ReturnType<typeof testDatabase>>;
let db: Db;
const now = new Date(seededAt);

beforeAll(async () => {
  database = await testDatabase(now);
  db = database.db;
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('the seeded outages', () => {
  it('give every client with an electricity place a history', async () => {
    const clients = await db
      .selectFrom('usage_points')
      .select('client_id')
      .distinct()
      .where('utility', '=', 'electricity')
      .execute();
    const withOutages = await db.selectFrom('outage_points').select('client_id').distinct().execute();
    expect(new Set(withOutages.map((r) => r.client_id))).toEqual(new Set(clients.map((r) => r.client_id)));
  });

  it('give the company of 2,000 places a history on every 40th of them', async () => {
    const places = await db
      .selectFrom('usage_points as p')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      .select('p.id')
      .where('c.name', '=', searchCompany.name)
      .where('p.utility', '=', 'electricity')
      .orderBy('p.id')
      .execute();
    const cut = await db
      .selectFrom('outage_points as o')
      .innerJoin('clients as c', 'c.id', 'o.client_id')
      .select('o.usage_point_id')
      .distinct()
      .where('c.name', '=', searchCompany.name)
      .execute();
    const sample = places.filter((_, index) => index % companyEvery === companyFirst).map((p) => p.id);
    expect(sample).toHaveLength(40);
    expect(new Set(cut.map((r) => r.usage_point_id))).toEqual(new Set(sample));
  });

  it('have a fault in progress only on the featured brand, and planned work ahead elsewhere', async () => {
    const current = await db
      .selectFrom('outages as o')
      .innerJoin('sites as s', 's.id', 'o.site_id')
      .select(['s.theme_id', 'o.kind'])
      .where('o.starts_at', '<=', now)
      .where('o.ended_at', '>', now)
      .execute();
    expect(current).toEqual([{ theme_id: faultBrand, kind: 'fault' }]);
    const ahead = await db.selectFrom('outages').select('id').where('starts_at', '>', now).execute();
    expect(ahead.length).toBeGreaterThan(0);
  });

  it('span the past ~18 months with a 30-hour fault this year', async () => {
    const oldest = await db
      .selectFrom('outages')
      .select((e) => e.fn.min('starts_at').as('at'))
      .executeTakeFirstOrThrow();
    expect(now.getTime() - new Date(oldest.at).getTime()).toBeGreaterThan(365 * 86_400_000);
    const long = await db.selectFrom('outages').select(['starts_at', 'ended_at']).execute();
    expect(
      long.some((o) => o.ended_at!.getTime() - o.starts_at.getTime() === longFaultMinutes * 60_000),
    ).toBe(true);
  });

  it('have a power-off and power-on at each affected point, at their times, to the minute', async () => {
    const rows = await db
      .selectFrom('outage_points as op')
      .innerJoin('outages as o', 'o.id', 'op.outage_id')
      .innerJoin('usage_points as p', 'p.id', 'op.usage_point_id')
      .select([
        'o.id',
        'o.starts_at',
        'o.ended_at',
        'op.usage_point_id',
        'op.client_id',
        'p.client_id as owner',
      ])
      .execute();
    const events = await db.selectFrom('meter_events').selectAll().orderBy('at').execute();
    const byOutage = new Map<string, typeof events>();
    for (const e of events) {
      expect(e.at.getTime() % 60_000).toBe(0);
      const key = `${e.outage_id}/${e.usage_point_id}`;
      byOutage.set(key, [...(byOutage.get(key) ?? []), e]);
    }
    for (const row of rows) {
      expect(row.client_id).toBe(row.owner);
      const pair = byOutage.get(`${row.id}/${row.usage_point_id}`)!;
      expect(pair.map((e) => [e.kind, e.at.getTime()])).toEqual([
        ['power-off', row.starts_at.getTime()],
        ['power-on', row.ended_at!.getTime()],
      ]);
    }
  });
});
