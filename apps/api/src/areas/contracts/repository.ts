import type { Kysely } from 'kysely';
import type { Database, StoredMoveOut } from '../../db/schema.ts';

const contractColumns = [
  'c.id',
  'c.number',
  'c.kind',
  'c.usage_point_id',
  'c.group_id',
  'c.product_id',
  'c.counterparty',
  'c.start_date',
  'c.end_date',
  'c.move_out_date',
  'c.delivery',
  'c.signed_at',
  'c.renewed_by',
] as const;

const pointColumns = [
  'p.identifier',
  'p.utility',
  'p.location_id',
  'l.street',
  'l.city',
  'l.postal_code',
  'l.country_code',
] as const;

/**
 * The contracts' SQL. Every query of a client's data takes the acting client's id from the session,
 * never from the request; a row of another client is never read. `db` may be a transaction.
 */
export function contractsRepository(db: Kysely<Database>) {
  const contracts = (clientId: number) =>
    db
      .selectFrom('contracts as c')
      .leftJoin('usage_points as p', 'p.id', 'c.usage_point_id')
      .leftJoin('locations as l', 'l.id', 'p.location_id')
      .select(contractColumns)
      .select(pointColumns)
      .where('c.client_id', '=', clientId);

  return {
    /** Every contract of the client, in id order. */
    contracts(clientId: number) {
      return contracts(clientId).orderBy('c.id').execute();
    },

    /** The products of a site with all their price lists (a few dozen rows). */
    async catalogue(siteId: number) {
      const [products, prices] = await Promise.all([
        db.selectFrom('products').selectAll().where('site_id', '=', siteId).orderBy('position').execute(),
        db
          .selectFrom('product_prices as pp')
          .innerJoin('products as pr', 'pr.id', 'pp.product_id')
          .select(['pp.product_id', 'pp.valid_from', 'pp.components'])
          .where('pr.site_id', '=', siteId)
          .orderBy('pp.valid_from')
          .execute(),
      ]);
      return { products, prices };
    },

    /** The client: their type (people and companies buy different products) and code. */
    client(clientId: number) {
      return db
        .selectFrom('clients')
        .select(['id', 'type', 'client_code', 'name', 'locale_id'])
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow();
    },

    /** One of the client's usage points by its GSRN or EIC, with its place; undefined for anyone else's. */
    usagePoint(clientId: number, identifier: string) {
      return db
        .selectFrom('usage_points as p')
        .innerJoin('locations as l', 'l.id', 'p.location_id')
        .select(['p.id', 'p.seed', 'p.identifier_type', 'p.price_area', 'p.profile', 'p.annual_kwh'])
        .select(['p.space_heating', 'p.producer', 'p.capacity_kw', 'l.latitude', 'l.coastal'])
        .select(pointColumns)
        .where('p.client_id', '=', clientId)
        .where('p.identifier', '=', identifier)
        .executeTakeFirst();
    },

    /** Records a move-out notice unless one was given meanwhile; whether it was recorded. */
    async moveOut(clientId: number, id: number, date: string, notice: StoredMoveOut): Promise<boolean> {
      const done = await db
        .updateTable('contracts')
        .set({ move_out_date: date, end_date: date, move_out: JSON.stringify(notice) })
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .where('move_out_date', 'is', null)
        .executeTakeFirst();
      return done.numUpdatedRows === 1n;
    },
  };
}

export type ContractsRepository = ReturnType<typeof contractsRepository>;
export type ContractRow = Awaited<ReturnType<ContractsRepository['contracts']>>[number];
export type Catalogue = Awaited<ReturnType<ContractsRepository['catalogue']>>;
export type ProductRow = Catalogue['products'][number];
export type PointRow = NonNullable<Awaited<ReturnType<ContractsRepository['usagePoint']>>>;
