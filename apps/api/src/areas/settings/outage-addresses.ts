import type { ContractKind, OutageAddress } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import { todayAt } from '../contracts/dates.ts';
import type { LocationWithPoints } from '../locations/repository.ts';

/** The contracts with a network operator: outages happen on their networks (district heat is one). */
export const gridKinds: readonly ContractKind[] = ['GridContract', 'GasGridContract', 'HeatingGridContract'];

/** An address on one line, as the dashboard writes it. */
export const addressLine = (location: Pick<LocationWithPoints, 'street' | 'postal_code' | 'city'>) =>
  `${location.street}, ${location.postal_code} ${location.city}`;

/** The client's network contracts in force today (begun, not ended), with their place and point. */
function gridContracts(db: Db, clientId: number, now: Date) {
  const today = todayAt(now);
  return db
    .selectFrom('contracts as c')
    .innerJoin('usage_points as p', 'p.id', 'c.usage_point_id')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .select(['c.number', 'p.identifier', 'l.street', 'l.postal_code', 'l.city'])
    .where('c.client_id', '=', clientId)
    .where('c.kind', 'in', gridKinds)
    .where('c.start_date', '<=', today)
    .where((eb) => eb.or([eb('c.end_date', 'is', null), eb('c.end_date', '>=', today)]))
    .orderBy('l.id')
    .orderBy('c.number');
}

/** Each network contract of the client in force, by its number: what outage notices are chosen for. */
export async function outageAddresses(db: Db, clientId: number, now: Date): Promise<OutageAddress[]> {
  return (await gridContracts(db, clientId, now).execute()).map((row) => ({
    contractId: row.number,
    address: addressLine(row),
    usagePointIds: [row.identifier],
  }));
}

/**
 * Whether the client has this network contract in force (another client's answers no, as none). One
 * table, no joins: every outage-contacts call asks it first.
 */
export async function ownsContract(
  db: Db,
  clientId: number,
  contractId: string,
  now: Date,
): Promise<boolean> {
  const today = todayAt(now);
  const row = await db
    .selectFrom('contracts')
    .select('id')
    .where('client_id', '=', clientId)
    .where('number', '=', contractId)
    .where('kind', 'in', gridKinds)
    .where('start_date', '<=', today)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
    .executeTakeFirst();
  return row !== undefined;
}
