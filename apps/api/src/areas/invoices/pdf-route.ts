import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ThemeId } from '@vool/tokens/brands';
import { localeIds, type InvoiceDetail, type LocaleId } from '@vool/api-client';
import { localeCookie } from '../../document/context.ts';
import { attachment } from '../../attachment.ts';
import { sha256 } from '../../crypto.ts';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import { HttpError } from '../../errors.ts';
import { TtlCache, type CacheOptions } from '../../ttl-cache.ts';
import { pdfBrand, type PdfBrand } from './pdf-brand.ts';
import { drawPdf, type DrawPdf } from '../../pdfs/jobs.ts';
import type { InvoicePdfInput } from './pdf.ts';

export interface InvoicePdfOptions {
  /** The acting client's invoice by its id, or null when there is none of theirs with that id. */
  detailById(clientId: number, id: number): Promise<InvoiceDetail | null>;
  /** The client's own language (`clients.locale_id`), for a browser that has not picked one. */
  clientLocale?(clientId: number): Promise<LocaleId | null>;
  /** The brand as the document draws it; defaults to @vool/tokens' brand of the site's theme. */
  brand?(themeId: ThemeId): PdfBrand;
  /**
   * Documents drawn lately, by a hash of everything they are drawn from (a paid or postponed invoice
   * is another key), so a repeated download costs no drawing; none kept without it.
   */
  cache?: CacheOptions;
  /** Draws the document; default on the calling thread (app.ts hands in its pool's, pdfs/pool.ts). */
  draw?: DrawPdf;
}

const largestId = 2 ** 31 - 1;
const notFound = () => new HttpError(404, 'NotFound', 'No such invoice', 'INVOICE_NOT_FOUND');

/**
 * The invoice's language: the one the portal is shown in (the `locale` cookie, as the pages read it),
 * else the client's own, else the site's; always one the site offers.
 */
async function localeOf(
  request: FastifyRequest,
  clientId: number,
  options: InvoicePdfOptions,
): Promise<LocaleId> {
  const site = request.site.config;
  const offered = (locale: string | null | undefined): locale is LocaleId =>
    localeIds.some((id) => id === locale) && site.locales.some((l) => l.id === locale);
  const wanted = request.cookies[localeCookie];
  if (offered(wanted)) return wanted;
  const own = await options.clientLocale?.(clientId);
  return offered(own) ? own : site.default_locale_id;
}

/** Spec §7 `GET /api/invoices/{id}/download`: the acting client's invoice as a PDF. */
export const invoicePdfRoutes: FastifyPluginCallback<InvoicePdfOptions> = (app, options, done) => {
  requireFeature(app, 'invoices');
  const drawn = options.cache ? new TtlCache<string, Buffer>(options.cache) : undefined;
  const drawing = options.draw ?? drawPdf;
  const render = (input: InvoicePdfInput) => drawing({ document: 'invoice', input });
  const draw = (input: InvoicePdfInput) => {
    if (!drawn) return render(input);
    const { invoice, locale, timeZone, brand } = input;
    return drawn.get(sha256(JSON.stringify([invoice, locale, timeZone, brand])), () => render(input));
  };

  endpoint(app, 'invoicePdf', async (request, reply, session) => {
    const id = Number(request.params.id);
    if (id > largestId) throw notFound();
    const invoice = await options.detailById(session.acting.id, id);
    if (!invoice) throw notFound();
    const site = request.site.config;
    const pdf = await draw({
      invoice,
      locale: await localeOf(request, session.acting.id, options),
      timeZone: site.timezone,
      brand: (options.brand ?? pdfBrand)(site.theme_id),
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(`invoice-${invoice.invoiceNumber}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  done();
};
