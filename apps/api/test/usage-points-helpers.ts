import type { LightMyRequestResponse } from 'fastify';
import { UsagePointPage as UsagePointPageSchema, type UsagePointPage } from '@vool/api-client';
import { searchCompany } from '../src/db/seed/usage-points.ts';
import { keepCookies } from './helpers.ts';
import { ok, type ContractsWorld, type SignedIn } from './contracts-helpers.ts';

export const nordlys = `${searchCompany.themeId}.localhost`;

/** The seeded company of 2,000 usage points (seed/usage-points.ts). */
export const companyRow = (world: ContractsWorld) =>
  world.db
    .selectFrom('clients')
    .select(['id', 'client_code'])
    .where('name', '=', searchCompany.name)
    .executeTakeFirstOrThrow();

/** Its representative (nordlys' second demo person) switches to acting for it. */
export async function actForCompany(world: ContractsWorld, who: SignedIn): Promise<number> {
  const company = await companyRow(world);
  const switched = await who.call('POST', '/api/me/representatives', {
    representativeCode: company.client_code,
  });
  if (switched.statusCode !== 200) throw new Error(`${switched.statusCode} ${switched.body}`);
  keepCookies(who.jar, switched);
  return company.id;
}

/** A client's usage points as the database has them, with the address the search reads. */
export const pointsOf = (world: ContractsWorld, clientId: number) =>
  world.db
    .selectFrom('usage_points as p')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .select(['p.identifier', 'p.identifier_type', 'p.point_kind', 'p.meter_number', 'l.street', 'l.city'])
    .where('p.client_id', '=', clientId)
    .orderBy('p.id')
    .execute();

export const page = (response: LightMyRequestResponse): UsagePointPage => ok(response, UsagePointPageSchema);

export const search = (who: SignedIn, searchType: string, query: string, more: object = {}) =>
  who.call('POST', '/api/usage-points/search', { searchType, query, ...more });
