import { Decimal } from 'decimal.js';
import type { InvoiceExplanation } from '@vool/api-client';
import { energyLines, type LineKind } from '../../energy/billing.ts';
import type { PointModel } from '../../energy/model.ts';
import { clockQuarter, formatDay } from '../../energy/time.ts';
import { isNightQuarter, meterDays } from './intervals.ts';

/**
 * "How was this calculated?": each usage point's energy lines rebuilt from its interval readings
 * times the prices of those intervals, set against what the invoice says to the cent, with the
 * customer's consumption-weighted spot price against the market's plain average, and each day's cost.
 */

export interface ExplainedPoint {
  identifier: string;
  model: PointModel;
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
  const usagePoints = points.map(({ identifier, model, invoiced }) => {
    const usage = { wh: 0, spot: 0 };
    let nightWh = 0;
    let market = 0;
    let intervals = 0;
    for (const { day, wh, spot, rates } of meterDays(model, first, end)) {
      let dayWh = 0;
      let daySpot = 0;
      for (let i = 0; i < wh.length; i++) {
        dayWh += wh[i]!;
        if (!spot) continue;
        daySpot += wh[i]! * spot[i]!;
        market += spot[i]!;
        intervals++;
        if (isNightQuarter(clockQuarter(day, i))) nightWh += wh[i]!;
      }
      usage.wh += dayWh;
      usage.spot += daySpot;
      let euros = new Decimal(daySpot).div(1e8);
      for (const rate of [rates.energy, rates.margin, rates.network, rates.tax]) {
        if (rate !== null) euros = euros.plus(kwh(dayWh).mul(rate));
      }
      const total = days.get(day.days) ?? { wh: 0, euros: new Decimal(0) };
      days.set(day.days, { wh: total.wh + dayWh, euros: total.euros.plus(euros) });
    }
    const recomputed = energyLines(model, usage, first);
    const kinds = new Set<LineKind>([...recomputed.map((line) => line.kind), ...invoiced.keys()]);
    const lines = [...kinds].map((kind) => ({
      kind,
      recomputedCents: recomputed.find((line) => line.kind === kind)?.netCents ?? 0,
      invoicedCents: invoiced.get(kind) ?? 0,
    }));
    let spotFigures: InvoiceExplanation['usagePoints'][number]['spot'] = null;
    if (model.utility === 'electricity' && usage.wh > 0 && intervals > 0) {
      const weighted = new Decimal(usage.spot).div(usage.wh * 100);
      const plain = new Decimal(market).div(intervals * 100);
      spotFigures = {
        weightedAverage: weighted.toFixed(2),
        marketAverage: plain.toFixed(2),
        differencePercent: plain.isZero() ? '0.0' : weighted.minus(plain).div(plain).mul(100).toFixed(1),
        nightSharePercent: new Decimal(nightWh).div(usage.wh).mul(100).toFixed(1),
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
