import { sql, type Insertable, type Transaction } from 'kysely';
import { paymentReference } from '../../areas/invoices/references.ts';
import { pricingSchedule, supplyTerms } from '../../areas/contracts/supply.ts';
import { toPointModel } from '../../areas/locations/usage-points.ts';
import { dataFrom } from '../../energy/availability.ts';
import {
  invoiceTotals,
  monthlyUsage,
  paperBillLine,
  pointLines,
  vatRateOf,
  type PricedLine,
} from '../../energy/billing.ts';
import type { PointModel, Utility } from '../../energy/model.ts';
import type { PricingOn } from '../../energy/pricing.ts';
import { civil, dayNumber, dayOf, formatDay, midnightUtc, HOUR } from '../../energy/time.ts';
import type { Database, InvoiceLineTable, InvoiceTable } from '../schema.ts';
import { searchCompany } from './usage-points.ts';

/**
 * Monthly invoices with their lines, from the same energy model and prices the charts show, each day
 * at the prices of the supply contract in force (`supply.ts`; so after the contracts are seeded): one per
 * client with usage points for every whole month of data billed by `now` (issued on the 5th of the
 * next month, due 14 days later). A database seeded before the lines existed gets them rebuilt here,
 * the same as a fresh one.
 */

interface BillingPoint {
  id: number;
  model: PointModel;
  pricingOn: PricingOn;
}

interface BillingClient {
  id: number;
  clientCode: string;
  type: 'private' | 'legal';
  /** Place among the site's people (the roles of seed/customers.ts), −1 for a company. */
  person: number;
  /** Place among the site's companies, −1 for a person. */
  company: number;
  eInvoice: boolean;
  points: BillingPoint[];
}

interface Site {
  id: number;
  country_code: string;
}

/** The site's clients that have usage points, in the order they were seeded. */
async function billingClients(
  tx: Transaction<Database>,
  site: Site,
  eInvoice: (client: { id: number; type: 'private' | 'legal' }) => boolean,
): Promise<BillingClient[]> {
  const [clients, points, terms] = await Promise.all([
    tx
      .selectFrom('clients')
      .select(['id', 'client_code', 'type'])
      .where('site_id', '=', site.id)
      // The company of 2,000 points is billed nothing (usage-points.ts): 72,000 invoices of no use.
      .where('name', '<>', searchCompany.name)
      .orderBy('id')
      .execute(),
    tx
      .selectFrom('usage_points as p')
      .innerJoin('locations as l', 'l.id', 'p.location_id')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      .selectAll('p')
      .select(['l.country_code', 'l.latitude', 'l.coastal'])
      .where('c.site_id', '=', site.id)
      .where('c.name', '<>', searchCompany.name)
      .orderBy('p.id')
      .execute(),
    supplyTerms(tx, { siteId: site.id, clientId: null }),
  ]);
  let person = 0;
  let company = 0;
  return clients.flatMap((client) => {
    const roles =
      client.type === 'legal' ? { person: -1, company: company++ } : { person: person++, company: -1 };
    const own = points.filter((p) => p.client_id === client.id);
    if (own.length === 0) return [];
    return [
      {
        id: client.id,
        clientCode: client.client_code,
        type: client.type,
        ...roles,
        eInvoice: eInvoice(client),
        points: own.map((p) => {
          const model = toPointModel(p, p);
          return { id: p.id, model, pricingOn: pricingSchedule(model, terms.get(p.id) ?? []) };
        }),
      },
    ];
  });
}

/** The months billed by `now`, oldest first, as month indices (year × 12 + month − 1). */
function billedMonths(now: number): number[] {
  const { year, month, day } = civil(dayOf(now));
  const last = year * 12 + month - 1 - (day >= 5 ? 1 : 2);
  const from = civil(dayOf(dataFrom(now)));
  const months = [];
  for (let index = from.year * 12 + from.month - 1; index <= last; index++) months.push(index);
  return months;
}

interface BuiltInvoice {
  row: Insertable<InvoiceTable>;
  lines: Array<Omit<Insertable<InvoiceLineTable>, 'invoice_id'>>;
}

/**
 * What a client is billed and what they have paid. All paid but the latest while it is not yet due,
 * and where a demo user meets them: the second person's invoice before the latest is overdue (as
 * before), the fourth's partly paid and overdue, the fifth's postponed once; the site's first company
 * has a partly paid one three months overdue.
 */
function invoicesOf(site: Site, client: BillingClient, now: number): BuiltInvoice[] {
  const country = site.country_code as 'FI' | 'EE' | 'LV';
  const today = dayOf(now);
  const months = billedMonths(now);
  const usages = client.points.map((point) => monthlyUsage(point.model, months, point.pricingOn));
  const vatRate = vatRateOf(country);
  const last = months.length - 1;
  return months.map((index, m) => {
    const first = dayNumber(Math.floor(index / 12), (index % 12) + 1, 1);
    const lines: Array<PricedLine & { point: number | null; utility: Utility }> = [];
    client.points.forEach((point, p) => {
      for (const line of pointLines(point.model, usages[p]![m]!, first)) {
        lines.push({ ...line, point: point.id, utility: point.model.utility });
      }
    });
    if (!client.eInvoice && client.type === 'private') {
      lines.push({ ...paperBillLine(country), point: null, utility: lines[0]!.utility });
    }
    const totals = invoiceTotals(lines.map((line) => ({ ...line, vatRate })));
    const { year, month } = civil(first);
    const issue = dayNumber(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 5);
    let due = issue + 14;
    let paid = totals.totalCents;
    let original: number | null = null;
    const before = (n: number) => m === last - n;
    if ((m === last && due >= today) || (client.person === 1 && before(1))) paid = 0;
    else if (client.person === 3 && before(1)) paid = Math.floor((totals.totalCents * 2) / 500) * 100;
    else if (client.company === 0 && before(3)) paid = Math.floor(totals.totalCents / 200) * 100;
    else if (client.person === 4 && before(1) && !client.eInvoice) {
      paid = 0;
      original = due;
      due += 14;
    }
    const invoiceNumber = `${formatDay(first).slice(0, 7).replace('-', '')}${client.clientCode}`;
    return {
      row: {
        site_id: site.id,
        client_id: client.id,
        invoice_number: invoiceNumber,
        period: formatDay(first),
        issue_date: formatDay(issue),
        due_date: formatDay(due),
        amount_cents: totals.totalCents,
        vat_cents: totals.vatCents,
        electricity_cents: totals.byUtility.electricity,
        gas_cents: totals.byUtility.gas,
        heating_cents: totals.byUtility.heating,
        status: paid === totals.totalCents ? 'paid' : 'unpaid',
        type: client.eInvoice ? 'E-Invoice' : 'Regular',
        paid_cents: paid,
        reference: paymentReference(country, invoiceNumber),
        original_due_date: original === null ? null : formatDay(original),
        // Asked for in the portal three days before the first due date, in the morning.
        postponed_at: original === null ? null : new Date(midnightUtc(original - 3) + 9 * HOUR),
      },
      lines: lines.map((line, position) => ({
        position: position + 1,
        kind: line.kind,
        usage_point_id: line.point,
        quantity: line.quantity,
        unit: line.unit,
        unit_price: line.unitPrice,
        net_cents: line.netCents,
        vat_rate: vatRate,
      })),
    };
  });
}

/**
 * Inserts invoices and their lines, each as one JSON parameter unpacked by the database: thousands
 * of rows as bound parameters cost PGlite far more than parsing one document.
 */
async function insertInvoices(tx: Transaction<Database>, built: BuiltInvoice[]): Promise<void> {
  if (built.length === 0) return;
  const rows = JSON.stringify(built.map((b) => b.row));
  const ids = await sql<{ id: number; invoice_number: string }>`
    insert into invoices (site_id, client_id, invoice_number, period, issue_date, due_date, amount_cents,
      vat_cents, electricity_cents, gas_cents, heating_cents, status, type, paid_cents, reference,
      original_due_date, postponed_at)
    select * from jsonb_to_recordset(${rows}::jsonb) as r(site_id integer, client_id integer,
      invoice_number text, period date, issue_date date, due_date date, amount_cents integer,
      vat_cents integer, electricity_cents integer, gas_cents integer, heating_cents integer, status text,
      type text, paid_cents integer, reference text, original_due_date date, postponed_at timestamptz)
    returning id, invoice_number`.execute(tx);
  const idOf = new Map(ids.rows.map((row) => [row.invoice_number, row.id]));
  const lines = built.flatMap((b) =>
    b.lines.map((line) => ({ ...line, invoice_id: idOf.get(b.row.invoice_number)! })),
  );
  await sql`
    insert into invoice_lines (invoice_id, position, kind, usage_point_id, quantity, unit, unit_price,
      net_cents, vat_rate)
    select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(invoice_id integer,
      position integer, kind text, usage_point_id integer, quantity numeric, unit text,
      unit_price numeric, net_cents integer, vat_rate numeric)`.execute(tx);
}

/** Bills a site's clients (`eInvoice` says who gets e-invoices) up to `now`. */
export async function seedInvoices(
  tx: Transaction<Database>,
  site: Site,
  eInvoice: (client: { id: number; type: 'private' | 'legal' }) => boolean,
  now: Date,
): Promise<void> {
  const clients = await billingClients(tx, site, eInvoice);
  await insertInvoices(
    tx,
    clients.flatMap((client) => invoicesOf(site, client, now.getTime())),
  );
}

/**
 * A database seeded before invoices had lines: its invoices are issued again, as a fresh database
 * seeded at `now` has them (same numbers and ids, e-invoicing as each client had it).
 */
export async function reissueInvoices(tx: Transaction<Database>, now: Date): Promise<void> {
  const kinds = await tx.selectFrom('invoices').select(['client_id', 'type']).distinct().execute();
  const eInvoicing = new Set(kinds.filter((k) => k.type === 'E-Invoice').map((k) => k.client_id));
  const billed = new Set(kinds.map((k) => k.client_id));
  await tx.deleteFrom('invoices').execute();
  await sql`select setval(pg_get_serial_sequence('invoices', 'id'), 1, false)`.execute(tx);
  const sites = await tx.selectFrom('sites').select(['id', 'country_code']).orderBy('id').execute();
  for (const site of sites) {
    await seedInvoices(
      tx,
      site,
      (client) => (billed.has(client.id) ? eInvoicing.has(client.id) : client.type === 'legal'),
      now,
    );
  }
}
