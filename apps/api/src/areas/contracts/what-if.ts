import { Decimal } from 'decimal.js';
import type { LocaleId, PricingKind, WhatIf, WhatIfPlan, WhatIfQuery } from '@vool/api-client';
import type { Kysely } from 'kysely';
import type { Database, StoredPriceComponent } from '../../db/schema.ts';
import { validationError } from '../../errors.ts';
import { lastCompleteDay } from '../../energy/availability.ts';
import type { PointModel } from '../../energy/model.ts';
import { civil, formatMonth } from '../../energy/time.ts';
import { toPointModel } from '../locations/usage-points.ts';
import { signable, textsIn } from './catalogue.ts';
import { contractsRepository } from './repository.ts';
import { contractsService, currentSupply, pointNotFound, type SiteFacts } from './service.ts';
import { monthUsage, type MonthUsage } from './usage.ts';
import { priceDateOf } from './views.ts';

/**
 * What a month would have cost under a plan, VAT included, in whole cents (rounded half up once, on
 * the month's total). Hourly: each interval's energy at its spot price, plus the margin on every kWh;
 * with day and night prices, the day hours at the one and the rest at the other; otherwise every kWh at
 * the energy price (a fixed term then spot at its fixed price). The seller's monthly fee on top.
 */
export function monthCents(
  pricingKind: PricingKind,
  components: readonly StoredPriceComponent[],
  usage: MonthUsage,
  vatPercent: string,
): number {
  const price = (kind: StoredPriceComponent['kind']) => components.find((c) => c.kind === kind)?.price;
  const kwh = new Decimal(usage.wh).div(1000);
  let net = new Decimal(price('Monthly') ?? 0);
  const day = price('Day');
  if (pricingKind === 'Hourly') {
    net = net.plus(new Decimal(usage.spot).div(1e8)).plus(kwh.mul(price('Margin') ?? 0));
  } else if (day !== undefined) {
    const dayKwh = new Decimal(usage.dayWh).div(1000);
    net = net.plus(dayKwh.mul(day)).plus(kwh.minus(dayKwh).mul(price('Night') ?? day));
  } else {
    net = net.plus(kwh.mul(price('Base') ?? 0));
  }
  const gross = net.mul(new Decimal(vatPercent).div(100).plus(1));
  return gross.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).mul(100).toNumber();
}

const kwhText = (wh: number) => new Decimal(wh).div(1000).toFixed(3);

/** The last twelve whole months the point has every reading of, as month indices (year × 12 + month − 1). */
export function lastTwelveMonths(point: Pick<PointModel, 'utility'>, now: Date): number[] {
  const { year, month } = civil(lastCompleteDay(point.utility, now.getTime()) + 1);
  const last = year * 12 + month - 2;
  return Array.from({ length: 12 }, (_, i) => last - 11 + i);
}

const monthText = (index: number) => formatMonth(Math.floor(index / 12), (index % 12) + 1);

/** `GET /api/products/what-if`: the point's last year priced under each product and the current contract. */
export function whatIfService(db: Kysely<Database>, now: () => Date) {
  const repository = contractsRepository(db);
  const contracts = contractsService(db, now);

  return async function whatIf(
    site: SiteFacts,
    clientId: number,
    query: WhatIfQuery,
    locale: LocaleId,
  ): Promise<WhatIf> {
    const point = await repository.usagePoint(clientId, query.meteringPointId);
    if (!point) throw pointNotFound();
    const ctx = await contracts.context(site, clientId, locale);
    const { catalogue, today } = ctx;
    const asked = query.productId.map((id, i) => {
      const row = catalogue.row(id);
      const list = row && signable(row, ctx.buyer) ? catalogue.priceList(id, today) : undefined;
      if (!row || !list) {
        throw validationError('This product is not available to you', 'PRODUCT_NOT_AVAILABLE', {
          [`/productId/${i}`]: 'PRODUCT_NOT_AVAILABLE',
        });
      }
      if (row.utility !== point.utility) {
        throw validationError(`This product is not for ${point.utility}`, 'UTILITY_MISMATCH', {
          [`/productId/${i}`]: 'UTILITY_MISMATCH',
        });
      }
      return { row, components: list.components };
    });
    const model = toPointModel(point, point);
    const months = lastTwelveMonths(model, now());
    const usages = months.map((index) => monthUsage(model, index));
    const plan = (row: (typeof asked)[number]['row'], components: readonly StoredPriceComponent[]) => {
      const priced = usages.map((usage, i) => ({
        month: monthText(months[i]!),
        kwh: kwhText(usage.wh),
        cents: monthCents(row.pricing_kind, components, usage, catalogue.vat),
      }));
      return {
        productId: row.id,
        productName: textsIn(row, locale).name,
        pricingKind: row.pricing_kind,
        totalCents: priced.reduce((sum, m) => sum + m.cents, 0),
        months: priced,
      };
    };
    // The current contract at the prices it is on (a fixed term keeps those it was signed at).
    const contract = currentSupply(ctx.rows, point.identifier, today);
    const currentRow = contract && catalogue.row(contract.product_id);
    const currentList =
      currentRow && catalogue.priceList(currentRow.id, priceDateOf(contract, catalogue, today));
    const current = currentRow && currentList ? plan(currentRow, currentList.components) : undefined;
    const plans: WhatIfPlan[] = asked.map(({ row, components }) => {
      const made = plan(row, components);
      return { ...made, differenceCents: current ? made.totalCents - current.totalCents : null };
    });
    return {
      meteringPointId: point.identifier,
      utility: point.utility,
      from: monthText(months[0]!),
      to: monthText(months.at(-1)!),
      kwh: kwhText(usages.reduce((sum, usage) => sum + usage.wh, 0)),
      currency: 'EUR',
      current: current ? { ...current, differenceCents: 0 } : null,
      plans,
      assumptions: {
        vatPercent: catalogue.vat,
        spotPriceArea: point.utility === 'electricity' ? (point.price_area ?? point.country_code) : null,
        monthlyFeesIncluded: true,
        networkFeesIncluded: false,
        pricesAsOf: today,
      },
    };
  };
}

export type WhatIfService = ReturnType<typeof whatIfService>;
