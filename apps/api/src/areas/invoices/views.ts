import { Decimal } from 'decimal.js';
import type {
  InvoiceDetail,
  InvoiceLine,
  InvoiceListItem,
  InvoiceUsagePoint,
  PaymentProvider,
  PostponeRefusal,
  Utility,
} from '@vool/api-client';
import type { PointModel } from '../../energy/model.ts';
import { civil, dayNumber, daysInMonth, formatDay, parseDay } from '../../energy/time.ts';
import { toPointModel } from '../locations/usage-points.ts';
import { creditorReference, virtualBarcode } from './references.ts';
import type { InvoiceDocumentRow, InvoiceLineRow, InvoiceRow } from './repository.ts';
import type { Seller } from './sellers.ts';

/** How an invoice reads on a given local day: the contract's shapes, from the stored rows. */

const utilityOrder: readonly Utility[] = ['electricity', 'gas', 'heating'];

export const openCents = (row: Pick<InvoiceRow, 'amount_cents' | 'paid_cents'>) =>
  row.amount_cents - row.paid_cents;

/** Unpaid and past its due date, on local day `today`. */
export const isOverdue = (row: Pick<InvoiceRow, 'status' | 'due_date'>, today: number) =>
  row.status === 'unpaid' && parseDay(row.due_date)! < today;

export function listItem(row: InvoiceRow, today: number): InvoiceListItem {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    type: row.type,
    status: row.status,
    period: row.period.slice(0, 7),
    issueDate: row.issue_date,
    dueDate: row.due_date,
    totalCents: row.amount_cents,
    paidCents: row.paid_cents,
    openCents: openCents(row),
    overdue: isOverdue(row, today),
    postponed: row.original_due_date !== null,
    utilities: utilityOrder.filter((utility) => row[`${utility}_cents` as const] !== 0),
  };
}

/** A line's usage point as the readings are computed from it; null for a whole-invoice line. */
export function pointOf(line: InvoiceLineRow): { identifier: string; model: PointModel } | null {
  if (line.usage_point_id === null || line.identifier === null || line.country_code === null) return null;
  const stored = line as { [K in keyof InvoiceLineRow]: NonNullable<InvoiceLineRow[K]> };
  return { identifier: stored.identifier, model: toPointModel(stored, stored) };
}

export const toLine = (line: InvoiceLineRow): InvoiceLine => ({
  kind: line.kind,
  usagePoint: line.identifier,
  utility: line.utility,
  quantity: line.quantity,
  unit: line.unit,
  unitPrice: line.unit_price,
  netCents: line.net_cents,
  vatRate: line.vat_rate,
});

function usagePointsOf(lines: readonly InvoiceLineRow[]): InvoiceUsagePoint[] {
  const seen = new Map<string, InvoiceUsagePoint>();
  for (const line of lines) {
    if (line.identifier === null || seen.has(line.identifier)) continue;
    seen.set(line.identifier, {
      identifier: line.identifier,
      identifierType: line.identifier_type!,
      utility: line.utility!,
      meterNumber: line.meter_number!,
      address: {
        street: line.street!,
        city: line.city!,
        postalCode: line.postal_code!,
        countryCode: line.country_code!,
      },
    });
  }
  return [...seen.values()];
}

/** VAT per rate on the net of the lines at that rate, rounded half up (as the invoice was issued). */
function vatOf(lines: readonly InvoiceLineRow[]): InvoiceDetail['vat'] {
  const byRate = new Map<string, number>();
  for (const line of lines) byRate.set(line.vat_rate, (byRate.get(line.vat_rate) ?? 0) + line.net_cents);
  return [...byRate].map(([rate, net]) => ({
    rate,
    netCents: net,
    vatCents: new Decimal(net).mul(rate).div(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber(),
  }));
}

export interface DetailParts {
  row: InvoiceDocumentRow;
  lines: InvoiceLineRow[];
  seller: Seller;
  buyer: { name: string; client_code: string; address?: InvoiceDetail['buyer']['address'] | undefined };
  today: number;
  refusal: PostponeRefusal | null;
  /** Who may take a payment in the site's country (the payments area knows its providers). */
  providers: PaymentProvider[];
}

export function detail({ row, lines, seller, buyer, today, refusal, providers }: DetailParts): InvoiceDetail {
  const { year, month } = civil(parseDay(row.period)!);
  const vat = vatOf(lines);
  const open = openCents(row);
  const finnish = row.country_code === 'FI';
  const reference = row.reference ?? row.invoice_number;
  return {
    ...listItem(row, today),
    periodStart: row.period,
    periodEnd: formatDay(dayNumber(year, month, daysInMonth(year, month))),
    originalDueDate: row.original_due_date,
    netCents: vat.reduce((sum, v) => sum + v.netCents, 0),
    vatCents: vat.reduce((sum, v) => sum + v.vatCents, 0),
    lines: lines.map(toLine),
    vat,
    usagePoints: usagePointsOf(lines),
    seller: {
      name: seller.name,
      registryCode: seller.registryCode,
      vatNumber: seller.vatNumber,
      address: seller.address,
    },
    buyer: {
      name: buyer.name,
      clientCode: buyer.client_code,
      address: buyer.address ?? { street: '', city: '', postalCode: '', countryCode: row.country_code },
    },
    payment: {
      iban: seller.iban,
      bic: seller.bic,
      bankName: seller.bankName,
      reference,
      creditorReference: finnish ? creditorReference(reference) : null,
      virtualBarcode: finnish
        ? virtualBarcode({ iban: seller.iban, cents: Math.max(open, 0), reference, dueDate: row.due_date })
        : null,
    },
    postpone: {
      refusal,
      newDueDate: refusal ? null : formatDay(parseDay(row.due_date)! + 14),
    },
    payWith: open > 0 ? providers : [],
  };
}
