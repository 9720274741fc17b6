import type { ContractKind } from '@vool/api-client';
import type { Utility } from '../../energy/model.ts';
import type { CountryCode } from '../../energy/time.ts';
import { sellerOf } from '../invoices/sellers.ts';

/**
 * Who a contract is with. The seller is the site's company (areas/invoices/sellers.ts); the networks
 * belong to a distribution system operator per country and utility. The operators are fictional, as
 * the brands are; district heat is sold by the company that owns the heat network, so there the
 * seller is the operator too.
 */
const networkOperators: Record<Exclude<Utility, 'heating'>, Record<CountryCode, string>> = {
  electricity: { FI: 'Lähiverkko Oy', EE: 'Võrguühendus AS', LV: 'Tīklu Serviss SIA' },
  gas: { FI: 'Kaasuverkko Oy', EE: 'Gaasivõrk AS', LV: 'Gāzes Tīkli SIA' },
};

/** The site's seller by name (its brand's company). */
export const sellerName = (themeId: string): string => sellerOf(themeId)?.name ?? themeId;

/** The network operator of a usage point's utility in the site's country. */
export function networkOperator(themeId: string, utility: Utility, country: CountryCode): string {
  return utility === 'heating' ? sellerName(themeId) : networkOperators[utility][country];
}

/** The contract kinds the seller signs for a utility's supply (district heat is one contract). */
export const supplyKinds = {
  electricity: 'SupplyContract',
  gas: 'GasSupplyContract',
  heating: 'HeatingGridContract',
} as const satisfies Record<Utility, ContractKind>;

/** Kinds a move-out notice ends (the supply and the network at a point); the rest end with them. */
export const movableKinds: readonly ContractKind[] = [
  'SupplyContract',
  'GasSupplyContract',
  'GridContract',
  'GasGridContract',
  'HeatingGridContract',
];

/** Kinds with a product, priced by the seller: these renew and have what-if prices. */
export const pricedKinds: readonly ContractKind[] = [
  'SupplyContract',
  'GasSupplyContract',
  'HeatingGridContract',
];

/**
 * A contract's number: the site and a serial, fixed width so that the largest number is the latest
 * (`C-07-000123`). Unique per site, the same in every database seeded the same way.
 */
export const contractNumber = (siteId: number, serial: number): string =>
  `C-${String(siteId).padStart(2, '0')}-${String(serial).padStart(6, '0')}`;

/** The serial of a contract number, 0 for one not of this form. */
export const serialOf = (number: string): number => Number(/^C-\d+-(\d+)$/.exec(number)?.[1] ?? 0);
