import type { Address, Contract, ContractStatus } from '@vool/api-client/browser';

export interface PlaceGroup {
  key: string;
  /** Null for the contracts of no one place (a group's billing contract). */
  place: Address | null;
  contracts: Contract[];
}

const order: Record<ContractStatus, number> = { active: 0, upcoming: 1, ended: 2 };

const placeKey = (place: Address | null) =>
  place ? `${place.street}|${place.postalCode}|${place.city}|${place.countryCode}` : '';

/**
 * The contracts per place of supply, in force and starting ones first (the API's order of places
 * kept); the ended ones apart, newest first, for a section of their own.
 */
export function groupByPlace(contracts: readonly Contract[]): { current: PlaceGroup[]; ended: Contract[] } {
  const groups = new Map<string, PlaceGroup>();
  const ended: Contract[] = [];
  for (const contract of contracts) {
    if (contract.status === 'ended') {
      ended.push(contract);
      continue;
    }
    const key = placeKey(contract.place);
    const group = groups.get(key) ?? { key, place: contract.place, contracts: [] };
    group.contracts.push(contract);
    groups.set(key, group);
  }
  for (const group of groups.values())
    group.contracts.sort(
      // What is sold (a product: the current one, then the next) before the network's own contracts.
      (a, b) =>
        Number(a.product === null) - Number(b.product === null) ||
        order[a.status] - order[b.status] ||
        a.startDate.localeCompare(b.startDate),
    );
  // Contracts of no one place (a group's billing) after the places.
  const current = [...groups.values()].sort((a, b) => Number(a.place === null) - Number(b.place === null));
  ended.sort((a, b) => (b.endDate ?? b.startDate).localeCompare(a.endDate ?? a.startDate));
  return { current, ended };
}
