import {
  addDays,
  daysBetween,
  renewalWindowDays,
  type Contract,
  type ContractStatus,
  type LocaleId,
  type Product,
} from '@vool/api-client';
import { mainPrice, renewable, type Buyer, type Catalogue } from './catalogue.ts';
import { movableKinds, pricedKinds } from './parties.ts';
import type { ContractRow } from './repository.ts';

/** What the site's switches allow (spec §1): contract management, renewal offers, e-signing. */
export interface Switches {
  management: boolean;
  renewalOffers: boolean;
  signing: boolean;
}

export function switchesOf(config: { features: string[]; external_services: string[] }): Switches {
  const { features, external_services: services } = config;
  return {
    management: !features.includes('contract-management-disabled'),
    // Renewing is managing a contract: where that is done elsewhere, no offers are made here either.
    renewalOffers: features.includes('renewal-offers') && !features.includes('contract-management-disabled'),
    signing: services.includes('document-signing-gateway'),
  };
}

/** Everything a contract's view depends on besides its row. */
export interface ViewContext {
  today: string;
  catalogue: Catalogue;
  buyer: Buyer;
  locale: LocaleId;
  switches: Switches;
  /** The client's contracts by id: a renewal names the contract that follows. */
  byId: ReadonlyMap<number, ContractRow>;
}

/** Upcoming before it starts, ended after its last day (a fixed term's, or a move-out's). */
export function statusOf(row: Pick<ContractRow, 'start_date' | 'end_date'>, today: string): ContractStatus {
  if (row.start_date > today) return 'upcoming';
  return row.end_date !== null && row.end_date < today ? 'ended' : 'active';
}

/**
 * The day a contract's prices are read on: a fixed term keeps the prices it was signed at (its start);
 * any other follows the price list in force today, within its own life.
 */
export function priceDateOf(row: ContractRow, catalogue: Catalogue, today: string): string {
  if (catalogue.row(row.product_id)?.term_months) return row.start_date;
  if (today < row.start_date) return row.start_date;
  return row.end_date !== null && row.end_date < today ? row.end_date : today;
}

/**
 * A fixed term still running that ends within the renewal window, not moved out of and not renewed:
 * its last day, else null.
 */
export function renewalDue(row: ContractRow, ctx: Pick<ViewContext, 'today' | 'catalogue'>): string | null {
  const term = ctx.catalogue.row(row.product_id)?.term_months;
  if (!term || !pricedKinds.includes(row.kind) || row.end_date === null) return null;
  if (row.move_out_date !== null || row.renewed_by !== null) return null;
  if (statusOf(row, ctx.today) !== 'active') return null;
  return daysBetween(ctx.today, row.end_date) <= renewalWindowDays ? row.end_date : null;
}

/** The products a contract may be renewed to, priced from the day after its term. */
export function offersFor(row: ContractRow, ctx: Omit<ViewContext, 'switches' | 'byId'>): Product[] {
  const end = renewalDue(row, ctx);
  if (end === null || row.utility === null) return [];
  const start = addDays(end, 1);
  return ctx.catalogue.products
    .filter((product) => renewable(product, ctx.buyer, row.utility!))
    .flatMap((product) => ctx.catalogue.product(product.id, start, ctx.locale) ?? []);
}

export function toContract(row: ContractRow, ctx: ViewContext): Contract {
  const { catalogue, today, switches } = ctx;
  const status = statusOf(row, today);
  const productRow = catalogue.row(row.product_id);
  const priced =
    productRow && catalogue.product(productRow.id, priceDateOf(row, catalogue, today), ctx.locale);
  const due = switches.renewalOffers ? renewalDue(row, ctx) : null;
  const offers = due === null ? 0 : offersFor(row, ctx).length;
  const next = row.renewed_by === null ? undefined : ctx.byId.get(row.renewed_by);
  const nextProduct = next && catalogue.product(next.product_id ?? '', next.start_date, ctx.locale);
  return {
    id: row.id,
    number: row.number,
    objectId: row.identifier ?? row.number,
    kind: row.kind,
    status,
    utility: row.utility,
    place:
      row.street === null
        ? null
        : {
            street: row.street,
            city: row.city!,
            postalCode: row.postal_code!,
            countryCode: row.country_code!,
          },
    counterparty: row.counterparty,
    product: productRow
      ? {
          id: productRow.id,
          name: priced?.name ?? productRow.id,
          pricingKind: productRow.pricing_kind,
          termMonths: productRow.term_months,
        }
      : null,
    mainPrice: priced ? mainPrice(priced.components) : null,
    startDate: row.start_date,
    endDate: row.end_date,
    moveOutDate: row.move_out_date,
    delivery: row.delivery,
    groupId: row.group_id,
    renewal: due === null ? null : { offers, validUntil: due },
    renewedBy: next
      ? { contractId: next.id, productName: nextProduct?.name ?? '', startDate: next.start_date }
      : null,
    actions: {
      renew: offers > 0 && switches.management && switches.signing,
      moveOut:
        movableKinds.includes(row.kind) &&
        status !== 'ended' &&
        row.move_out_date === null &&
        row.renewed_by === null &&
        switches.management,
    },
  };
}

const statusRank: Record<ContractStatus, number> = { active: 0, upcoming: 1, ended: 2 };
const kindRank = (kind: string) => {
  const at = [
    'Supply',
    'Heating',
    'GasSupply',
    'Purchase',
    'Grid',
    'GasGrid',
    'Connection',
    'Group',
  ].findIndex((prefix) => kind === `${prefix}Contract`);
  return at < 0 ? 99 : at;
};

/** Per place (places in order, a group contract after them), active first, then what is sold, newest first. */
export function byPlace(a: ContractRow, b: ContractRow, today: string): number {
  const place = (row: ContractRow) => row.location_id ?? Number.MAX_SAFE_INTEGER;
  return (
    place(a) - place(b) ||
    statusRank[statusOf(a, today)] - statusRank[statusOf(b, today)] ||
    kindRank(a.kind) - kindRank(b.kind) ||
    b.start_date.localeCompare(a.start_date) ||
    a.id - b.id
  );
}
