import PDFDocument from 'pdfkit';
import type { InvoiceDetail, LocaleId } from '@vool/api-client';
import type { PdfBrand } from './pdf-brand.ts';
import { fontChain } from './pdf-fonts.ts';
import { formats, startOfDay } from './pdf-format.ts';
import { Sheet, drawFooter, drawHeader, drawParties, drawUsagePoints } from './pdf-layout.ts';
import { drawPaidStamp, drawPayment } from './pdf-payment.ts';
import { drawLines, drawTotals } from './pdf-tables.ts';
import { PdfText } from './pdf-text.ts';
import { pdfTexts } from './pdf-texts.ts';
import { pdfBytes } from './pdf-bytes.ts';

export interface InvoicePdfInput {
  invoice: InvoiceDetail;
  locale: LocaleId;
  /** The site's time zone: the document is dated at the start of the issue day there. */
  timeZone: string;
  brand: PdfBrand;
  /** Deflate the page contents (default); tests read them uncompressed. */
  compress?: boolean;
}

/**
 * The invoice as an A4 PDF in the customer's language, with the brand's logo, colours and typeface.
 * The same invoice gives the same bytes: the document's dates come from its issue date, never a clock.
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, locale, brand } = input;
  const t = pdfTexts[locale];
  const issued = startOfDay(invoice.issueDate, input.timeZone);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    compress: input.compress ?? true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${t.title} ${invoice.invoiceNumber}`,
      Author: invoice.seller.name,
      Subject: `${t.title} ${invoice.invoiceNumber}`,
      Creator: brand.name,
      Producer: 'Vool',
      CreationDate: issued,
      ModDate: issued,
    },
  });
  return pdfBytes(doc, () => {
    const upper = (text: string) => text.toLocaleUpperCase(locale);
    const fonts = fontChain(brand.fontPackage, locale === 'ru-RU' ? 'cyrillic' : 'latin');
    const sheet = new Sheet(doc, new PdfText(doc, fonts), brand, t, formats(locale), invoice, upper);
    drawHeader(sheet);
    const stampAt = drawParties(sheet);
    drawUsagePoints(sheet);
    drawLines(sheet);
    drawTotals(sheet);
    drawPayment(sheet);

    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      drawFooter(sheet, index - start, count);
      if (index === start && invoice.status === 'paid') drawPaidStamp(sheet, ...stampAt);
    }
  });
}
