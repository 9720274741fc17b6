import { Decimal } from 'decimal.js';
import type { InvoiceExplanation } from '@vool/api-client';
import { energyLines, type LineKind } from '../../energy/billing.ts';
import type { PointModel } from '../../energy/model.ts';
import { clockQuarter, formatDay } from '../../energy/time.ts';
import { addDay, emptyUsage, type PricingOn } from '../../energy/pricing.ts';
import { energyOf, isNightQuarter, meterDays } from './intervals.ts';

/**
 * "How was this calculated?": each usage point's energy lines rebuilt from its interval readings
 * times the prices of those intervals (each day at its supply contract's prices), set against what the
 * invoice says to the cent, with the customer's consumption-weighted spot price against the market's
 * plain average over the spot-priced days, and each day's cost.
 */

export interface ExplainedPoint {
  identifier: string;
  model: PointModel;
  /** How each day was priced (the point's supply contracts, `supply.ts`). */
  pricingOn: PricingOn;
  /** What the invoice bills for this point, by energy line kind, net cents. */
  invoiced: ReadonlyMap<LineKind, number>;
}

const kwh = (wh: number) => new Decimal(wh).div(1000);

export function explain(
  invoiceNumber: string,
  first: number,
  end: number,
  points: readonly ExplainedPoint[],
): InvoiceExplanation {
  const days = new Map<number, { wh: number; euros: Decimal }>();
  const usagePoints = points.map(({ identifier, model, pricingOn, invoiced }) => {
    const usage = emptyUsage();
    let nightWh = 0;
    let market = 0;
    let intervals = 0;
    for (const meterDay of meterDays(model, first, end, pricingOn)) {
      const { day, wh, quarters, spot, pricing, rates } = meterDay;
      addDay(usage, day, wh, quarters, spot, pricing);
      let dayWh = 0;
      let euros = new Decimal(0);
      for (let i = 0; i < wh.length; i++) {
        dayWh += wh[i]!;
        euros = euros.plus(energyOf(meterDay, i));
        // The spot figures compare what the spot-priced days paid with the market's average.
        if (!spot || pricing.kind !== 'spot') continue;
        market += spot[i]!;
        intervals++;
        if (isNightQuarter(clockQuarter(day, i))) nightWh += wh[i]!;
      }
      for (const rate of [rates.margin, rates.network, rates.tax]) {
        if (rate !== null) euros = euros.plus(kwh(dayWh).mul(rate));
      }
      const total = days.get(day.days) ?? { wh: 0, euros: new Decimal(0) };
      days.set(day.days, { wh: total.wh + dayWh, euros: total.euros.plus(euros) });
    }
    const recomputed = energyLines(model, usage, first);
    const kinds = new Set<LineKind>([...recomputed.map((line) => line.kind), ...invoiced.keys()]);
    const recomputedOf = (kind: LineKind) =>
      recomputed.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.netCents, 0);
    const lines = [...kinds].map((kind) => ({
      kind,
      recomputedCents: recomputedOf(kind),
      invoicedCents: invoiced.get(kind) ?? 0,
    }));
    let spotFigures: InvoiceExplanation['usagePoints'][number]['spot'] = null;
    if (model.utility === 'electricity' && usage.spotWh > 0 && intervals > 0) {
      const weighted = new Decimal(usage.spot).div(usage.spotWh * 100);
      const plain = new Decimal(market).div(intervals * 100);
      spotFigures = {
        weightedAverage: weighted.toFixed(2),
        marketAverage: plain.toFixed(2),
        differencePercent: plain.isZero() ? '0.0' : weighted.minus(plain).div(plain).mul(100).toFixed(1),
        nightSharePercent: new Decimal(nightWh).div(usage.spotWh).mul(100).toFixed(1),
      };
    }
    return {
      identifier,
      utility: model.utility,
      kwh: kwh(usage.wh).toFixed(3),
      lines,
      matches: lines.every((line) => line.recomputedCents === line.invoicedCents),
      spot: spotFigures,
    };
  });
  return {
    invoiceNumber,
    usagePoints,
    days: [...days]
      .sort(([a], [b]) => a - b)
      .map(([day, total]) => ({
        date: formatDay(day),
        kwh: kwh(total.wh).toFixed(3),
        netCents: total.euros.mul(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber(),
      })),
  };
}
