import { Decimal } from 'decimal.js';
import { addDays, type LocaleId, type PriceComponent, type Product } from '@vool/api-client';
import type { StoredPriceComponent } from '../../db/schema.ts';
import { vatPercent } from '../../energy/tariffs.ts';
import type { CountryCode } from '../../energy/time.ts';
import type { Catalogue as CatalogueRows, ProductRow } from './repository.ts';

/** Who is buying: people and companies buy different products; a Personal product is one client's. */
export interface Buyer {
  type: 'private' | 'legal';
  clientCode: string;
}

/** A product's price list in force on a day. */
export interface PriceList {
  validFrom: string;
  validTo: string | null;
  components: StoredPriceComponent[];
}

/** Per kWh to four decimals (a hundredth of a cent), per month, year or piece to the cent. */
export function withVat(component: StoredPriceComponent, vat: string): PriceComponent {
  const places = component.unit === 'kWh' ? 4 : 2;
  const gross = new Decimal(component.price).mul(new Decimal(vat).div(100).plus(1));
  return { ...component, priceWithVat: gross.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places) };
}

/** The price the customer reads first: the energy price (or the spot margin), else the monthly fee. */
export function mainPrice(components: readonly PriceComponent[]): PriceComponent | null {
  for (const kind of ['Base', 'Margin', 'Day', 'Monthly'] as const) {
    const found = components.find((c) => c.kind === kind);
    if (found) return found;
  }
  return components[0] ?? null;
}

/** The name and description in the language asked for, else English, else any. */
export function textsIn(
  row: Pick<ProductRow, 'texts'>,
  locale: LocaleId,
): { name: string; description: string } {
  return (
    row.texts[locale] ?? row.texts['en-GB'] ?? Object.values(row.texts)[0] ?? { name: '', description: '' }
  );
}

/** What a client may sign: a product on sale for their kind of customer, or their own Personal one. */
export function signable(row: ProductRow, buyer: Buyer): boolean {
  if (!row.on_sale || row.customer_type !== buyer.type) return false;
  if (row.visibility === 'Personal') return row.campaign_code === buyer.clientCode;
  return row.visibility !== 'Unknown';
}

/**
 * Whether the open list shows a product: Public ones; TargetGroup ones to the companies they are made
 * for; CampaignCode ones to whoever brings the campaign's code. Personal products never: they are
 * offered to their one client in the renewal offers.
 */
export function listed(row: ProductRow, buyer: Buyer, campaignCode: string | undefined): boolean {
  if (!row.on_sale) return false;
  if (row.visibility === 'Public') return true;
  if (row.visibility === 'TargetGroup') return buyer.type === 'legal' && row.customer_type === 'legal';
  if (row.visibility === 'CampaignCode') {
    return (
      campaignCode !== undefined && row.campaign_code?.toUpperCase() === campaignCode.trim().toUpperCase()
    );
  }
  return false;
}

/** What a renewal may be to: the Public products of its utility on sale, and the client's Personal one. */
export function renewable(row: ProductRow, buyer: Buyer, utility: string): boolean {
  if (row.utility !== utility || !signable(row, buyer)) return false;
  return row.visibility === 'Public' || row.visibility === 'Personal';
}

/** A site's products and their dated price lists, priced in its country's VAT. */
export class Catalogue {
  readonly vat: string;
  private readonly byId: Map<string, ProductRow>;
  private readonly lists = new Map<string, CatalogueRows['prices']>();

  constructor(rows: CatalogueRows, country: string) {
    // Every site is in one of the three countries.
    this.vat = vatPercent[country as CountryCode];
    this.byId = new Map(rows.products.map((row) => [row.id, row]));
    for (const price of rows.prices) {
      const list = this.lists.get(price.product_id) ?? [];
      list.push(price);
      this.lists.set(price.product_id, list);
    }
  }

  get products(): readonly ProductRow[] {
    return [...this.byId.values()];
  }

  row(id: string | null): ProductRow | undefined {
    return id === null ? undefined : this.byId.get(id);
  }

  /** The list in force on `date` (lists are in date order); undefined before the first. */
  priceList(id: string, date: string): PriceList | undefined {
    const lists = this.lists.get(id) ?? [];
    const index = lists.findLastIndex((list) => list.valid_from <= date);
    if (index < 0) return undefined;
    const next = lists[index + 1];
    return {
      validFrom: lists[index]!.valid_from,
      validTo: next ? addDays(next.valid_from, -1) : null,
      components: lists[index]!.components,
    };
  }

  /** A product as the contract shows it, priced as of `date`; undefined when it has no price then. */
  product(id: string, date: string, locale: LocaleId): Product | undefined {
    const row = this.byId.get(id);
    const list = row && this.priceList(id, date);
    if (!row || !list) return undefined;
    const { name, description } = textsIn(row, locale);
    return {
      id: row.id,
      name,
      description,
      utility: row.utility,
      customerType: row.customer_type,
      visibility: row.visibility,
      pricingKind: row.pricing_kind,
      termMonths: row.term_months,
      followupPricingKind: row.followup_pricing_kind,
      renewable: row.renewable,
      vatPercent: this.vat,
      validFrom: list.validFrom,
      validTo: list.validTo,
      components: list.components.map((c) => withVat(c, this.vat)),
    };
  }
}
