import {
  isCalendarDay,
  type LocaleId,
  type Product,
  type ProductsByIdsQuery,
  type ProductsQuery,
} from '@vool/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { validationError } from '../../errors.ts';
import { Catalogue, listed, type Buyer } from './catalogue.ts';
import { todayAt } from './dates.ts';
import { contractsRepository, type ProductRow } from './repository.ts';
import { pointNotFound, type SiteFacts } from './service.ts';

/** Asked by id (a link to one product), a product shows unless it is meant for someone else. */
function shownById(row: ProductRow, buyer: Buyer): boolean {
  if (!row.on_sale || row.visibility === 'Unknown') return false;
  if (row.visibility === 'Personal') return row.campaign_code === buyer.clientCode;
  return row.visibility !== 'TargetGroup' || buyer.type === 'legal';
}

/** The site's products as the acting client may see them, priced as of the supply start asked for. */
export function productsService(db: Kysely<Database>, now: () => Date) {
  const repository = contractsRepository(db);

  async function load(
    site: SiteFacts,
    clientId: number,
    query: { supplyStartDate?: string; meteringPointId?: string },
  ) {
    const date = query.supplyStartDate ?? todayAt(now());
    if (!isCalendarDay(date)) {
      throw validationError('This is not a calendar day', 'INVALID_DATE', {
        '/supplyStartDate': 'INVALID_DATE',
      });
    }
    const [client, rows, point] = await Promise.all([
      repository.client(clientId),
      repository.catalogue(site.id),
      query.meteringPointId ? repository.usagePoint(clientId, query.meteringPointId) : undefined,
    ]);
    if (query.meteringPointId && !point) throw pointNotFound();
    return {
      date,
      catalogue: new Catalogue(rows, site.countryCode),
      buyer: { type: client.type, clientCode: client.client_code } satisfies Buyer,
      utility: point?.utility,
    };
  }

  const priced = (catalogue: Catalogue, rows: readonly ProductRow[], date: string, locale: LocaleId) =>
    rows.flatMap((row) => catalogue.product(row.id, date, locale) ?? []);

  return {
    async products(
      site: SiteFacts,
      clientId: number,
      query: ProductsQuery,
      locale: LocaleId,
    ): Promise<Product[]> {
      const { date, catalogue, buyer, utility } = await load(site, clientId, query);
      if (query.country && query.country !== site.countryCode) return [];
      const customerType = query.customerType ?? buyer.type;
      const rows = catalogue.products.filter(
        (row) =>
          (query.utility === undefined || row.utility === query.utility) &&
          (utility === undefined || row.utility === utility) &&
          row.customer_type === customerType &&
          (query.visibility === undefined || row.visibility === query.visibility) &&
          listed(row, buyer, query.campaignCode),
      );
      return priced(catalogue, rows, date, locale);
    },

    async byIds(
      site: SiteFacts,
      clientId: number,
      query: ProductsByIdsQuery,
      locale: LocaleId,
    ): Promise<Product[]> {
      const { date, catalogue, buyer, utility } = await load(site, clientId, query);
      const customerType =
        query.legalEntity === undefined ? undefined : query.legalEntity === 'true' ? 'legal' : 'private';
      const rows = [...new Set(query.productId)].flatMap((id) => {
        const row = catalogue.row(id);
        if (!row || !shownById(row, buyer)) return [];
        if (customerType !== undefined && row.customer_type !== customerType) return [];
        return utility === undefined || row.utility === utility ? [row] : [];
      });
      return priced(catalogue, rows, date, locale);
    },
  };
}

export type ProductsService = ReturnType<typeof productsService>;
