import { dayOf, formatDay } from '../../energy/time.ts';
import { contentWidth, page } from '../invoices/pdf-layout.ts';
import type { ContractSheet } from './pdf.ts';
import { componentNames, kindNames } from './pdf-names.ts';

const half = 250;
const right = page.margin + contentWidth - half;

/** Who the contract is with (the seller with its numbers, or the network operator) beside the customer. */
export function drawParties(sheet: ContractSheet) {
  const { t, f, words, contract, brand } = sheet;
  const top = sheet.y;
  const left = page.margin;
  sheet.label(contract.seller ? words.seller : t.operator, left, top);
  let y = top + 13;
  y += sheet.text.block(contract.counterparty, left, y, {
    size: 10,
    weight: 'bold',
    width: half,
    maxLines: 2,
  });
  const seller = contract.seller;
  const lines = seller
    ? [
        ...f.address(seller.address),
        `${words.registryCode} ${seller.registryCode}`,
        `${words.vatNumber} ${seller.vatNumber}`,
      ]
    : [];
  for (const line of lines) {
    sheet.write(line, left, y, { size: 8.5, width: half, color: brand.muted });
    y += 11.5;
  }
  sheet.label(t.customer, right, top);
  let customerY = top + 13;
  customerY += sheet.text.block(contract.customer.name, right, customerY, {
    size: 10,
    weight: 'bold',
    width: half,
    maxLines: 2,
  });
  const code = `${words.customerNumber} ${contract.customer.code}`;
  sheet.write(code, right, customerY, { size: 8.5, width: half, color: brand.muted });
  sheet.y = Math.max(y, customerY + 11.5) + 18;
}

/** A label and its value on one row, ruled below. */
function fact(sheet: ContractSheet, name: string, value: string, strong = false) {
  sheet.write(name, page.margin, sheet.y + 4, { size: 8.5, width: 150, color: sheet.brand.muted });
  sheet.write(value, page.margin + 160, sheet.y + 3.5, {
    size: 9.5,
    width: contentWidth - 160,
    weight: strong ? 'bold' : 'regular',
  });
  sheet.y += 17;
  sheet.rule(page.margin, sheet.y, contentWidth);
}

/** What the contract is for, where, and for how long. */
export function drawDetails(sheet: ContractSheet) {
  const { t, f, words, contract, locale } = sheet;
  sheet.label(t.details, page.margin, sheet.y);
  sheet.y += 12;
  sheet.rule(page.margin, sheet.y, contentWidth);
  fact(sheet, t.kind, kindNames[locale][contract.kind] ?? contract.kind, true);
  const what = contract.utility
    ? `${words.utility[contract.utility]} · ${contract.objectId}`
    : contract.objectId;
  fact(sheet, words.usagePoint, what);
  if (contract.place) fact(sheet, t.place, f.address(contract.place).join(', '));
  fact(sheet, t.start, f.date(contract.startDate));
  fact(sheet, t.end, contract.endDate ? f.date(contract.endDate) : t.openEnded);
  if (contract.moveOutDate) fact(sheet, t.moveOut, f.date(contract.moveOutDate));
  fact(sheet, t.delivery, contract.delivery === 'email' ? t.byEmail : t.byPost);
  if (contract.signedAt) {
    // The day it was signed on the site's calendar (the three countries keep EET: energy/time.ts).
    fact(sheet, t.signed, f.date(formatDay(dayOf(Date.parse(contract.signedAt)))));
  }
  sheet.y += 20;
}

/** The product: its name, what it is, its term and its prices without and with VAT. */
export function drawProduct(sheet: ContractSheet) {
  const { t, f, contract, brand, locale, doc } = sheet;
  const product = contract.product;
  if (!product) return;
  sheet.label(t.product, page.margin, sheet.y);
  sheet.y += 13;
  sheet.write(product.name, page.margin, sheet.y, { size: 12, weight: 'bold', width: contentWidth });
  sheet.y += 17;
  const description = { size: 9, width: contentWidth, maxLines: 3, color: brand.muted };
  sheet.y += sheet.text.block(product.description, page.margin, sheet.y, description);
  const term = product.termMonths ? t.term(product.termMonths) : t.openEnded;
  sheet.write(term, page.margin, sheet.y + 2, { size: 9, width: contentWidth });
  sheet.y += 22;

  const columns = [page.margin + 8, page.margin + 250, page.margin + 380];
  const widths = [230, 120, contentWidth - 388];
  doc.rect(page.margin, sheet.y, contentWidth, 18).fillColor(brand.accent).fill();
  const head = [t.pricesFrom(f.date(product.validFrom)), t.exclVat, t.inclVat];
  head.forEach((cell, i) => {
    const align = i === 0 ? ('left' as const) : ('right' as const);
    sheet.write(cell, columns[i]!, sheet.y + 4.5, {
      size: 8.5,
      weight: 'bold',
      color: brand.onAccent,
      width: widths[i],
      align,
    });
  });
  sheet.y += 18;
  product.components.forEach((component, row) => {
    if (row % 2 === 1) doc.rect(page.margin, sheet.y, contentWidth, 17).fillColor(brand.stripe).fill();
    const unit = component.unit === 'kWh' ? t.perKwh : component.unit === 'month' ? t.perMonth : '';
    const cells = [
      componentNames[locale][component.kind] ?? component.kind,
      `${f.decimal(component.price, 2)} ${unit}`,
      `${f.decimal(component.priceWithVat, 2)} ${unit}`,
    ];
    cells.forEach((cell, i) => {
      const align = i === 0 ? ('left' as const) : ('right' as const);
      sheet.write(cell, columns[i]!, sheet.y + 4, { size: 9, width: widths[i], align });
    });
    sheet.y += 17;
  });
  sheet.rule(page.margin, sheet.y, contentWidth);
  sheet.y += 10;
  const vat = `${sheet.words.vatRate} ${f.percent(product.vatPercent)}`;
  sheet.write(vat, page.margin, sheet.y, {
    size: 8,
    color: brand.muted,
    width: contentWidth,
    align: 'right',
  });
}
