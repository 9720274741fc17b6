import type { Utility } from '@vool/api-client';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { locationColumns, pointColumns } from '../locations/repository.ts';

/** What a point's readings are computed from (`toPointModel`). */
const modelColumns = [
  'p.utility',
  'p.profile',
  'p.annual_kwh',
  'p.space_heating',
  'p.producer',
  'p.capacity_kw',
  'p.price_area',
  'p.seed',
  'l.country_code',
  'l.latitude',
  'l.coastal',
] as const;

/**
 * The dashboard's reads. Every query takes the acting client's id from the session and reads only
 * that client's rows. None reads every place with every point into memory to find a few: a client
 * may have thousands.
 */
export function dashboardRepository(db: Db) {
  return {
    /** A page of the client's places, in the order they were added, each with its usage points. */
    async places(clientId: number, page: { limit: number; offset: number }) {
      const places = await db
        .selectFrom('locations as l')
        .select(locationColumns)
        .where('l.client_id', '=', clientId)
        .orderBy('l.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      if (places.length === 0) return [];
      const points = await db
        .selectFrom('usage_points as p')
        .select(pointColumns)
        .where('p.client_id', '=', clientId)
        .where(
          'p.location_id',
          'in',
          places.map((place) => place.id),
        )
        .orderBy('p.id')
        .execute();
      return places.map((place) => ({
        ...place,
        points: points.filter((point) => point.location_id === place.id),
      }));
    },

    /** How many places and points the client has, which utilities, and whether any point produces. */
    async counts(clientId: number) {
      const [places, byUtility] = await Promise.all([
        db
          .selectFrom('locations')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('client_id', '=', clientId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('usage_points')
          .select((eb) => [
            'utility',
            eb.fn.countAll<string>().as('n'),
            sql<string>`sum(case when producer then 1 else 0 end)`.as('producers'),
          ])
          .where('client_id', '=', clientId)
          .groupBy('utility')
          .execute(),
      ]);
      return {
        places: Number(places.n),
        points: byUtility.reduce((sum, row) => sum + Number(row.n), 0),
        utilities: new Set<Utility>(byUtility.map((row) => row.utility)),
        producer: byUtility.some((row) => Number(row.producers) > 0),
      };
    },

    /**
     * The usage points of the client (of some utilities, or all; only producing ones if asked) with
     * their place's climate: what the figures over all points are computed from, and only that (on
     * PGlite each column of 2,000 rows costs about 2 ms to read). One join, no per-place grouping.
     */
    points(clientId: number, which: { utilities?: readonly Utility[]; producers?: boolean } = {}) {
      let query = db
        .selectFrom('usage_points as p')
        .innerJoin('locations as l', 'l.id', 'p.location_id')
        .select(modelColumns)
        .where('p.client_id', '=', clientId);
      if (which.utilities) query = query.where('p.utility', 'in', which.utilities);
      if (which.producers) query = query.where('p.producer', '=', true);
      return query.orderBy('p.id').execute();
    },
  };
}

export type DashboardRepository = ReturnType<typeof dashboardRepository>;
