import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const placeColumns = [
  'p.id as point_id',
  'p.identifier',
  'l.street',
  'l.city',
  'l.postal_code',
  'l.country_code',
] as const;

/** Which of a client's electricity points: a page, some by id, or one by its GSRN or EIC. */
type PointsWanted =
  { page: { limit: number; offset: number } } | { ids: readonly number[] } | { identifier: string };

/**
 * The outages' SQL. Every query takes the acting client's id from the session and reads only rows
 * of that client (outage_points and meter_events carry it), never another's.
 */
export function outagesRepository(db: Kysely<Database>) {
  return {
    /** The outages that cut off any of the client's points, each row one affected point. */
    outages(clientId: number) {
      return db
        .selectFrom('outage_points as op')
        .innerJoin('outages as o', 'o.id', 'op.outage_id')
        .innerJoin('usage_points as p', 'p.id', 'op.usage_point_id')
        .innerJoin('locations as l', 'l.id', 'p.location_id')
        .select(['o.id', 'o.kind', 'o.cause', 'o.area', 'o.starts_at', 'o.expected_end', 'o.ended_at'])
        .select(['o.cancelled', 'p.utility'])
        .select(placeColumns)
        .where('op.client_id', '=', clientId)
        .orderBy('o.starts_at')
        .orderBy('o.id')
        .orderBy('p.id')
        .execute();
    },

    /**
     * The client's electricity points (the ones with power events) and their places, by id: a page
     * of them, or those of `ids`, or the one `identifier` names.
     */
    points(clientId: number, which: PointsWanted) {
      let query = db
        .selectFrom('usage_points as p')
        .innerJoin('locations as l', 'l.id', 'p.location_id')
        .select(placeColumns)
        .select(['p.profile', 'p.annual_kwh'])
        .where('p.client_id', '=', clientId)
        .where('p.utility', '=', 'electricity')
        .orderBy('p.id');
      if ('page' in which) query = query.limit(which.page.limit).offset(which.page.offset);
      else if ('ids' in which) query = query.where('p.id', 'in', which.ids.length ? which.ids : [-1]);
      else query = query.where('p.identifier', '=', which.identifier);
      return query.execute();
    },

    /** How many electricity points the client has: each has a compensation tracker. */
    async pointCount(clientId: number): Promise<number> {
      const row = await db
        .selectFrom('usage_points')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('client_id', '=', clientId)
        .where('utility', '=', 'electricity')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One of the client's usage points by its GSRN or EIC; undefined for anyone else's. */
    point(clientId: number, identifier: string) {
      return db
        .selectFrom('usage_points')
        .select(['id', 'identifier'])
        .where('client_id', '=', clientId)
        .where('identifier', '=', identifier)
        .executeTakeFirst();
    },

    /**
     * Meter events of the client's points up to `until` (and from `since`), oldest first; of some
     * points, or all.
     */
    events(clientId: number, until: Date, pointIds?: readonly number[], since?: Date) {
      let query = db
        .selectFrom('meter_events')
        .select(['usage_point_id', 'at', 'kind', 'outage_id'])
        .where('client_id', '=', clientId)
        .where('at', '<=', until);
      if (since) query = query.where('at', '>=', since);
      if (pointIds) query = query.where('usage_point_id', 'in', pointIds.length ? pointIds : [-1]);
      return query.orderBy('at').orderBy('id').execute();
    },

    /** The client's invoices by issue date: a compensation is credited on the first after it. */
    invoices(clientId: number) {
      return db
        .selectFrom('invoices')
        .select(['invoice_number', 'issue_date'])
        .where('client_id', '=', clientId)
        .orderBy('issue_date')
        .execute();
    },
  };
}

export type OutagesRepository = ReturnType<typeof outagesRepository>;
export type OutageRow = Awaited<ReturnType<OutagesRepository['outages']>>[number];
export type PlaceRow = Awaited<ReturnType<OutagesRepository['points']>>[number];
