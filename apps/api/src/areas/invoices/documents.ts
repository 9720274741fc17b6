import type {
  InvoiceDetail,
  InvoiceExplanation,
  InvoiceList,
  InvoiceListItem,
  InvoiceStatus,
  PaymentProvider,
} from '@vool/api-client';
import type { LineKind } from '../../energy/billing.ts';
import { civil, dayOf, daysInMonth, formatDay, parseDay } from '../../energy/time.ts';
import { HttpError } from '../../errors.ts';
import { invoiceCsv } from './csv.ts';
import { explain, type ExplainedPoint } from './explanation.ts';
import { postponeGraceDays, postponeRefusal, postponeRefused } from './postpone.ts';
import type { InvoiceDocumentRow, InvoicesRepository } from './repository.ts';
import { sellerOf } from './sellers.ts';
import { pricingSchedule } from '../contracts/supply.ts';
import { detail, isOverdue, listItem, openCents, pointOf } from './views.ts';

export interface InvoiceDocumentsOptions {
  repository: InvoicesRepository;
  now: () => Date;
  /**
   * Whether a payment of the invoice is under way (the payments area knows); a postpone is refused
   * meanwhile. Until it is wired, none ever is.
   */
  paymentInProgress?: (invoiceId: number) => Promise<boolean>;
  /** The providers that take payments in a country (the payments area's); none when left out. */
  providersFor?: (countryCode: string) => PaymentProvider[];
}

export const invoiceNotFound = () =>
  new HttpError(404, 'NotFound', 'No such invoice among this client’s', 'INVOICE_NOT_FOUND');

const energyKinds = new Set<LineKind>(['Hourly', 'Base', 'Day', 'Night', 'Margin', 'Network', 'Tax']);

/** The period of an invoice as local days [first, end). */
function periodOf(row: Pick<InvoiceDocumentRow, 'period'>) {
  const first = parseDay(row.period)!;
  const { year, month } = civil(first);
  return { first, end: first + daysInMonth(year, month) };
}

/** A client's invoices as documents: list, detail, postpone, CSV and explanation; always their own. */
export function invoiceDocuments({
  repository,
  now,
  paymentInProgress,
  providersFor,
}: InvoiceDocumentsOptions) {
  const today = () => dayOf(now().getTime());
  const inProgress = (id: number) => paymentInProgress?.(id) ?? Promise.resolve(false);

  async function find(clientId: number, by: { id: number } | { invoiceNumber: string }) {
    const row = await repository.invoice(clientId, by);
    if (!row) throw invoiceNotFound();
    return row;
  }

  async function toDetail(clientId: number, row: InvoiceDocumentRow): Promise<InvoiceDetail> {
    const seller = sellerOf(row.theme_id);
    if (!seller) throw invoiceNotFound();
    const [lines, buyer, busy] = await Promise.all([
      repository.lines(row.id),
      repository.buyer(clientId),
      inProgress(row.id),
    ]);
    const at = today();
    const { address } = buyer;
    return detail({
      row,
      lines,
      seller,
      buyer: {
        ...buyer,
        address: address && {
          street: address.street,
          city: address.city,
          postalCode: address.postal_code,
          countryCode: address.country_code,
        },
      },
      today: at,
      refusal: postponeRefusal(row, at, busy),
      providers: providersFor?.(row.country_code) ?? [],
    });
  }

  /** The invoice's usage points with the models their readings are computed from, in line order. */
  async function pointsOf(row: InvoiceDocumentRow): Promise<ExplainedPoint[]> {
    const lines = await repository.lines(row.id);
    const ids = [
      ...new Set(lines.flatMap((line) => (line.usage_point_id === null ? [] : [line.usage_point_id]))),
    ];
    const terms = await repository.supplyTerms(row.site_id, row.client_id, ids);
    const points = new Map<string, ExplainedPoint>();
    for (const line of lines) {
      const point = pointOf(line);
      if (!point) continue;
      let entry = points.get(point.identifier);
      if (!entry) {
        const pricingOn = pricingSchedule(point.model, terms.get(line.usage_point_id!) ?? []);
        entry = { ...point, pricingOn, invoiced: new Map<LineKind, number>() };
        points.set(point.identifier, entry);
      }
      if (!energyKinds.has(line.kind)) continue;
      const invoiced = entry.invoiced as Map<LineKind, number>;
      invoiced.set(line.kind, (invoiced.get(line.kind) ?? 0) + line.net_cents);
    }
    return [...points.values()];
  }

  return {
    /** Newest period first, with what is due over all the client's invoices. */
    async list(clientId: number, status?: InvoiceStatus): Promise<InvoiceList> {
      const at = today();
      const rows = await repository.invoices(clientId);
      const unpaid = rows.filter((row) => row.status === 'unpaid');
      const overdue = unpaid.filter((row) => isOverdue(row, at));
      const sum = (list: typeof rows) => list.reduce((total, row) => total + openCents(row), 0);
      return {
        currency: 'EUR',
        invoices: rows
          .filter((row) => !status || row.status === status)
          .reverse()
          .map((row) => listItem(row, at)),
        totals: {
          unpaidCount: unpaid.length,
          openCents: sum(unpaid),
          overdueCount: overdue.length,
          overdueCents: sum(overdue),
        },
      };
    },

    async detailByNumber(clientId: number, invoiceNumber: string): Promise<InvoiceDetail> {
      return toDetail(clientId, await find(clientId, { invoiceNumber }));
    },

    /** The acting client's invoice by id, or null (the PDF answers 404 for anyone else's). */
    async detailById(clientId: number, id: number): Promise<InvoiceDetail | null> {
      const row = await repository.invoice(clientId, { id });
      return row ? toDetail(clientId, row) : null;
    },

    /** Moves the due date by 14 days, or refuses (422) naming the rule. */
    async postpone(clientId: number, id: number): Promise<InvoiceListItem> {
      const row = await find(clientId, { id });
      const at = today();
      const refusal = postponeRefusal(row, at, await inProgress(id));
      if (refusal) throw postponeRefused(refusal);
      const moved = await repository.postpone(clientId, id, {
        earliestDue: formatDay(at - postponeGraceDays),
        at: now(),
      });
      if (moved) return listItem(moved, at);
      // Another request changed it meanwhile (a postpone at the same moment, a payment): say why.
      const current = await find(clientId, { id });
      throw postponeRefused(postponeRefusal(current, at, false) ?? 'ALREADY_POSTPONED');
    },

    /** The interval rows of the invoice's usage points over its period. */
    async csv(clientId: number, id: number): Promise<{ filename: string; body: string }> {
      const row = await find(clientId, { id });
      const { first, end } = periodOf(row);
      return {
        filename: `invoice-${row.invoice_number}.csv`,
        body: invoiceCsv(await pointsOf(row), first, end),
      };
    },

    async explanation(clientId: number, invoiceNumber: string): Promise<InvoiceExplanation> {
      const row = await find(clientId, { invoiceNumber });
      const { first, end } = periodOf(row);
      return explain(row.invoice_number, first, end, await pointsOf(row));
    },
  };
}

export type InvoiceDocuments = ReturnType<typeof invoiceDocuments>;
