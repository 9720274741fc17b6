import QRCode from 'qrcode';
import type { InvoiceDetail } from '@vool/api-client';
import { euros } from './pdf-format.ts';

/**
 * Code 128's symbols as the widths of their bars and spaces in modules, bar first (ISO/IEC 15417):
 * values 0–102, then Start A, Start B, Start C and Stop.
 */
export const code128Patterns: readonly string[] = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 ' +
  '122132 122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 ' +
  '321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 ' +
  '211313 231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 ' +
  '213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 111422 ' +
  '121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 ' +
  '241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 ' +
  '412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 ' +
  '211214 211232 2331112'
).split(' ');

export const startC = 105;
export const stop = 106;

/**
 * Code 128 in code set C, which packs two digits into each symbol: the Finnish virtual bank barcode
 * (54 digits) is printed this way. Returns the bar and space widths in modules, bar first, from the
 * start symbol to the stop symbol (quiet zones are the caller's).
 */
export function code128C(digits: string): number[] {
  if (!/^(?:[0-9]{2})+$/.test(digits)) throw new RangeError('Code set C takes an even number of digits');
  const values = digits.match(/../g)!.map(Number);
  const checksum = values.reduce((sum, value, i) => sum + value * (i + 1), startC) % 103;
  return [startC, ...values, checksum, stop].flatMap((symbol) =>
    Array.from(code128Patterns[symbol]!, Number),
  );
}

/** Draws bars (from `code128C`) with their top-left at x, y. */
export function drawBars(
  doc: PDFKit.PDFDocument,
  widths: number[],
  x: number,
  y: number,
  module: number,
  height: number,
) {
  let at = x;
  widths.forEach((width, i) => {
    if (i % 2 === 0) doc.rect(at, y, width * module, height);
    at += width * module;
  });
  doc.fillColor('#000000').fill();
}

const epcClean = (text: string, max: number) =>
  Array.from(text.replace(/[\r\n]+/g, ' ').trim())
    .slice(0, max)
    .join('');

/**
 * The EPC QR code's text (EPC069-12 version 002, UTF-8): a SEPA credit transfer of the open amount
 * to the seller, with the ISO 11649 creditor reference as the structured reference. A national
 * reference made of digits (an Estonian viitenumber) goes there too, which is where Estonian banks
 * read it; any other (a Latvian invoice number) goes as the unstructured remittance text.
 */
export function epcPayload(invoice: InvoiceDetail, invoiceLabel: string): string {
  const { payment } = invoice;
  if (invoice.openCents <= 0) throw new RangeError('Nothing to pay');
  const structured =
    payment.creditorReference ?? (/^[0-9]+$/.test(payment.reference) ? payment.reference : '');
  const text = structured ? '' : epcClean(`${invoiceLabel} ${payment.reference}`, 140);
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    payment.bic,
    epcClean(invoice.seller.name, 70),
    payment.iban.replace(/\s+/g, ''),
    `EUR${euros(invoice.openCents)}`,
    '',
    epcClean(structured.replace(/\s+/g, ''), 35),
    text,
  ]
    .join('\n')
    .replace(/\n+$/, '');
}

/** The QR code (error correction M, as EPC069-12 asks) drawn from modules as vector squares. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let col = 0; col <= count; col++) {
      const dark = col < count && qr.modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fillColor('#000000').fill();
}
