import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { supplyTerms } from '../contracts/supply.ts';

const invoiceColumns = [
  'id',
  'invoice_number',
  'type',
  'status',
  'period',
  'issue_date',
  'due_date',
  'original_due_date',
  'amount_cents',
  'vat_cents',
  'paid_cents',
  'electricity_cents',
  'gas_cents',
  'heating_cents',
  'reference',
] as const;

/** An id the database can hold: a larger one names no invoice (and must not reach SQL as one). */
const storable = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/** Every query takes the acting client's id from the session, never from the request. */
export function invoicesRepository(db: Db) {
  const document = () =>
    db
      .selectFrom('invoices as i')
      .innerJoin('sites as s', 's.id', 'i.site_id')
      .select(invoiceColumns.map((column) => `i.${column}` as const))
      .select(['i.client_id', 'i.site_id', 's.theme_id', 's.country_code']);

  return {
    /** All of the client's invoices, oldest period first. */
    invoices(actingClientId: number) {
      return db
        .selectFrom('invoices')
        .select(invoiceColumns)
        .where('client_id', '=', actingClientId)
        .orderBy('period')
        .orderBy('id')
        .execute();
    },

    /** The client's invoices for periods in [from, before), `YYYY-MM-DD` firsts of months. */
    invoicesBetween(actingClientId: number, from: string, before: string) {
      return db
        .selectFrom('invoices')
        .select(invoiceColumns)
        .where('client_id', '=', actingClientId)
        .where('period', '>=', from)
        .where('period', '<', before)
        .orderBy('period')
        .orderBy('id')
        .execute();
    },

    /** One of the client's invoices with its site's brand and country; undefined for anyone else's. */
    async invoice(actingClientId: number, by: { id: number } | { invoiceNumber: string }) {
      if ('id' in by && !storable(by.id)) return undefined;
      const query = document().where('i.client_id', '=', actingClientId);
      return (
        'id' in by ? query.where('i.id', '=', by.id) : query.where('i.invoice_number', '=', by.invoiceNumber)
      ).executeTakeFirst();
    },

    /** An invoice's lines in order, each with its usage point and place (none for a whole-invoice line). */
    lines(invoiceId: number) {
      return db
        .selectFrom('invoice_lines as n')
        .leftJoin('usage_points as p', 'p.id', 'n.usage_point_id')
        .leftJoin('locations as l', 'l.id', 'p.location_id')
        .select([
          'n.position',
          'n.kind',
          'n.quantity',
          'n.unit',
          'n.unit_price',
          'n.net_cents',
          'n.vat_rate',
          'n.usage_point_id',
          'p.identifier',
          'p.identifier_type',
          'p.utility',
          'p.point_kind',
          'p.meter_number',
          'p.interval_minutes',
          'p.price_area',
          'p.profile',
          'p.annual_kwh',
          'p.space_heating',
          'p.producer',
          'p.capacity_kw',
          'p.seed',
          'l.street',
          'l.city',
          'l.postal_code',
          'l.country_code',
          'l.latitude',
          'l.coastal',
        ])
        .where('n.invoice_id', '=', invoiceId)
        .orderBy('n.position')
        .execute();
    },

    /** The supply terms that priced the client's usage points `pointIds` (`supply.ts`), by point id. */
    supplyTerms(siteId: number, actingClientId: number, pointIds: readonly number[]) {
      return supplyTerms(db, { siteId, clientId: actingClientId, pointIds });
    },

    /** The language the client chose for communication, if any. */
    async locale(actingClientId: number) {
      const row = await db
        .selectFrom('clients')
        .select('locale_id')
        .where('id', '=', actingClientId)
        .executeTakeFirst();
      return row?.locale_id ?? null;
    },

    /** The client as an invoice names them: name, code and billing address (else the postal one). */
    async buyer(actingClientId: number) {
      const [client, address] = await Promise.all([
        db
          .selectFrom('clients')
          .select(['name', 'client_code'])
          .where('id', '=', actingClientId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('addresses')
          .select(['street', 'city', 'postal_code', 'country_code'])
          .where('client_id', '=', actingClientId)
          .where('type', 'in', ['billing', 'postal'])
          // 'billing' sorts before 'postal'.
          .orderBy('type')
          .orderBy('id')
          .executeTakeFirst(),
      ]);
      return { ...client, address };
    },

    /**
     * Moves the due date 14 days on, in one statement that holds the whole rule, so of two postpones
     * at once one wins and the other finds the invoice postponed. Undefined when the rule refused.
     */
    postpone(actingClientId: number, id: number, rule: { earliestDue: string; at: Date }) {
      if (!storable(id)) return Promise.resolve(undefined);
      return db
        .updateTable('invoices')
        .set({
          original_due_date: sql<string>`due_date`,
          due_date: sql<string>`due_date + 14`,
          postponed_at: rule.at,
        })
        .where('id', '=', id)
        .where('client_id', '=', actingClientId)
        .where('status', '=', 'unpaid')
        .where(sql<boolean>`paid_cents < amount_cents`)
        .where('type', '=', 'Regular')
        .where('original_due_date', 'is', null)
        .where('due_date', '>=', rule.earliestDue)
        .returning(invoiceColumns)
        .executeTakeFirst();
    },
  };
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
export type InvoiceRow = Awaited<ReturnType<InvoicesRepository['invoices']>>[number];
export type InvoiceDocumentRow = NonNullable<Awaited<ReturnType<InvoicesRepository['invoice']>>>;
export type InvoiceLineRow = Awaited<ReturnType<InvoicesRepository['lines']>>[number];
