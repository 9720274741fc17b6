import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { pricingSchedule, supplyTerms, type SupplyTerm } from '../src/areas/contracts/supply.ts';
import { toPointModel } from '../src/areas/locations/usage-points.ts';
import type { Db } from '../src/db/connect.ts';
import type { Pricing } from '../src/energy/pricing.ts';
import { computeReadings } from '../src/energy/readings.ts';
import { civil, dayNumber, daysInMonth, parseDay } from '../src/energy/time.ts';
import { testDatabase } from './helpers.ts';

/**
 * The seeded invoices bill each day of a usage point as its supply contract prices it, and the
 * charts' euros agree with them. The database is seeded on 3 December 2026, as the other invoice
 * tests seed theirs.
 */

const billedAt = new Date('2026-12-03T10:00:00+02:00');
let db: Db;
let close: () => Promise<void>;
let terms: Map<number, SupplyTerm[]>;

beforeAll(async () => {
  ({ db, close } = await testDatabase(billedAt));
  terms = new Map();
  for (const site of await db.selectFrom('sites').select('id').execute()) {
    for (const [point, own] of await supplyTerms(db, { siteId: site.id, clientId: null })) {
      terms.set(point, own);
    }
  }
}, 120_000);
afterAll(async () => {
  await close();
});

const energyKinds = ['Hourly', 'Base', 'Day', 'Night', 'Margin'] as const;

/** The seller's lines a day priced so adds: `Hourly` and the margin, a fixed price, or day and night. */
const keysOf = (pricing: Pricing): string[] =>
  pricing.kind === 'spot'
    ? ['Hourly', `Margin ${pricing.margin}`]
    : pricing.kind === 'fixed'
      ? [`Base ${pricing.base}`]
      : [`Day ${pricing.day}`, `Night ${pricing.night}`];

const points = () =>
  db
    .selectFrom('usage_points as p')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .selectAll('p')
    .select(['l.country_code', 'l.latitude', 'l.coastal'])
    .orderBy('p.id')
    .execute();

const monthOf = (period: string) => {
  const first = parseDay(period)!;
  const { year, month } = civil(first);
  return { first, last: dayNumber(year, month, daysInMonth(year, month)) };
};

describe('the seeded invoices, as the supply contracts price them', () => {
  it('bill each point-month the prices its days had: spot, fixed, day and night, and a change mid-month', async () => {
    const byId = new Map((await points()).map((p) => [p.id, p]));
    const lines = await db
      .selectFrom('invoice_lines as n')
      .innerJoin('invoices as i', 'i.id', 'n.invoice_id')
      .select(['n.invoice_id', 'n.usage_point_id', 'n.kind', 'n.unit_price', 'i.period'])
      .where('n.kind', 'in', [...energyKinds])
      .execute();
    const groups = new Map<string, typeof lines>();
    for (const line of lines) {
      const key = `${line.invoice_id} ${line.usage_point_id}`;
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
    const seen = { spot: 0, fixed: 0, dayNight: 0, changed: 0, beforeContracts: 0 };
    for (const own of groups.values()) {
      const point = byId.get(own[0]!.usage_point_id!)!;
      const model = toPointModel(point, point);
      const pointTerms = terms.get(point.id) ?? [];
      const pricingOn = pricingSchedule(model, pointTerms);
      const { first, last } = monthOf(own[0]!.period);
      const expected = new Set<string>();
      const kinds = new Set<string>();
      for (let day = first; day <= last; day++) {
        const pricing = pricingOn(day);
        kinds.add(JSON.stringify(pricing));
        for (const key of keysOf(pricing)) expected.add(key);
      }
      const billed = new Set(own.map((l) => (l.kind === 'Hourly' ? 'Hourly' : `${l.kind} ${l.unit_price}`)));
      expect({ period: own[0]!.period, point: point.identifier, billed }).toEqual({
        period: own[0]!.period,
        point: point.identifier,
        billed: expected,
      });
      if (kinds.size > 1) seen.changed++;
      for (const kind of kinds) seen[(JSON.parse(kind) as Pricing).kind]++;
      if (!pointTerms.some((t) => t.from <= last)) seen.beforeContracts++;
    }
    // The seed has every kind where a customer meets it.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(10);
  });

  it('bill a month inside a fixed-price contract no spot energy, whatever the market did', async () => {
    const fixed = await db
      .selectFrom('contracts as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select(['c.usage_point_id', 'c.start_date', 'c.end_date'])
      .where('p.pricing_kind', '=', 'Fixed')
      .where('c.kind', '=', 'SupplyContract')
      .execute();
    let months = 0;
    for (const contract of fixed) {
      const lines = await db
        .selectFrom('invoice_lines as n')
        .innerJoin('invoices as i', 'i.id', 'n.invoice_id')
        .select(['n.kind', 'i.period'])
        .where('n.usage_point_id', '=', contract.usage_point_id)
        .execute();
      // Months wholly inside the term.
      const inside = lines.filter(
        (line) =>
          line.period >= contract.start_date &&
          (contract.end_date === null || monthOf(line.period).last <= parseDay(contract.end_date)!),
      );
      months += new Set(inside.map((line) => line.period)).size;
      expect(inside.filter((line) => line.kind === 'Hourly' || line.kind === 'Margin')).toEqual([]);
    }
    expect(months).toBeGreaterThan(50);
  });

  it('add up to what the charts show in euros for the same month, for every pricing and utility', async () => {
    // Per country and utility, the first point of each way its latest month was priced.
    const chosen = new Map<string, Awaited<ReturnType<typeof points>>[number]>();
    for (const point of await points()) {
      if (!terms.has(point.id)) continue;
      const model = toPointModel(point, point);
      const pricing = pricingSchedule(model, terms.get(point.id)!)(monthOf('2026-10-01').first);
      const key = `${point.country_code} ${point.utility} ${pricing.kind}`;
      if (!chosen.has(key)) chosen.set(key, point);
    }
    expect(chosen.size).toBeGreaterThan(8);
    for (const point of chosen.values()) {
      const model = toPointModel(point, point);
      for (const period of ['2026-10-01', '2024-01-01']) {
        const invoice = await db
          .selectFrom('invoices')
          .select('id')
          .where('client_id', '=', point.client_id)
          .where('period', '=', period)
          .executeTakeFirstOrThrow();
        const lines = await db
          .selectFrom('invoice_lines')
          .selectAll()
          .where('invoice_id', '=', invoice.id)
          .where('usage_point_id', '=', point.id)
          .where('kind', 'in', [...energyKinds, 'Network', 'Tax'])
          .execute();
        const net = lines.reduce((sum, line) => sum + line.net_cents, 0);
        const withVat = new Decimal(net).mul(new Decimal(lines[0]!.vat_rate).div(100).plus(1)).div(100);
        const { first, last } = monthOf(period);
        const readings = computeReadings(
          {
            point: model,
            dataType: 'consumption',
            series: [],
            resolution: 60,
            unit: 'EUR',
            fromDay: first,
            toDay: last,
            now: billedAt.getTime(),
            pricingOn: pricingSchedule(model, terms.get(point.id)!),
          },
          () => ({}),
        );
        const values = (JSON.parse(readings.json.toString()) as { values: Array<{ value: number }> }).values;
        const euros = values.reduce((sum, v) => sum + v.value, 0);
        expect({
          point: point.identifier,
          period,
          euros: Math.abs(euros - withVat.toNumber()) < 0.05,
        }).toEqual({
          point: point.identifier,
          period,
          euros: true,
        });
      }
    }
  });
});
