import type { Transaction } from 'kysely';
import {
  addDays,
  isCalendarDay,
  type Address,
  type Contract,
  type ContractKind,
  type LocaleId,
  type Product,
} from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { validationError } from '../../errors.ts';
import type { DrawPdf } from '../../pdfs/jobs.ts';
import { sellerOf } from '../invoices/sellers.ts';
import { Catalogue, signable } from './catalogue.ts';
import { termEnd, todayAt } from './dates.ts';
import { drawContract } from './document.ts';
import { contractNumber, serialOf, sellerName, supplyKinds } from './parties.ts';
import { contractsRepository } from './repository.ts';
import { contractsService, pointNotFound, siteFactsById } from './service.ts';
import { boundUntil, startWindow } from './start-window.ts';
import { offersFor, toContract } from './views.ts';

/**
 * What the signing flow (areas/signing) asks of the contracts: which product may be signed, what a
 * renewal or a new contract would be, the document to sign, and the contract a signed agreement makes.
 */

/** Where a term signed from `start` ends: a fixed term then spot runs on, so it has no end date. */
const endOf = (product: Product, start: string) =>
  product.pricingKind === 'FixedTermWithTermlessFollowup' ? null : termEnd(start, product.termMonths);

/** A product the client may sign for: on sale at the site (or their Personal one), priced as of `startDate`; undefined otherwise. */
export async function signableProduct(
  db: Db,
  p: { siteId: number; clientId: number; productId: string; startDate: string; locale: LocaleId },
): Promise<Product | undefined> {
  if (!isCalendarDay(p.startDate)) return undefined;
  const repository = contractsRepository(db);
  const [site, client, rows] = await Promise.all([
    siteFactsById(db, p.siteId),
    repository.client(p.clientId),
    repository.catalogue(p.siteId),
  ]);
  const catalogue = new Catalogue(rows, site.countryCode);
  const row = catalogue.row(p.productId);
  if (!row || !signable(row, { type: client.type, clientCode: client.client_code })) return undefined;
  return catalogue.product(row.id, p.startDate, p.locale);
}

/** The renewal of one of the client's contracts with this product: undefined when the contract is not the client's (→404); throws validationError with code OFFER_NOT_AVAILABLE when the product is not one of its offers or the contract cannot be renewed. */
export async function renewalOf(
  db: Db,
  p: {
    siteId: number;
    clientId: number;
    contractId: number;
    productId: string;
    today: string;
    locale: LocaleId;
  },
): Promise<{ contract: Contract; product: Product; startDate: string; endDate: string | null } | undefined> {
  const site = await siteFactsById(db, p.siteId);
  // `today` is the caller's: the service's clock is not asked.
  const ctx = await contractsService(db, () => new Date(NaN)).context(site, p.clientId, p.locale, p.today);
  const row = ctx.byId.get(p.contractId);
  if (!row) return undefined;
  const allowed = site.switches.management && site.switches.renewalOffers;
  const product = allowed ? offersFor(row, ctx).find((offer) => offer.id === p.productId) : undefined;
  if (!product) {
    throw validationError('This offer is not available for this contract', 'OFFER_NOT_AVAILABLE', {
      '/productId': 'OFFER_NOT_AVAILABLE',
    });
  }
  const startDate = addDays(row.end_date!, 1);
  return { contract: toContract(row, ctx), product, startDate, endDate: endOf(product, startDate) };
}

/**
 * A new supply contract at one of the client's usage points (objectId) from `startDate`. A point that
 * is not theirs answers 404 (USAGE_POINT_NOT_FOUND), thrown like the other refusals so the caller has
 * one path; otherwise throws validationError (INVALID_DATE, FIXED_TERM_RUNNING, START_TOO_EARLY / START_TOO_LATE at
 * /startDate, PRODUCT_NOT_AVAILABLE or UTILITY_MISMATCH at /productId).
 */
export async function creationOf(
  db: Db,
  p: {
    siteId: number;
    clientId: number;
    objectId: string;
    productId: string;
    startDate: string;
    today: string;
    locale: LocaleId;
  },
): Promise<{
  usagePointId: number;
  place: Address;
  product: Product;
  startDate: string;
  endDate: string | null;
  counterparty: string;
}> {
  const point = await contractsRepository(db).usagePoint(p.clientId, p.objectId);
  if (!point) throw pointNotFound();
  const site = await siteFactsById(db, p.siteId);
  const ctx = await contractsService(db, () => new Date(NaN)).context(site, p.clientId, p.locale, p.today);
  const bound = boundUntil(ctx.rows, point.identifier, ctx.catalogue, p.today);
  const window = startWindow(p.today, bound);
  const fields: Record<string, string> = {};
  const dated = isCalendarDay(p.startDate);
  if (!dated) fields['/startDate'] = 'INVALID_DATE';
  else if (bound !== null && p.startDate <= bound) fields['/startDate'] = 'FIXED_TERM_RUNNING';
  else if (p.startDate < window.earliest) fields['/startDate'] = 'START_TOO_EARLY';
  else if (p.startDate > window.latest || window.opensOn !== null) fields['/startDate'] = 'START_TOO_LATE';
  const product = dated ? await signableProduct(db, { ...p, startDate: p.startDate }) : undefined;
  if (dated && !product) fields['/productId'] = 'PRODUCT_NOT_AVAILABLE';
  else if (product && product.utility !== point.utility) fields['/productId'] = 'UTILITY_MISMATCH';
  const [code] = Object.values(fields);
  if (code || !product) {
    throw validationError('This contract cannot be made as asked', code ?? 'INVALID_DATE', fields);
  }
  return {
    usagePointId: point.id,
    place: {
      street: point.street,
      city: point.city,
      postalCode: point.postal_code,
      countryCode: point.country_code,
    },
    product,
    startDate: p.startDate,
    endDate: endOf(product, p.startDate),
    counterparty: sellerName(site.themeId),
  };
}

/** The agreement document to sign, as a PDF (the same layout as the contract PDF, marked as a proposal). */
export async function agreementPdf(
  draw: DrawPdf,
  p: {
    siteId: number;
    themeId: string;
    locale: LocaleId;
    customer: { name: string; code: string };
    product: Product;
    place: Address;
    objectId: string;
    startDate: string;
    endDate: string | null;
    delivery: 'email' | 'postal';
    number: string | null;
  },
): Promise<Buffer> {
  return drawContract(draw, p.themeId, p.locale, {
    number: p.number,
    proposal: true,
    kind: supplyKinds[p.product.utility],
    utility: p.product.utility,
    objectId: p.objectId,
    place: p.place,
    counterparty: sellerName(p.themeId),
    seller: sellerOf(p.themeId),
    customer: p.customer,
    product: p.product,
    startDate: p.startDate,
    endDate: p.endDate,
    moveOutDate: null,
    delivery: p.delivery,
    signedAt: null,
  });
}

/** Inserts the signed agreement as a contract in `tx` (renewal: sets renewed_by on the old one; the old one keeps its end date), answers its id. Idempotence is the caller's. */
export async function insertSignedContract(
  tx: Transaction<Database>,
  p: {
    siteId: number;
    clientId: number;
    kind: ContractKind;
    usagePointId: number;
    productId: string;
    counterparty: string;
    startDate: string;
    endDate: string | null;
    delivery: 'email' | 'postal';
    signedAt: Date;
    renews: number | null;
    groupId: number | null;
  },
): Promise<number> {
  // The site's row is the lock that numbers its contracts one at a time, on any number of instances.
  await tx.selectFrom('sites').select('id').where('id', '=', p.siteId).forUpdate().execute();
  const last = await tx
    .selectFrom('contracts')
    .select('number')
    .where('site_id', '=', p.siteId)
    // Only numbers of the site's own form (`C-07-%`), fixed width: the largest is the latest.
    .where('number', 'like', `${contractNumber(p.siteId, 0).slice(0, 5)}%`)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  const { id } = await tx
    .insertInto('contracts')
    .values({
      site_id: p.siteId,
      client_id: p.clientId,
      number: contractNumber(p.siteId, serialOf(last?.number ?? '') + 1),
      kind: p.kind,
      usage_point_id: p.usagePointId,
      group_id: p.groupId,
      product_id: p.productId,
      counterparty: p.counterparty,
      start_date: p.startDate,
      end_date: p.endDate,
      delivery: p.delivery,
      signed_at: p.signedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (p.renews === null) await takeOver(tx, p, id);
  if (p.renews !== null) {
    await tx
      .updateTable('contracts')
      .set({ renewed_by: id })
      .where('id', '=', p.renews)
      .where('client_id', '=', p.clientId)
      .execute();
  }
  return id;
}

/**
 * A new contract takes over at its point: an open-ended supply ends the day before, and a fixed term
 * ending before it is followed by it, so its renewal offers go (a renewal signed later is refused as
 * ALREADY_RENEWED). A fixed term still running then cannot be taken over: `creationOf` refuses it.
 */
async function takeOver(
  tx: Transaction<Database>,
  p: { clientId: number; kind: ContractKind; usagePointId: number; startDate: string; signedAt: Date },
  id: number,
): Promise<void> {
  const atPoint = () =>
    tx
      .updateTable('contracts')
      .where('client_id', '=', p.clientId)
      .where('usage_point_id', '=', p.usagePointId)
      .where('kind', '=', p.kind)
      .where('id', '<>', id);
  await atPoint()
    .set({ end_date: addDays(p.startDate, -1) })
    .where('end_date', 'is', null)
    .where('start_date', '<', p.startDate)
    .execute();
  await atPoint()
    .set({ renewed_by: id })
    .where('renewed_by', 'is', null)
    .where('end_date', '<', p.startDate)
    .where('end_date', '>=', todayAt(p.signedAt))
    .execute();
}
