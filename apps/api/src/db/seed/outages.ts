import type { Insertable, Transaction } from 'kysely';
import { civil, dayOf, DAY, HOUR, midnightUtc, MINUTE, dayNumber } from '../../energy/time.ts';
import type { Database, MeterEventTable } from '../schema.ts';
import type { Random } from './random.ts';
import { searchCompany } from './usage-points.ts';

/** The brand whose first demo person has a fault in progress and a 30-hour one this year. */
export const faultBrand = 'aurora';
/** The 30-hour fault: 30 h is the 25 % step of Sähkömarkkinalaki §100, so a figure shows. */
export const longFaultMinutes = 30 * 60;

/** Fault durations (minutes): mostly short, some over the 12 h and 24 h steps. */
const faultMinutes = [38, 52, 75, 130, 250, 420, 760, 1500] as const;
const plannedMinutes = [120, 180, 240, 360] as const;
const faultCauses = ['storm', 'snow-load', 'equipment', 'excavation'] as const;
const plannedCauses = ['maintenance', 'upgrade'] as const;
/** History slots over the past ~18 months, one outage in some of them, so a point's never overlap. */
const slots = 9;
const slotDays = 60;

interface Planned {
  siteId: number;
  kind: 'planned' | 'fault';
  cause: string;
  area: string;
  start: number;
  expectedEnd: number;
  end: number;
  pointId: number;
  clientId: number;
}

/** The start of the local year `now` is in, in UTC milliseconds. */
const yearStart = (now: number) => midnightUtc(dayNumber(civil(dayOf(now)).year, 1, 1));

type Point = Awaited<ReturnType<typeof electricityPoints>>[number];

/** The electricity places (the company's, or everyone else's), in the order their outages are drawn in. */
function electricityPoints(tx: Transaction<Database>, company: boolean) {
  return tx
    .selectFrom('usage_points as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .innerJoin('sites as s', 's.id', 'c.site_id')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .select(['p.id', 'p.client_id', 'c.site_id', 'c.type', 's.theme_id', 'l.city', 'l.postal_code'])
    .where('p.utility', '=', 'electricity')
    .where('c.name', company ? '=' : '<>', searchCompany.name)
    .orderBy('c.site_id')
    .orderBy('c.id')
    .orderBy('p.id')
    .execute();
}

/**
 * Every client's electricity places get a history of faults and planned work over the past ~18 months,
 * some a planned outage in the coming days, and on `faultBrand` the first demo person's first place a
 * 30-hour fault this year and a fault in progress now. Each outage has its meter's power-off and
 * power-on (minute precision; the power-on of one in progress is seeded ahead and shows once passed).
 * Relative to `now`, drawn from a stream of its own (see index.ts). The company of 2,000 places is
 * seeded after this, with its own (seedSearchCompanyOutages).
 */
export async function seedOutages(tx: Transaction<Database>, random: Random, now: Date): Promise<void> {
  const points = await electricityPoints(tx, false);
  const firstPersonOf = new Map<number, number>();
  for (const p of points)
    if (p.type === 'private' && !firstPersonOf.has(p.site_id)) firstPersonOf.set(p.site_id, p.client_id);
  await insert(tx, plan(random, now, points, firstPersonOf));
}

/**
 * The company of 2,000 places (usage-points.ts): the same kind of history on every 40th of its places,
 * 40 of them rather than thousands of outages; once, whenever the company is there without any.
 */
export async function seedSearchCompanyOutages(
  tx: Transaction<Database>,
  random: Random,
  now: Date,
): Promise<void> {
  // Checked first: every start of the server asks.
  const company = await tx
    .selectFrom('clients')
    .select('id')
    .where('name', '=', searchCompany.name)
    .executeTakeFirst();
  if (!company) return;
  const seeded = await tx
    .selectFrom('outage_points')
    .select('outage_id')
    .where('client_id', '=', company.id)
    .limit(1)
    .executeTakeFirst();
  if (seeded) return;
  const points = await electricityPoints(tx, true);
  const sample = points.filter((_, index) => index % companyEvery === companyFirst);
  await insert(tx, plan(random, now, sample, new Map()));
}

/** Which of the company's places have a history: every 40th, from the 8th. */
export const companyEvery = 40;
export const companyFirst = 7;

/** The outages of `points`; `firstPersonOf` names each site's first demo person (the featured one). */
function plan(
  random: Random,
  now: Date,
  points: readonly Point[],
  firstPersonOf: ReadonlyMap<number, number>,
): Planned[] {
  const at = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const seen = new Set<number>();
  const planned: Planned[] = [];
  for (const [index, p] of points.entries()) {
    const area = `${p.postal_code} ${p.city}`;
    const base = { siteId: p.site_id, area, pointId: p.id, clientId: p.client_id };
    const featured =
      p.theme_id === faultBrand && firstPersonOf.get(p.site_id) === p.client_id && !seen.has(p.client_id);
    seen.add(p.client_id);
    // The 30-hour fault, this year and before now (40 days ago, or the year's second day if later).
    const long = Math.max(at - 40 * DAY, yearStart(at) + DAY + 6 * HOUR);
    if (featured) {
      planned.push({
        ...base,
        kind: 'fault',
        cause: 'storm',
        start: long,
        expectedEnd: long + 8 * HOUR,
        end: long + longFaultMinutes * MINUTE,
      });
      // In progress now: off 95 minutes ago, expected back in 3 h, back in fact in 2 h 40 min.
      const start = at - 95 * MINUTE;
      planned.push({
        ...base,
        kind: 'fault',
        cause: 'equipment',
        start,
        expectedEnd: at + 3 * HOUR,
        end: at + 160 * MINUTE,
      });
    }
    for (let slot = 0; slot < slots; slot++) {
      if (random.next() < 0.45) continue;
      const fault = random.next() < 0.6;
      const start =
        at - (3 + slot * slotDays + random.int(0, slotDays - 10)) * DAY - random.int(0, 1439) * MINUTE;
      if (featured && Math.abs(start - long) < 5 * DAY) continue;
      const minutes = fault ? random.pick(faultMinutes) : random.pick(plannedMinutes);
      const expected = fault ? Math.max(minutes - 30, 60) : minutes;
      planned.push({
        ...base,
        kind: fault ? 'fault' : 'planned',
        cause: fault ? random.pick(faultCauses) : random.pick(plannedCauses),
        start,
        expectedEnd: start + expected * MINUTE,
        end: start + minutes * MINUTE,
      });
    }
    // Every other place has planned work announced for the coming days.
    if (index % 2 === 0) {
      const start = midnightUtc(dayOf(at) + random.int(2, 6)) + random.pick([9, 10, 13]) * HOUR;
      const minutes = random.pick(plannedMinutes);
      planned.push({
        ...base,
        kind: 'planned',
        cause: 'maintenance',
        start,
        expectedEnd: start + minutes * MINUTE,
        end: start + minutes * MINUTE,
      });
    }
  }
  return planned;
}

async function insert(tx: Transaction<Database>, planned: readonly Planned[]) {
  for (let from = 0; from < planned.length; from += 500) {
    const chunk = planned.slice(from, from + 500);
    const ids = await tx
      .insertInto('outages')
      .values(
        chunk.map((o) => ({
          site_id: o.siteId,
          kind: o.kind,
          cause: o.cause,
          area: o.area,
          starts_at: new Date(o.start),
          expected_end: new Date(o.expectedEnd),
          ended_at: new Date(o.end),
        })),
      )
      .returning('id')
      .execute();
    const links = chunk.map((o, i) => ({
      outage_id: ids[i]!.id,
      usage_point_id: o.pointId,
      client_id: o.clientId,
    }));
    await tx.insertInto('outage_points').values(links).execute();
    const events: Array<Insertable<MeterEventTable>> = chunk.flatMap((o, i) => [
      {
        usage_point_id: o.pointId,
        client_id: o.clientId,
        at: new Date(o.start),
        kind: 'power-off',
        outage_id: ids[i]!.id,
      },
      {
        usage_point_id: o.pointId,
        client_id: o.clientId,
        at: new Date(o.end),
        kind: 'power-on',
        outage_id: ids[i]!.id,
      },
    ]);
    await tx.insertInto('meter_events').values(events).execute();
  }
}
