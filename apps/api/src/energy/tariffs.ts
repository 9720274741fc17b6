import type { PointModel, Profile, Utility } from './model.ts';
import { parseDay, type CountryCode } from './time.ts';

/**
 * Every price the demo bills with, in one place. Electricity is sold at the spot price plus the
 * seller's margin, with the grid operator's network fee and the state's electricity tax on top;
 * district heating and gas at a fixed energy price, gas with its network fee and excise. Each utility
 * also has the seller's monthly fee, and electricity and gas the grid's. All before VAT, as exact
 * decimal text (€): invoices compute with them in decimal.js; the charts' euros read them as numbers.
 * The brands are fictional, and so are their own prices; taxes are the countries' real ones.
 */

/**
 * VAT, percent. Today's rates, applied to the demo's whole history (Finland had 24 % before
 * 1 September 2024, Estonia 22 % before 1 July 2025): one rate per country keeps an invoice's VAT
 * and the charts' euros simple to follow.
 */
export const vatPercent: Record<CountryCode, string> = { FI: '25.5', EE: '24', LV: '21' };
export const vatRates: Record<CountryCode, number> = {
  FI: Number(vatPercent.FI) / 100,
  EE: Number(vatPercent.EE) / 100,
  LV: Number(vatPercent.LV) / 100,
};

/** The seller's margin on the spot price, €/kWh. */
export const electricityMargin: Record<CountryCode, string> = { FI: '0.0049', EE: '0.0059', LV: '0.0065' };

/** The grid operator's energy-based network fee (transmission, distribution), €/kWh. */
export const networkFee: Record<CountryCode, string> = { FI: '0.0452', EE: '0.0519', LV: '0.0398' };

/** The gas grid's distribution fee, €/kWh. */
export const gasNetworkFee: Record<CountryCode, string> = { FI: '0.0231', EE: '0.0162', LV: '0.0148' };

/** Fixed energy prices of district heating and gas, €/kWh. */
export const energyPrice: Record<Exclude<Utility, 'electricity'>, Record<CountryCode, string>> = {
  heating: { FI: '0.0895', EE: '0.0812', LV: '0.0745' },
  gas: { FI: '0.0682', EE: '0.0598', LV: '0.0571' },
};

type ByProfile = Record<Profile, string>;

/** The seller's monthly fee per usage point, €/month (district heating's is its basic charge). */
export const sellerMonthlyFee: Record<Utility, Record<CountryCode, ByProfile>> = {
  electricity: {
    FI: { household: '3.90', company: '9.90' },
    EE: { household: '2.49', company: '6.90' },
    LV: { household: '2.99', company: '7.99' },
  },
  gas: {
    FI: { household: '6.90', company: '19.90' },
    EE: { household: '2.99', company: '9.90' },
    LV: { household: '3.49', company: '9.90' },
  },
  heating: {
    FI: { household: '24.50', company: '145.00' },
    EE: { household: '18.00', company: '95.00' },
    LV: { household: '15.00', company: '80.00' },
  },
};

/** The grid's monthly fee per connection (a household's 3 × 25 A fuse, a company's larger one), €/month. */
export const networkMonthlyFee: Record<Exclude<Utility, 'heating'>, Record<CountryCode, ByProfile>> = {
  electricity: {
    FI: { household: '6.45', company: '24.90' },
    EE: { household: '5.20', company: '19.80' },
    LV: { household: '7.28', company: '22.50' },
  },
  gas: {
    FI: { household: '9.90', company: '29.90' },
    EE: { household: '4.50', company: '15.00' },
    LV: { household: '3.70', company: '12.90' },
  },
};

/** The seller's fee for a paper invoice to a private customer, €. */
export const paperBillFee: Record<CountryCode, string> = { FI: '2.90', EE: '1.50', LV: '1.00' };

/** A rate (€/kWh) in force from a date on. Every change so far came on the first of a month. */
export interface Step {
  from: string;
  rate: string;
}

const fi2015: Step[] = [{ from: '2015-01-01', rate: '0.02253' }];
const eeElectricity: Step[] = [
  { from: '2020-05-01', rate: '0.00100' },
  { from: '2024-05-01', rate: '0.00145' },
  { from: '2025-05-01', rate: '0.00210' },
];

/** Electricity tax or excise, by the law in force from each date. */
export const electricityTax: Record<CountryCode, Record<Profile, Step[]>> = {
  // Finland: electricity tax class I (homes, services, farms, the public sector) 2.24 c/kWh plus the
  // security-of-supply fee 0.013 c/kWh = 2.253 c/kWh: Act on Excise Duty on Electricity and Certain
  // Fuels (1260/1996), annex, table 2 (vero.fi, "Sähkön ja eräiden polttoaineiden verotaulukot").
  // HE 194/2025 proposes a fee of 0.085 c/kWh from 1 April 2026; it joins this table once it is law.
  FI: { household: fi2015, company: fi2015 },
  // Estonia: electricity excise, Alcohol, Tobacco, Fuel and Electricity Excise Duty Act § 66:
  // 1.00 €/MWh from 1 May 2020 (cut from 4.47), 1.45 from 1 May 2024, 2.10 from 1 May 2025.
  EE: { household: eeElectricity, company: eeElectricity },
  // Latvia: electricity tax 1.01 €/MWh (Electricity Tax Law § 5, since 1 January 2014); electricity
  // used by households is exempt (§ 6).
  LV: {
    household: [{ from: '2014-01-01', rate: '0' }],
    company: [{ from: '2014-01-01', rate: '0.00101' }],
  },
};

/** Excise on natural gas burnt for heat, by the law in force from each date. */
export const gasExcise: Record<CountryCode, Step[]> = {
  // Finland: natural gas, energy content tax 10.33 + carbon dioxide tax 12.94 + security-of-supply
  // fee 0.084 = 23.354 €/MWh: Act 1260/1996, annex, table 1, product group 2 (vero.fi, since 2021).
  FI: [{ from: '2021-01-01', rate: '0.023354' }],
  // Estonia: natural gas as heating fuel, Excise Duty Act § 66: 40.00 €/1000 m³ from 1 May 2020,
  // 47.81 from 1 May 2024, 56.42 from 1 May 2025; per kWh at 10.78 kWh/m³ (the gross calorific
  // value Estonian distributors bill with), rounded to a thousandth of a cent.
  EE: [
    { from: '2020-05-01', rate: '0.003711' },
    { from: '2024-05-01', rate: '0.004435' },
    { from: '2025-05-01', rate: '0.005234' },
  ],
  // Latvia: natural gas as heating fuel, Law on Excise Duties § 15.1: 1.65 €/MWh, 3.80 from
  // 1 January 2025, 5.95 from 1 January 2026.
  LV: [
    { from: '2018-01-01', rate: '0.00165' },
    { from: '2025-01-01', rate: '0.00380' },
    { from: '2026-01-01', rate: '0.00595' },
  ],
};

const stepDays = new Map<Step, number>();

/** The rate of `steps` in force on local day `days` ('0' before the first). */
export function rateOn(steps: readonly Step[], days: number): string {
  let rate = '0';
  for (const step of steps) {
    let from = stepDays.get(step);
    if (from === undefined) {
      from = parseDay(step.from)!;
      stepDays.set(step, from);
    }
    if (from <= days) rate = step.rate;
  }
  return rate;
}

type TariffPoint = Pick<PointModel, 'country' | 'profile'>;

/**
 * The grid's and the state's € per kWh on a day, before VAT: the network fee and the electricity tax,
 * gas's network fee and excise; none for district heat (its price is all energy). What a kWh costs
 * beyond the seller's energy (`pricing.ts`): the charts' euros and the invoice's per-kWh lines.
 */
export function gridPerKwh(point: TariffPoint & { utility: Utility }, days: number): number {
  const { country } = point;
  if (point.utility === 'electricity') {
    return Number(networkFee[country]) + Number(rateOn(electricityTax[country][point.profile], days));
  }
  if (point.utility === 'heating') return 0;
  return Number(gasNetworkFee[country]) + Number(rateOn(gasExcise[country], days));
}

/** What a kWh of solar power fed into the grid earns: the spot price, no margin, no VAT, €. */
export const productionWorthPerKwh = (spotEurMwh: number): number => spotEurMwh / 1000;
