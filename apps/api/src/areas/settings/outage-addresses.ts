import type { OutageAddress } from '@vool/api-client';
import type { LocationsRepository, LocationWithPoints } from '../locations/repository.ts';

/**
 * The grid contract of a place of supply. Contracts are not stored in this codebase yet; a place has
 * exactly one grid connection, so its contract id is made from the place, here and nowhere else. When
 * the contracts area arrives it owns this id (and outage_contacts.contract_id keeps matching it).
 */
export const gridContractId = (location: Pick<LocationWithPoints, 'id'>): string => `GRID-${location.id}`;

/** An address on one line, as the dashboard writes it. */
export const addressLine = (location: Pick<LocationWithPoints, 'street' | 'postal_code' | 'city'>) =>
  `${location.street}, ${location.postal_code} ${location.city}`;

/** Every place of supply of the client: any utility's network can have an outage worth telling. */
export async function outageAddresses(
  locations: LocationsRepository,
  clientId: number,
): Promise<OutageAddress[]> {
  return (await locations.locations(clientId)).map((location) => ({
    contractId: gridContractId(location),
    address: addressLine(location),
    usagePointIds: location.points.map((point) => point.identifier),
  }));
}

/** Whether the client has a place with this grid contract (another client's answers no, as none). */
export async function ownsContract(
  locations: LocationsRepository,
  clientId: number,
  contractId: string,
): Promise<boolean> {
  const match = /^GRID-([1-9]\d{0,8})$/.exec(contractId);
  return match?.[1] !== undefined && locations.ownsLocation(clientId, Number(match[1]));
}
