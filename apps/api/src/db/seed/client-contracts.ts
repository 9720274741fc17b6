import type { Insertable, Transaction } from 'kysely';
import { addDays, type ContractKind } from '@vool/api-client';
import { addMonths, termEnd } from '../../areas/contracts/dates.ts';
import { contractNumber, networkOperator, sellerName, supplyKinds } from '../../areas/contracts/parties.ts';
import type { Utility } from '../../energy/model.ts';
import { midnightUtc, parseDay, HOUR, type CountryCode } from '../../energy/time.ts';
import type { ContractTable, Database } from '../schema.ts';
import type { ProductCode } from './product-texts.ts';
import type { Random } from './random.ts';

type Row = Insertable<ContractTable> & { number: string };

export interface Point {
  id: number;
  client_id: number;
  location_id: number;
  utility: Utility;
  producer: boolean;
}

export const electricityPlans: ProductCode[] = [
  'fixed-12',
  'spot',
  'fixed-24',
  'monthly',
  'fixed-then-spot',
  'day-night-12',
];
const gasPlans: ProductCode[] = ['gas-fixed-12', 'gas-monthly'];

/** Signed a few days to a month before the start, at noon local time. */
const signedBefore = (random: Random, start: string) =>
  new Date(midnightUtc(parseDay(start)! - random.int(5, 30)) + 12 * HOUR);

/** One client's contracts, numbered on from the site's `state.serial`. */
export class ClientContracts {
  readonly rows: Row[] = [];
  readonly renewals: Array<{ from: Row; to: Row }> = [];
  private readonly delivery: 'email' | 'postal';
  private readonly seller: string;

  constructor(
    private readonly random: Random,
    private readonly site: { id: number; theme_id: string },
    private readonly country: CountryCode,
    private readonly client: { id: number; type: 'private' | 'legal' },
    private readonly today: string,
    private readonly state: { serial: number; plan: number },
  ) {
    this.delivery = client.type === 'legal' || random.next() >= 0.3 ? 'email' : 'postal';
    this.seller = sellerName(site.theme_id);
  }

  private add(kind: ContractKind, pointId: number | null, start: string, more: Partial<Row> = {}): Row {
    const row: Row = {
      site_id: this.site.id,
      client_id: this.client.id,
      number: contractNumber(this.site.id, ++this.state.serial),
      kind,
      usage_point_id: pointId,
      counterparty: this.seller,
      start_date: start,
      end_date: null,
      delivery: this.delivery,
      signed_at: signedBefore(this.random, start),
      ...more,
    };
    this.rows.push(row);
    return row;
  }

  private product(code: ProductCode) {
    return `${this.site.theme_id}-${code}-${this.client.type === 'private' ? 'home' : 'business'}`;
  }

  async seed(tx: Transaction<Database>, own: Point[], first: boolean) {
    const { random, today } = this;
    const places = [...new Set(own.map((p) => p.location_id))];
    let groupId: number | null = null;
    if (this.client.type === 'legal' && places.length > 1) {
      this.add('GroupContract', null, addDays(today, -1400 - random.int(0, 200)));
      groupId = (await insert(tx, this.rows.splice(0)))[0]!;
    }
    // The first person's and the first company's first supply is a fixed term ending soon.
    let forced = first;
    for (const place of places) {
      const here = own.filter((p) => p.location_id === place);
      const connected = addDays(today, -random.int(1500, 6000));
      const operator = (utility: Utility) => networkOperator(this.site.theme_id, utility, this.country);
      const electric = here.find((p) => p.utility === 'electricity');
      if (electric)
        this.add('ConnectionContract', electric.id, connected, { counterparty: operator('electricity') });
      for (const point of here) {
        const supply = { group_id: groupId };
        if (point.utility === 'heating') {
          this.add(supplyKinds.heating, point.id, addDays(connected, 1), {
            ...supply,
            product_id: this.product('heat'),
          });
          continue;
        }
        const grid = point.utility === 'gas' ? 'GasGridContract' : 'GridContract';
        this.add(grid, point.id, connected, { counterparty: operator(point.utility) });
        this.supply(point, groupId, forced);
        forced = false;
        if (point.producer) this.add('PurchaseContract', point.id, addDays(today, -random.int(100, 900)));
      }
    }
    const ids = await insert(tx, this.rows);
    const idOf = new Map(this.rows.map((row, i) => [row.number, ids[i]!]));
    for (const { from, to } of this.renewals) {
      await tx
        .updateTable('contracts')
        .set({ renewed_by: idOf.get(to.number)! })
        .where('id', '=', idOf.get(from.number)!)
        .execute();
    }
  }

  /** The point's supply now, perhaps one that ended before it, perhaps a renewal waiting to start. */
  private supply(point: Point, groupId: number | null, forced: boolean) {
    const { random, today, state } = this;
    const plans = point.utility === 'gas' ? gasPlans : electricityPlans;
    const code = forced ? plans[0]! : plans[state.plan++ % plans.length]!;
    const term = code.endsWith('-12') ? 12 : code.endsWith('-24') ? 24 : null;
    let start = addDays(today, -random.int(60, 1000));
    if (term !== null) {
      const inWindow = forced || random.next() < 0.4;
      const ends = forced
        ? random.int(15, 45)
        : inWindow
          ? random.int(8, 55)
          : random.int(75, term * 30 - 10);
      start = addMonths(addDays(today, ends + 1), -term);
    }
    const kind = supplyKinds[point.utility];
    const base = { group_id: groupId };
    // A fixed term then spot runs on after its term: the contract itself is open-ended.
    const end = code === 'fixed-then-spot' ? null : termEnd(start, term);
    const current = this.add(kind, point.id, start, {
      ...base,
      product_id: this.product(code),
      end_date: end,
    });
    if (random.next() < 0.4) {
      const ended = this.add(kind, point.id, addMonths(start, -12), {
        ...base,
        product_id: this.product(plans[0]!),
        end_date: addDays(start, -1),
      });
      this.renewals.push({ from: ended, to: current });
    }
    // The first company has renewed already: its next term waits to start.
    if (forced && this.client.type === 'legal' && current.end_date) {
      const next = addDays(current.end_date, 1);
      const renewal = this.add(kind, point.id, next, {
        ...base,
        product_id: this.product(plans[0]!),
        end_date: termEnd(next, 12),
      });
      this.renewals.push({ from: current, to: renewal });
    }
  }
}

/** Inserts the rows, answering their ids in the same order (looked up by number, unique per site). */
async function insert(tx: Transaction<Database>, rows: Row[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const made = await tx.insertInto('contracts').values(rows).returning(['id', 'number']).execute();
  const byNumber = new Map(made.map((row) => [row.number, row.id]));
  return rows.map((row) => byNumber.get(row.number)!);
}
