import type { InvoiceLine } from '@vool/api-client';
import { contentWidth, page, type Sheet } from './pdf-layout.ts';
import { lineLabel } from './pdf-texts.ts';

interface Column {
  width: number;
  align: 'left' | 'right';
}

const padding = 5;
const size = 8.5;
const lineHeight = 11;

const fixedColumns: Column[] = [
  { width: 64, align: 'right' }, // quantity
  { width: 44, align: 'left' }, // unit
  { width: 74, align: 'right' }, // unit price
  { width: 48, align: 'right' }, // VAT rate
  { width: 74, align: 'right' }, // net
];
const lineColumns: Column[] = [
  { width: contentWidth - fixedColumns.reduce((sum, column) => sum + column.width, 0), align: 'left' },
  ...fixedColumns,
];

const cellWidth = (column: Column) => column.width - 2 * padding;

interface RowStyle {
  bold?: boolean;
  color?: string;
}

function drawRow(sheet: Sheet, columns: Column[], cells: string[], y: number, style: RowStyle = {}) {
  let x = page.margin;
  columns.forEach((column, i) => {
    const text = cells[i];
    if (text) {
      sheet.text.block(text, x + padding, y, {
        size,
        width: cellWidth(column),
        maxLines: 2,
        lineHeight,
        weight: style.bold ? 'bold' : 'regular',
        color: style.color ?? sheet.brand.text,
        align: column.align,
      });
    }
    x += column.width;
  });
}

/** How tall a row is: its tallest cell (two lines at most) and some air. */
function rowHeight(sheet: Sheet, columns: Column[], cells: string[], bold = false): number {
  const lines = columns.map((column, i) =>
    sheet.text.lineCount(cells[i] ?? '', {
      size,
      width: cellWidth(column),
      maxLines: 2,
      weight: bold ? 'bold' : 'regular',
    }),
  );
  return Math.max(...lines) * lineHeight + 6;
}

function drawHead(sheet: Sheet, heads: string[]) {
  const height = rowHeight(sheet, lineColumns, heads, true) + 3;
  sheet.doc.rect(page.margin, sheet.y, contentWidth, height).fillColor(sheet.brand.accent).fill();
  drawRow(sheet, lineColumns, heads, sheet.y + 5, { bold: true, color: sheet.brand.onAccent });
  sheet.y += height;
}

/** The lines under the usage point they bill, in the order the points are listed; the rest last. */
function groups(sheet: Sheet): Array<{ title: string | null; lines: InvoiceLine[] }> {
  const { invoice, t } = sheet;
  const points = invoice.usagePoints.map((point) => ({
    title: `${t.utility[point.utility]} · ${point.identifierType} ${point.identifier}`,
    lines: invoice.lines.filter((line) => line.usagePoint === point.identifier),
  }));
  const known = new Set(invoice.usagePoints.map((point) => point.identifier));
  const rest = invoice.lines.filter((line) => line.usagePoint === null || !known.has(line.usagePoint));
  const all = [...points, { title: null, lines: rest }].filter((group) => group.lines.length > 0);
  // One usage point needs no headings: the list above names it.
  return invoice.usagePoints.length > 1 ? all : [{ title: null, lines: invoice.lines }];
}

/** The invoice's lines; a long table goes on over pages, its heading repeated on each. */
export function drawLines(sheet: Sheet) {
  const { t, f, brand } = sheet;
  const heads = [t.description, t.quantity, t.unit, t.unitPrice, t.vatRate, t.net];
  sheet.ensureRoom(2 * lineHeight + 9 + 2 * (lineHeight + 6));
  drawHead(sheet, heads);
  for (const group of groups(sheet)) {
    let index = 0;
    if (group.title) {
      const height = lineHeight + 8;
      if (sheet.ensureRoom(height + lineHeight + 6)) drawHead(sheet, heads);
      sheet.rule(page.margin, sheet.y, contentWidth);
      sheet.write(group.title, page.margin + padding, sheet.y + 5, {
        size: 8,
        weight: 'bold',
        width: contentWidth - 2 * padding,
        color: brand.accentText,
      });
      sheet.y += height;
    }
    for (const line of group.lines) {
      const cells = [
        lineLabel(t, line),
        f.decimal(line.quantity),
        t.units[line.unit],
        f.decimal(line.unitPrice, 2),
        f.percent(line.vatRate),
        f.amount(line.netCents),
      ];
      const height = rowHeight(sheet, lineColumns, cells);
      if (sheet.ensureRoom(height)) drawHead(sheet, heads);
      if (index++ % 2 === 0)
        sheet.doc.rect(page.margin, sheet.y, contentWidth, height).fillColor(brand.stripe).fill();
      drawRow(sheet, lineColumns, cells, sheet.y + 3.5);
      sheet.y += height;
    }
  }
  sheet.rule(page.margin, sheet.y, contentWidth, brand.accent);
  sheet.y += 16;
}

/** VAT per rate on the left, the invoice's totals on the right. */
export function drawTotals(sheet: Sheet) {
  const { t, f, invoice, brand } = sheet;
  const vatColumns: Column[] = [
    { width: 76, align: 'left' },
    { width: 64, align: 'right' },
    { width: 56, align: 'right' },
    { width: 64, align: 'right' },
  ];
  const totals: Array<[string, string, boolean]> = [
    [t.netTotal, f.money(invoice.netCents), false],
    [t.vatTotal, f.money(invoice.vatCents), false],
    [t.total, f.money(invoice.totalCents), true],
    ...(invoice.paidCents > 0
      ? [[t.paid, f.money(-invoice.paidCents), false] as [string, string, boolean]]
      : []),
    [t.toPay, f.money(invoice.openCents), true],
  ];
  const vatHeads = [t.vatRateLong, t.net, t.vatAmount, t.gross];
  const headHeight = rowHeight(sheet, vatColumns, vatHeads);
  const row = 15;
  sheet.ensureRoom(Math.max(14 + headHeight + invoice.vat.length * row, totals.length * row + 8));
  const top = sheet.y;

  sheet.label(t.vatBreakdown, page.margin, top);
  sheet.y = top + 14;
  const vatWidth = vatColumns.reduce((sum, column) => sum + column.width, 0);
  drawRow(sheet, vatColumns, vatHeads, sheet.y, { color: brand.muted });
  sheet.y += headHeight - 2;
  for (const rate of invoice.vat) {
    sheet.rule(page.margin, sheet.y, vatWidth);
    const amounts = [rate.netCents, rate.vatCents, rate.netCents + rate.vatCents].map((cents) =>
      f.amount(cents),
    );
    drawRow(sheet, vatColumns, [f.percent(rate.rate), ...amounts], sheet.y + 3.5);
    sheet.y += row;
  }
  sheet.rule(page.margin, sheet.y, vatWidth);
  const leftBottom = sheet.y;

  const width = 230;
  const x = page.margin + contentWidth - width;
  let y = top;
  for (const [name, value, strong] of totals) {
    if (strong) sheet.rule(x, y - 3, width, brand.text, 1);
    const style = { size: strong ? 10 : 9, weight: strong ? ('bold' as const) : ('regular' as const) };
    sheet.write(name, x, y, { ...style, width: width - 100 });
    sheet.write(value, x + width - 110, y, { ...style, width: 110, align: 'right' });
    y += row + (strong ? 2 : 0);
  }
  sheet.y = Math.max(leftBottom, y) + 14;
}
