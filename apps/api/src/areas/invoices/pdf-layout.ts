import type { InvoiceDetail } from '@vool/api-client';
import type { PdfBrand } from './pdf-brand.ts';
import type { Formats } from './pdf-format.ts';
import { drawLogo, logoWidth } from './pdf-logo.ts';
import type { PdfText, LineOptions } from './pdf-text.ts';
import type { PdfTexts } from './pdf-texts.ts';

/** A4 in points, the margins, and where content must stop above the footer. */
export const page = { width: 595.28, height: 841.89, margin: 40 } as const;
export const contentWidth = page.width - 2 * page.margin;
const contentBottom = page.height - 58;

/** The document being drawn and where the next thing goes. */
export class Sheet {
  y = 0;
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly text: PdfText,
    readonly brand: PdfBrand,
    readonly t: PdfTexts,
    readonly f: Formats,
    readonly invoice: InvoiceDetail,
    readonly upper: (text: string) => string,
  ) {}

  /** Text in the brand's text colour unless told otherwise. */
  write(text: string, x: number, y: number, options: LineOptions) {
    return this.text.line(text, x, y, { color: this.brand.text, ...options });
  }

  /** A small upper-case heading in the primary colour. */
  label(text: string, x: number, y: number, width?: number) {
    this.write(this.upper(text), x, y, { size: 7.5, weight: 'bold', color: this.brand.accentText, width });
  }

  rule(x: number, y: number, width: number, color = this.brand.border, thickness = 0.75) {
    this.doc.rect(x, y, width, thickness).fillColor(color).fill();
  }

  /** Moves to a new page when `height` more does not fit on this one; says whether it did. */
  ensureRoom(height: number): boolean {
    if (this.y + height <= contentBottom) return false;
    this.doc.addPage({ size: 'A4', margin: 0 });
    drawContinuationHeader(this);
    return true;
  }
}

/** The first page's header: the brand's header band with its logo, the document's title and number. */
export function drawHeader(sheet: Sheet) {
  const { doc, brand, t, invoice } = sheet;
  const height = 70;
  doc.rect(0, 0, page.width, height).fillColor(brand.headerBackground).fill();
  doc.rect(0, height, page.width, 4).fillColor(brand.accent).fill();
  const logoHeight = 34;
  drawLogo(doc, brand.logoSvg, page.margin, (height - logoHeight) / 2, logoHeight);
  const room = contentWidth - logoWidth(brand.logoSvg, logoHeight) - 24;
  const right = { width: room, align: 'right' as const, color: brand.headerText };
  sheet.write(t.title, page.width - page.margin - room, 13, { ...right, size: 22, weight: 'bold' });
  sheet.write(invoice.invoiceNumber, page.width - page.margin - room, 42, { ...right, size: 10.5 });
  sheet.y = height + 20;
}

/** Later pages: a slim band with the logo and which invoice this page continues. */
export function drawContinuationHeader(sheet: Sheet) {
  const { doc, brand, t, invoice } = sheet;
  const height = 44;
  doc.rect(0, 0, page.width, height).fillColor(brand.headerBackground).fill();
  doc.rect(0, height, page.width, 3).fillColor(brand.accent).fill();
  drawLogo(doc, brand.logoSvg, page.margin, 11, 22);
  const title = `${t.title} ${invoice.invoiceNumber} (${t.continued})`;
  sheet.write(title, page.margin + 150, 16, {
    size: 9.5,
    width: contentWidth - 150,
    align: 'right',
    color: brand.headerText,
  });
  sheet.y = height + 22;
}

/** Every page's foot: who issued the invoice, and the page number. */
export function drawFooter(sheet: Sheet, index: number, count: number) {
  const { seller } = sheet.invoice;
  const { t, f, brand } = sheet;
  const y = page.height - 40;
  sheet.rule(page.margin, y, contentWidth);
  const who = [
    seller.name,
    `${t.registryCode} ${seller.registryCode}`,
    `${t.vatNumber} ${seller.vatNumber}`,
    f.address(seller.address).slice(0, 2).join(', '),
  ].join(' · ');
  const style = { size: 7, color: brand.muted };
  sheet.text.block(who, page.margin, y + 8, {
    ...style,
    width: contentWidth - 110,
    maxLines: 2,
    lineHeight: 9,
  });
  sheet.write(t.page(index + 1, count), page.width - page.margin - 100, y + 8, {
    ...style,
    width: 100,
    align: 'right',
  });
}

function facts(sheet: Sheet): Array<[string, string, boolean?]> {
  const { t, f, invoice } = sheet;
  return [
    [t.number, invoice.invoiceNumber],
    [t.customerNumber, invoice.buyer.clientCode],
    [t.issueDate, f.date(invoice.issueDate)],
    [t.dueDate, f.date(invoice.dueDate), true],
    ...(invoice.originalDueDate
      ? [[t.originalDueDate, f.date(invoice.originalDueDate)] as [string, string]]
      : []),
    [t.period, f.month(invoice.period)],
    ['', `${f.date(invoice.periodStart)} – ${f.date(invoice.periodEnd)}`],
    ...(invoice.type === 'E-Invoice' ? [['', t.eInvoice] as [string, string]] : []),
  ];
}

/**
 * Seller and the invoice's facts side by side, then the buyer beside what there is to pay. Returns
 * the middle of the amount's panel (where a "Paid" stamp goes).
 */
export function drawParties(sheet: Sheet): [number, number] {
  const { t, f, invoice, brand } = sheet;
  const left = page.margin;
  const half = 250;
  const right = page.margin + contentWidth - half;
  const top = sheet.y;

  sheet.label(t.seller, left, top);
  let y = top + 13;
  y += sheet.text.block(invoice.seller.name, left, y, { size: 10, weight: 'bold', width: half, maxLines: 2 });
  const sellerLines = [
    ...f.address(invoice.seller.address),
    `${t.registryCode} ${invoice.seller.registryCode}`,
    `${t.vatNumber} ${invoice.seller.vatNumber}`,
  ];
  for (const line of sellerLines) {
    sheet.write(line, left, y, { size: 8.5, width: half, color: brand.muted });
    y += 11.5;
  }

  let factsY = top;
  for (const [name, value, strong] of facts(sheet)) {
    sheet.write(name, right, factsY + 0.5, { size: 8.5, width: 120, color: brand.muted });
    sheet.write(value, right + 120, factsY, {
      size: 9,
      width: half - 120,
      align: 'right',
      weight: strong ? 'bold' : 'regular',
    });
    factsY += 13;
  }

  const buyerTop = Math.max(y, factsY) + 12;
  sheet.label(t.buyer, left, buyerTop);
  y = buyerTop + 13;
  y += sheet.text.block(invoice.buyer.name, left, y, { size: 11, weight: 'bold', width: half, maxLines: 2 });
  for (const line of f.address(invoice.buyer.address)) {
    sheet.write(line, left, y, { size: 9, width: half });
    y += 12;
  }

  const boxHeight = drawSummary(sheet, right, buyerTop, half);
  sheet.y = Math.max(y, buyerTop + boxHeight) + 18;
  return [right + half - 70, buyerTop + boxHeight / 2];
}

/** The panel with the amount to pay and when; a paid invoice's panel shows its total. */
function drawSummary(sheet: Sheet, x: number, y: number, width: number): number {
  const { doc, t, f, invoice, brand } = sheet;
  const partly = invoice.paidCents > 0 && invoice.openCents > 0;
  const height = partly ? 84 : 70;
  doc.rect(x, y, width, height).fillColor(brand.accentSubtle).fill();
  doc.rect(x, y, 4, height).fillColor(brand.accent).fill();
  const inner = { x: x + 16, width: width - 28 };
  const paid = invoice.openCents <= 0;
  sheet.write(paid ? t.total : t.toPay, inner.x, y + 10, { size: 9, color: brand.muted, width: inner.width });
  sheet.write(f.money(paid ? invoice.totalCents : invoice.openCents), inner.x, y + 24, {
    size: 20,
    weight: 'bold',
    width: inner.width,
  });
  sheet.write(`${t.dueDate} ${f.date(invoice.dueDate)}`, inner.x, y + 51, { size: 9, width: inner.width });
  if (partly) {
    const line = `${t.total} ${f.money(invoice.totalCents)} · ${t.paid} ${f.money(invoice.paidCents)}`;
    sheet.write(line, inner.x, y + 65, { size: 8, color: brand.muted, width: inner.width });
  }
  return height;
}

/** The usage points the invoice bills: utility, GSRN or EIC, meter and address. */
export function drawUsagePoints(sheet: Sheet) {
  const { t, f, invoice, brand } = sheet;
  if (invoice.usagePoints.length === 0) return;
  const columns = [
    { x: page.margin, width: 100 },
    { x: page.margin + 104, width: 132 },
    { x: page.margin + 240, width: 80 },
    { x: page.margin + 324, width: contentWidth - 324 },
  ];
  const rowHeight = 15;
  sheet.ensureRoom(14 + rowHeight);
  sheet.label(t.usagePoints, page.margin, sheet.y);
  sheet.y += 14;
  for (const point of invoice.usagePoints) {
    sheet.ensureRoom(rowHeight);
    sheet.rule(page.margin, sheet.y, contentWidth);
    const cells = [
      t.utility[point.utility],
      `${point.identifierType} ${point.identifier}`,
      `${t.meter} ${point.meterNumber}`,
      f.address(point.address).slice(0, 2).join(', '),
    ];
    cells.forEach((cell, i) => {
      const style = i === 0 ? { weight: 'bold' as const } : i === 2 ? { color: brand.muted } : {};
      sheet.write(cell, columns[i]!.x, sheet.y + 3.5, { size: 8.5, width: columns[i]!.width, ...style });
    });
    sheet.y += rowHeight;
  }
  sheet.rule(page.margin, sheet.y, contentWidth);
  sheet.y += 16;
}
