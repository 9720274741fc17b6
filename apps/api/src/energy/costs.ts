import { computeConsumptionDay, dailyConsumptionWh } from './consumption.ts';
import type { PointModel } from './model.ts';
import { dayPrices } from './prices.ts';
import { electricityCostPerKwh, fixedCostPerKwh } from './tariffs.ts';

/**
 * What a day's consumption costs, € with VAT: electricity quarter by quarter at that quarter's spot
 * price plus margin and network fee; district heating and gas at their fixed price. The same
 * arithmetic as the charts' `unit=EUR`, summed.
 */
export function dailyCost(point: PointModel, days: number): number {
  if (point.utility !== 'electricity') {
    return (dailyConsumptionWh(point, days) / 1000) * fixedCostPerKwh(point.country, point.utility);
  }
  const { wh } = computeConsumptionDay(point, days);
  const prices = dayPrices(point.priceArea ?? point.country, days);
  let euros = 0;
  for (let q = 0; q < wh.length; q++)
    euros += (wh[q]! / 1000) * electricityCostPerKwh(point.country, prices[q]!);
  return euros;
}
