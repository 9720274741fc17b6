import { code128C, drawBars, drawQr, epcPayload } from './pdf-barcode.ts';
import { printedIban } from './pdf-format.ts';
import { contentWidth, page, type Sheet } from './pdf-layout.ts';

/**
 * The virtual bank barcode as Finnish banks ask for it: modules of at least 0.25 mm (0.75 pt ≈
 * 0.26 mm), at least 13 mm high, and at least 6.4 mm free on either side.
 */
const barModule = 0.75;
const quietZone = 18.5;
const barHeight = 38;
const qrSize = 100;

/**
 * How to pay: recipient, IBAN, bank and BIC, references, due date and amount, with the EPC QR code for
 * anything still open and, on a Finnish invoice, the virtual bank barcode. Kept on one page.
 */
export function drawPayment(sheet: Sheet) {
  const { t, f, invoice, brand, doc } = sheet;
  const { payment } = invoice;
  const open = invoice.openCents > 0;
  if (!open) return; // a paid invoice has nothing left to pay in
  const barcode = payment.virtualBarcode ? code128C(payment.virtualBarcode) : null;
  const rows: Array<[string, string, boolean?]> = [
    [t.recipient, invoice.seller.name],
    ['IBAN', printedIban(payment.iban), true],
    [t.bank, `${payment.bankName} · BIC ${payment.bic}`],
    [t.reference, payment.reference, true],
    ...(payment.creditorReference
      ? [[t.creditorReference, payment.creditorReference] as [string, string]]
      : []),
    [t.dueDate, f.date(invoice.dueDate)],
    [t.amount, f.money(invoice.openCents), true],
  ];
  const rowHeight = 14;
  // The barcode goes under the rows, beside the QR code.
  const barcodeHeight = barcode ? barHeight + 32 : 0;
  const bodyHeight = Math.max(rows.length * rowHeight + barcodeHeight, qrSize + 20);
  const height = 30 + bodyHeight + 6;
  sheet.ensureRoom(height);

  const top = sheet.y;
  doc
    .roundedRect(page.margin, top, contentWidth, height, 4)
    .lineWidth(0.75)
    .strokeColor(brand.border)
    .stroke();
  doc
    .rect(page.margin + 2, top, contentWidth - 4, 3)
    .fillColor(brand.accent)
    .fill();
  const inner = page.margin + 14;
  sheet.label(t.payment, inner, top + 13);

  const labelWidth = 112;
  const valueWidth = contentWidth - 28 - labelWidth - qrSize - 20;
  let y = top + 30;
  for (const [name, value, strong] of rows) {
    sheet.write(name, inner, y + 1, { size: 8.5, color: brand.muted, width: labelWidth - 6 });
    sheet.write(value, inner + labelWidth, y, {
      size: 9.5,
      weight: strong ? 'bold' : 'regular',
      width: valueWidth,
    });
    y += rowHeight;
  }

  const qrX = page.margin + contentWidth - 14 - qrSize;
  drawQr(doc, epcPayload(invoice, t.title), qrX, top + 12, qrSize);
  sheet.text.block(t.scanToPay, qrX - 10, top + 14 + qrSize, {
    size: 6.5,
    width: qrSize + 20,
    maxLines: 2,
    lineHeight: 8,
    color: brand.muted,
    align: 'center',
  });

  if (barcode && payment.virtualBarcode) {
    const by = top + 30 + rows.length * rowHeight + 6;
    const modules = barcode.reduce((sum, width) => sum + width, 0);
    const barsWidth = modules * barModule;
    sheet.write(t.virtualBarcode, inner, by, { size: 7.5, color: brand.muted });
    drawBars(doc, barcode, inner + quietZone, by + 12, barModule, barHeight);
    sheet.write(payment.virtualBarcode, inner + quietZone, by + 14 + barHeight, {
      size: 7.5,
      width: barsWidth,
      align: 'center',
    });
  }
  sheet.y = top + height + 16;
}

/** A "Paid" stamp across the summary panel of the first page. */
export function drawPaidStamp(sheet: Sheet, x: number, y: number) {
  const { doc, brand, t } = sheet;
  const text = sheet.upper(t.paidStamp);
  const size = 18;
  const width = sheet.text.width(text, { size, weight: 'bold' }) + 24;
  const height = 32;
  doc.save();
  doc.rotate(-12, { origin: [x, y] });
  doc.opacity(0.85);
  doc
    .roundedRect(x - width / 2, y - height / 2, width, height, 5)
    .lineWidth(2.5)
    .strokeColor(brand.success)
    .stroke();
  sheet.write(text, x - width / 2, y - size * 0.62, {
    size,
    weight: 'bold',
    color: brand.success,
    width,
    align: 'center',
  });
  doc.restore();
}
