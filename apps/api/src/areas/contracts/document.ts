import { isThemeId } from '@vool/tokens/brands';
import type { LocaleId } from '@vool/api-client';
import { timezones, type CountryCode } from '../../energy/time.ts';
import { pdfBrand } from '../invoices/pdf-brand.ts';
import type { DrawPdf } from '../../pdfs/jobs.ts';
import { sellerOf } from '../invoices/sellers.ts';
import type { ContractDocument } from './pdf.ts';
import type { ContractRow } from './repository.ts';
import { priceDateOf, type ViewContext } from './views.ts';

/** A stored contract as its document shows it, with its prices as the contract reads them. */
export function contractDocument(
  row: ContractRow,
  ctx: Pick<ViewContext, 'catalogue' | 'today' | 'locale'>,
  customer: { name: string; code: string },
  themeId: string,
): ContractDocument {
  const seller = sellerOf(themeId);
  const product = row.product_id
    ? ctx.catalogue.product(row.product_id, priceDateOf(row, ctx.catalogue, ctx.today), ctx.locale)
    : undefined;
  return {
    number: row.number,
    proposal: false,
    kind: row.kind,
    utility: row.utility,
    objectId: row.identifier ?? row.number,
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
    seller: seller?.name === row.counterparty ? seller : undefined,
    customer,
    product: product ?? null,
    startDate: row.start_date,
    endDate: row.end_date,
    moveOutDate: row.move_out_date,
    delivery: row.delivery,
    signedAt: row.signed_at ? new Date(row.signed_at).toISOString() : null,
  };
}

/** Draws a contract document in the site's brand and the language asked for (app.ts's pool, pdfs/pool.ts). */
export function drawContract(
  draw: DrawPdf,
  themeId: string,
  locale: LocaleId,
  contract: ContractDocument,
): Promise<Buffer> {
  if (!isThemeId(themeId)) throw new Error(`No brand ${themeId}`);
  const country = (sellerOf(themeId)?.address.countryCode ?? 'FI') as CountryCode;
  const input = { contract, locale, timeZone: timezones[country], brand: pdfBrand(themeId) };
  return draw({ document: 'contract', input });
}
