import type { InvoiceLineKind } from '@vool/api-client';
import { Decimal } from 'decimal.js';
import { computeConsumptionDay, dailyConsumptionWh } from './consumption.ts';
import type { PointModel, Utility } from './model.ts';
import { dayPrices } from './prices.ts';
import { addDay, emptyUsage, type PricingOn, type Usage } from './pricing.ts';
import {
  electricityTax,
  gasExcise,
  gasNetworkFee,
  networkFee,
  networkMonthlyFee,
  paperBillFee,
  rateOn,
  sellerMonthlyFee,
  vatPercent,
} from './tariffs.ts';
import { dayNumber, daysInMonth, localDay, type CountryCode } from './time.ts';

/**
 * The arithmetic of an invoice: a usage point's month of energy priced line by line, and the VAT of
 * the whole. Money is exact: interval sums are integers, every product is a decimal.js value, each
 * line is rounded half up to the cent once, and VAT is computed once per rate on the lines' net.
 */

// Bound once: a global lookup per interval is slow in a vm context (Jest's sandbox).
const { round } = Math;

/** Spec §3 price component kinds as an invoice line bills them (the API's `InvoiceLineKind`). */
export type LineKind = InvoiceLineKind;

export interface PricedLine {
  kind: LineKind;
  quantity: string;
  unit: 'kWh' | 'month' | 'piece';
  /** € per unit before VAT. */
  unitPrice: string;
  netCents: number;
}

/**
 * A point's usage in each of `months` (month indices, year × 12 + month − 1), each day priced as
 * `pricingOn` says, every day computed once and afresh: bulk work that would only churn the readings'
 * memo.
 */
export function monthlyUsage(point: PointModel, months: readonly number[], pricingOn: PricingOn): Usage[] {
  return months.map((index) => {
    const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
    const usage = emptyUsage();
    for (let d = dayNumber(year, month, 1), end = d + daysInMonth(year, month); d < end; d++) {
      const day = localDay(d);
      if (point.utility !== 'electricity') {
        addDay(usage, day, [dailyConsumptionWh(point, d)], day.quarters, null, pricingOn(d));
        continue;
      }
      const { wh } = computeConsumptionDay(point, d);
      const prices = dayPrices(point.priceArea ?? point.country, d);
      addDay(
        usage,
        day,
        wh,
        1,
        Int32Array.from(prices, (price) => round(price * 100)),
        pricingOn(d),
      );
    }
    return usage;
  });
}

const cents = (euros: Decimal) => euros.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).mul(100).toNumber();
const kwhOf = (wh: number) => new Decimal(wh).div(1000);

function perKwh(kind: LineKind, wh: number, price: string): PricedLine {
  const quantity = kwhOf(wh);
  return {
    kind,
    quantity: quantity.toFixed(3),
    unit: 'kWh',
    unitPrice: price,
    netCents: cents(quantity.mul(price)),
  };
}

const monthly = (kind: LineKind, price: string): PricedLine => ({
  kind,
  quantity: '1',
  unit: 'month',
  unitPrice: price,
  netCents: cents(new Decimal(price)),
});

/** The spot energy: each interval at its own price; the unit price is their consumption-weighted mean. */
export function spotLine(usage: Pick<Usage, 'spot' | 'spotWh'>): PricedLine {
  const euros = new Decimal(usage.spot).div(1e8);
  return {
    kind: 'Hourly',
    quantity: kwhOf(usage.spotWh).toFixed(3),
    unit: 'kWh',
    unitPrice: usage.spotWh === 0 ? '0' : euros.div(kwhOf(usage.spotWh)).toDecimalPlaces(5).toFixed(5),
    netCents: cents(euros),
  };
}

type Billed = Pick<PointModel, 'utility' | 'country' | 'profile'>;

const sellerOrder: LineKind[] = ['Base', 'Day', 'Night', 'Margin'];

/**
 * The lines that follow the kWh: the seller's energy as the period was priced (spot, fixed, day and
 * night; one line per price, so a month that changed contract bills each price it had), the margin,
 * then the network fee and tax on all of it, at the rates in force on the period's first day (`days`;
 * rates change on the first of a month).
 */
export function energyLines(point: Billed, usage: Usage, days: number): PricedLine[] {
  const { country } = point;
  const seller = [...usage.priced]
    .map(([key, wh]) => {
      const [kind, price] = key.split(':') as [LineKind, string];
      return perKwh(kind, wh, price);
    })
    .sort((a, b) => sellerOrder.indexOf(a.kind) - sellerOrder.indexOf(b.kind));
  const energy = usage.spotPriced ? [spotLine(usage), ...seller] : seller;
  if (point.utility === 'electricity') {
    return [
      ...energy,
      perKwh('Network', usage.wh, networkFee[country]),
      perKwh('Tax', usage.wh, rateOn(electricityTax[country][point.profile], days)),
    ];
  }
  if (point.utility === 'heating') return energy;
  return [
    ...energy,
    perKwh('Network', usage.wh, gasNetworkFee[country]),
    perKwh('Tax', usage.wh, rateOn(gasExcise[country], days)),
  ];
}

/** A point's month on the invoice: the seller's part (energy, margin, fee), the grid's, then the tax. */
export function pointLines(point: Billed, usage: Usage, days: number): PricedLine[] {
  const lines = energyLines(point, usage, days);
  const of = (kind: LineKind) => lines.filter((line) => line.kind === kind);
  const { utility, country, profile } = point;
  const seller = monthly('Monthly', sellerMonthlyFee[utility][country][profile]);
  const grid =
    utility === 'heating' ? [] : [monthly('NetworkMonthly', networkMonthlyFee[utility][country][profile])];
  return [
    ...of('Hourly'),
    ...of('Base'),
    ...of('Day'),
    ...of('Night'),
    ...of('Margin'),
    seller,
    ...of('Network'),
    ...grid,
    ...of('Tax'),
  ];
}

export const paperBillLine = (country: CountryCode): PricedLine => ({
  kind: 'PaperBill',
  quantity: '1',
  unit: 'piece',
  unitPrice: paperBillFee[country],
  netCents: cents(new Decimal(paperBillFee[country])),
});

export interface TotalsLine {
  netCents: number;
  vatRate: string;
  /** The utility whose column of the invoice the line counts in. */
  utility: Utility;
}

export interface InvoiceTotals {
  netCents: number;
  vatCents: number;
  totalCents: number;
  vat: Array<{ rate: string; netCents: number; vatCents: number }>;
  /** Per utility, VAT included; they add up to the total exactly. */
  byUtility: Record<Utility, number>;
}

/**
 * VAT once per rate on the net of that rate's lines, rounded half up; each utility's share of it in
 * proportion, the largest share taking the rounding, so the columns add up to the total to the cent.
 */
export function invoiceTotals(lines: readonly TotalsLine[]): InvoiceTotals {
  const byRate = new Map<string, TotalsLine[]>();
  for (const line of lines) byRate.set(line.vatRate, [...(byRate.get(line.vatRate) ?? []), line]);
  const byUtility: Record<Utility, number> = { electricity: 0, gas: 0, heating: 0 };
  const vat: InvoiceTotals['vat'] = [];
  for (const [rate, group] of byRate) {
    const nets: Record<Utility, number> = { electricity: 0, gas: 0, heating: 0 };
    for (const line of group) nets[line.utility] += line.netCents;
    const net = group.reduce((sum, line) => sum + line.netCents, 0);
    const tax = new Decimal(net).mul(rate).div(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
    vat.push({ rate, netCents: net, vatCents: tax });
    const used = (Object.keys(nets) as Utility[]).filter((u) => group.some((line) => line.utility === u));
    const largest = used.reduce((a, b) => (Math.abs(nets[b]) > Math.abs(nets[a]) ? b : a));
    let rest = tax;
    for (const utility of used) {
      if (utility === largest) continue;
      const share = new Decimal(nets[utility]).mul(rate).div(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
      byUtility[utility] += nets[utility] + share.toNumber();
      rest -= share.toNumber();
    }
    byUtility[largest] += nets[largest] + rest;
  }
  const netCents = vat.reduce((sum, v) => sum + v.netCents, 0);
  const vatCents = vat.reduce((sum, v) => sum + v.vatCents, 0);
  return { netCents, vatCents, totalCents: netCents + vatCents, vat, byUtility };
}

export const vatRateOf = (country: CountryCode) => vatPercent[country];
