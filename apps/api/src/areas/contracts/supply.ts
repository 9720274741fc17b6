import type { PricingKind } from '@vool/api-client';
import type { Kysely } from 'kysely';
import type { Database, StoredPriceComponent } from '../../db/schema.ts';
import type { PointModel } from '../../energy/model.ts';
import { standardPricing, type Pricing, type PricingOn } from '../../energy/pricing.ts';
import { parseDay } from '../../energy/time.ts';
import { termEnd } from './dates.ts';
import { supplyKinds } from './parties.ts';

/**
 * What each day of a usage point was billed at: the supply contract in force that day, priced by its
 * product. The invoices are issued from it (the seed), and the CSV and "how was this calculated?"
 * recompute from it, so all three agree with the contracts page.
 */

export interface SupplyTerm {
  /** First and last day (days since the epoch); the last is open for an open-ended contract. */
  from: number;
  to: number;
  pricingKind: PricingKind;
  /** The fixed term's last day of a fixed term followed by spot; else null. */
  fixedUntil: number | null;
  /** The product's price lists, oldest first; a fixed term keeps the one in force at its start. */
  lists: Array<{ from: number; components: StoredPriceComponent[] }>;
  termMonths: number | null;
}

const price = (components: readonly StoredPriceComponent[], kind: StoredPriceComponent['kind']) =>
  components.find((c) => c.kind === kind)?.price;

/** The list in force on `day`, else the first. */
function listOn(lists: SupplyTerm['lists'], day: number) {
  let found = lists[0];
  for (const list of lists) if (list.from <= day) found = list;
  return found?.components ?? [];
}

/** How a term prices `day`, or null where the product names no energy price (billed as standard). */
export function termPricing(term: SupplyTerm, day: number): Pricing | null {
  const components = listOn(term.lists, term.termMonths ? term.from : day);
  const margin = price(components, 'Margin');
  const base = price(components, 'Base');
  const dayPrice = price(components, 'Day');
  const spot = term.pricingKind === 'Hourly' || (term.fixedUntil !== null && day > term.fixedUntil);
  if (spot) return margin === undefined ? null : { kind: 'spot', margin };
  if (dayPrice !== undefined)
    return { kind: 'dayNight', day: dayPrice, night: price(components, 'Night') ?? dayPrice };
  return base === undefined ? null : { kind: 'fixed', base };
}

/** A point's pricing per day: its supply terms', the seller's standard offer on days none covers. */
export function pricingSchedule(
  point: Pick<PointModel, 'utility' | 'country'>,
  terms: readonly SupplyTerm[],
): PricingOn {
  const standard = standardPricing(point);
  const sorted = [...terms].sort((a, b) => b.from - a.from);
  return (day) => {
    const term = sorted.find((t) => t.from <= day && day <= t.to);
    return (term && termPricing(term, day)) ?? standard;
  };
}

/**
 * The supply terms of usage points, by point id: of one client's points, or of every point of a site
 * (`clientId` null, for issuing). A move-out ends a supply on its date.
 */
export async function supplyTerms(
  db: Kysely<Database>,
  scope: { siteId: number; clientId: number | null; pointIds?: readonly number[] },
): Promise<Map<number, SupplyTerm[]>> {
  let query = db
    .selectFrom('contracts as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select([
      'c.usage_point_id',
      'c.start_date',
      'c.end_date',
      'c.move_out_date',
      'c.product_id',
      'p.pricing_kind',
      'p.term_months',
    ])
    .where('c.site_id', '=', scope.siteId)
    .where('c.kind', 'in', Object.values(supplyKinds))
    .where('c.usage_point_id', 'is not', null);
  if (scope.clientId !== null) query = query.where('c.client_id', '=', scope.clientId);
  if (scope.pointIds) {
    if (scope.pointIds.length === 0) return new Map();
    query = query.where('c.usage_point_id', 'in', scope.pointIds);
  }
  const rows = await query.execute();
  const ids = [...new Set(rows.map((row) => row.product_id!))];
  const prices = ids.length
    ? await db
        .selectFrom('product_prices')
        .select(['product_id', 'valid_from', 'components'])
        .where('product_id', 'in', ids)
        .orderBy('valid_from')
        .execute()
    : [];
  const terms = new Map<number, SupplyTerm[]>();
  for (const row of rows) {
    const from = parseDay(row.start_date)!;
    const ends = [row.end_date, row.move_out_date].filter((d): d is string => d !== null).sort();
    const fixedEnd =
      row.pricing_kind === 'FixedTermWithTermlessFollowup' ? termEnd(row.start_date, row.term_months) : null;
    const term: SupplyTerm = {
      from,
      to: ends.length ? parseDay(ends[0]!)! : Number.POSITIVE_INFINITY,
      pricingKind: row.pricing_kind,
      fixedUntil: fixedEnd === null ? null : parseDay(fixedEnd)!,
      termMonths: row.term_months,
      lists: prices
        .filter((p) => p.product_id === row.product_id)
        .map((p) => ({ from: parseDay(p.valid_from)!, components: p.components })),
    };
    const own = terms.get(row.usage_point_id!) ?? [];
    own.push(term);
    terms.set(row.usage_point_id!, own);
  }
  return terms;
}

/** The supply terms of one of a client's points (the charts' euros). */
export const pointSupplyTerms =
  (db: Kysely<Database>) =>
  async (siteId: number, clientId: number, pointId: number): Promise<SupplyTerm[]> =>
    (await supplyTerms(db, { siteId, clientId, pointIds: [pointId] })).get(pointId) ?? [];
