import { Decimal } from 'decimal.js';
import type { PointModel } from '../../energy/model.ts';
import { quarterDate } from '../../energy/time.ts';
import type { PricingOn } from '../../energy/pricing.ts';
import { energyOf, meterDays } from './intervals.ts';

/**
 * An invoice's interval rows as CSV, in the conventions of the portal's chart CSV (its csv.ts):
 * UTF-8 with a byte-order mark so spreadsheets read the letters, one header line, CRLF line ends,
 * values exactly as computed (no rounding, no grouping). Semicolons separate the fields and the
 * decimal mark is a point, so the file reads the same in every language's spreadsheet. Each row is
 * one meter interval (a quarter hour of electricity, an hour of district heat, a day of gas) starting
 * at a local time with its UTC offset: a clock-change day has 92 or 100 quarter hours.
 */

export const csvHeader = [
  'usage_point',
  'start',
  'kwh',
  'spot_eur_per_mwh',
  'energy_eur',
  'margin_eur',
  'network_eur',
  'tax_eur',
] as const;

const kwh = (wh: number) => new Decimal(wh).div(1000);
const euros = (wh: number, rate: string | null) => (rate === null ? '' : kwh(wh).mul(rate).toFixed());

/** Quoted where a field holds the separator, a quote or a line break (never, for these fields). */
const field = (text: string) => (/[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function invoiceCsv(
  points: ReadonlyArray<{ identifier: string; model: PointModel; pricingOn: PricingOn }>,
  first: number,
  end: number,
): string {
  const lines = [csvHeader.join(';')];
  for (const { identifier, model, pricingOn } of points) {
    const id = field(identifier);
    for (const meterDay of meterDays(model, first, end, pricingOn)) {
      const { day, wh, quarters, spot, rates } = meterDay;
      for (let i = 0; i < wh.length; i++) {
        const used = wh[i]!;
        const energy = energyOf(meterDay, i).toFixed();
        lines.push(
          [
            id,
            quarterDate(day, i * quarters),
            kwh(used).toFixed(3),
            spot ? new Decimal(spot[i]!).div(100).toFixed(2) : '',
            energy,
            euros(used, rates.margin),
            euros(used, rates.network),
            euros(used, rates.tax),
          ].join(';'),
        );
      }
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
