import type { Utility } from './model.ts';
import type { CountryCode } from './time.ts';

/**
 * Every price the demo bills with, in one place. Electricity is sold at the spot price plus the
 * seller's margin, with the grid operator's network fee on top; district heating and gas at a fixed
 * energy price. All per kWh and before VAT; VAT is added per country.
 */
export const vatRates: Record<CountryCode, number> = {
  /** Finland: 25.5 % (from 1 September 2024; the demo applies today's rates to its whole history). */
  FI: 0.255,
  /** Estonia: 24 % (from 1 July 2025). */
  EE: 0.24,
  LV: 0.21,
};

/** The seller's margin on the spot price, €/kWh. */
export const electricityMargin: Record<CountryCode, number> = { FI: 0.0049, EE: 0.0059, LV: 0.0065 };

/** The grid operator's energy-based network fee (transmission, distribution), €/kWh. */
export const networkFee: Record<CountryCode, number> = { FI: 0.0452, EE: 0.0519, LV: 0.0398 };

/** Fixed energy prices of district heating and gas, €/kWh. */
export const energyPrice: Record<Exclude<Utility, 'electricity'>, Record<CountryCode, number>> = {
  heating: { FI: 0.0895, EE: 0.0812, LV: 0.0745 },
  gas: { FI: 0.0682, EE: 0.0598, LV: 0.0571 },
};

/** What a kWh of electricity costs the customer at a spot price (€/MWh), VAT included, €. */
export const electricityCostPerKwh = (country: CountryCode, spotEurMwh: number): number =>
  (spotEurMwh / 1000 + electricityMargin[country] + networkFee[country]) * (1 + vatRates[country]);

/** What a kWh of district heating or gas costs, VAT included, €. */
export const fixedCostPerKwh = (country: CountryCode, utility: Exclude<Utility, 'electricity'>): number =>
  energyPrice[utility][country] * (1 + vatRates[country]);

/** What a kWh of solar power fed into the grid earns: the spot price, no margin, no VAT, €. */
export const productionWorthPerKwh = (spotEurMwh: number): number => spotEurMwh / 1000;
