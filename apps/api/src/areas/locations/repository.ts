import type { Db } from '../../db/connect.ts';

/** A place's columns: its address and what its climate is computed from. */
export const locationColumns = [
  'l.id',
  'l.street',
  'l.city',
  'l.postal_code',
  'l.country_code',
  'l.latitude',
  'l.coastal',
] as const;

/** A usage point's columns, as its contract (`toUsagePoint`) and generators (`toPointModel`) read them. */
export const pointColumns = [
  'p.location_id',
  'p.identifier',
  'p.identifier_type',
  'p.utility',
  'p.point_kind',
  'p.meter_number',
  'p.interval_minutes',
  'p.price_area',
  'p.profile',
  'p.annual_kwh',
  'p.space_heating',
  'p.producer',
  'p.capacity_kw',
  'p.seed',
] as const;

/** Every query takes the acting client's id from the session, never from the request. */
export function locationsRepository(db: Db) {
  return {
    /** The client's places and all their usage points, in a stable order. */
    async locations(actingClientId: number) {
      const [locations, points] = await Promise.all([
        db
          .selectFrom('locations as l')
          .select(locationColumns)
          .where('l.client_id', '=', actingClientId)
          .orderBy('l.id')
          .execute(),
        db
          .selectFrom('usage_points as p')
          .select(pointColumns)
          .where('p.client_id', '=', actingClientId)
          .orderBy('p.id')
          .execute(),
      ]);
      return locations.map((location) => ({
        ...location,
        points: points.filter((point) => point.location_id === location.id),
      }));
    },

    /** Whether the place is the client's (another client's answers no, as one that does not exist). */
    async ownsLocation(actingClientId: number, locationId: number): Promise<boolean> {
      const row = await db
        .selectFrom('locations')
        .select('id')
        .where('id', '=', locationId)
        .where('client_id', '=', actingClientId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One of the client's usage points with its place; undefined when the client has none by that name. */
    usagePoint(actingClientId: number, identifier: string) {
      return db
        .selectFrom('usage_points as p')
        .innerJoin('locations as l', 'l.id', 'p.location_id')
        .select(['p.id', ...pointColumns, 'l.country_code', 'l.latitude', 'l.coastal'])
        .where('p.client_id', '=', actingClientId)
        .where('p.identifier', '=', identifier)
        .executeTakeFirst();
    },
  };
}

export type LocationsRepository = ReturnType<typeof locationsRepository>;
export type LocationWithPoints = Awaited<ReturnType<LocationsRepository['locations']>>[number];
export type StoredPoint = NonNullable<Awaited<ReturnType<LocationsRepository['usagePoint']>>>;
