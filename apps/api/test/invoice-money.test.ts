import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { composeIBAN, extractIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { brands } from '@vool/tokens/brands';
import {
  checkDigit731,
  creditorReference,
  isValidCreditorReference,
  isValidNationalReference,
  nationalReference,
  virtualBarcode,
} from '../src/areas/invoices/references.ts';
import { sellerOf, sellerThemes } from '../src/areas/invoices/sellers.ts';
import type { Db } from '../src/db/connect.ts';
import { seed } from '../src/db/seed/index.ts';
import { searchCompany } from '../src/db/seed/usage-points.ts';
import { testDatabase } from './helpers.ts';

/**
 * The money of every seeded invoice, and the reference maths. The database is seeded on
 * 3 December 2026, as the other invoice tests seed theirs.
 */

const billedAt = new Date('2026-12-03T10:00:00+02:00');
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await testDatabase(billedAt));
}, 120_000);
afterAll(async () => {
  await close();
});

const allInvoices = () =>
  db
    .selectFrom('invoices as i')
    .innerJoin('sites as s', 's.id', 'i.site_id')
    .selectAll('i')
    .select(['s.country_code', 's.theme_id'])
    .orderBy('i.id')
    .execute();
const allLines = () =>
  db.selectFrom('invoice_lines').selectAll().orderBy('invoice_id').orderBy('position').execute();
/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
const halfUp = (value: Decimal) => value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

describe('every seeded invoice, on every site', () => {
  it('adds up to the cent: lines, VAT per rate, total, and the columns per utility', async () => {
    const [invoices, lines, points] = await Promise.all([
      allInvoices(),
      allLines(),
      db.selectFrom('usage_points').select(['id', 'utility']).execute(),
    ]);
    const utilityOf = new Map(points.map((p) => [p.id, p.utility]));
    const linesOf = groupBy(lines, (line) => line.invoice_id);
    expect(invoices.length).toBeGreaterThan(2500);
    for (const invoice of invoices) {
      const own = linesOf.get(invoice.id) ?? [];
      expect(own.length).toBeGreaterThan(0);
      const byRate = groupBy(own, (line) => line.vat_rate);
      let net = 0;
      let vat = 0;
      for (const [rate, group] of byRate) {
        const groupNet = group.reduce((sum, line) => sum + line.net_cents, 0);
        net += groupNet;
        vat += halfUp(new Decimal(groupNet).mul(rate).div(100));
      }
      const utilities = new Set(
        own.map((line) => (line.usage_point_id ? utilityOf.get(line.usage_point_id) : null)),
      );
      const summary = {
        number: invoice.invoice_number,
        total: net + vat,
        vat,
        columns: invoice.electricity_cents + invoice.gas_cents + invoice.heating_cents,
        electricity: invoice.electricity_cents !== 0,
        gas: invoice.gas_cents !== 0,
        heating: invoice.heating_cents !== 0,
      };
      expect(summary).toEqual({
        number: invoice.invoice_number,
        total: invoice.amount_cents,
        vat: invoice.vat_cents,
        columns: invoice.amount_cents,
        electricity: utilities.has('electricity'),
        gas: utilities.has('gas'),
        heating: utilities.has('heating'),
      });
      expect(new Set(own.map((line) => line.vat_rate))).toEqual(
        new Set([{ FI: '25.5', EE: '24', LV: '21' }[invoice.country_code]]),
      );
    }
  });

  it('prices each line as its quantity times its unit price, rounded half up once', async () => {
    for (const line of await allLines()) {
      const exact = new Decimal(line.quantity).mul(line.unit_price).mul(100);
      if (line.kind === 'Hourly') {
        // The spot line's unit price is the weighted mean to 5 decimals; its net is the exact sum.
        expect(exact.minus(line.net_cents).abs().toNumber()).toBeLessThanOrEqual(
          new Decimal(line.quantity).mul(0.0005).plus(0.5).toNumber(),
        );
      } else {
        expect({ line: line.kind, cents: halfUp(exact) }).toEqual({ line: line.kind, cents: line.net_cents });
      }
    }
  });

  it('bills every client with usage points for 36 consecutive months, each once', async () => {
    const invoices = await allInvoices();
    const billed = new Set(invoices.map((i) => i.client_id));
    // All but the company of 2,000 points (seed/usage-points.ts), which is billed nothing.
    const withPoints = await db
      .selectFrom('usage_points as p')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      .where('c.name', '<>', searchCompany.name)
      .select('p.client_id')
      .distinct()
      .execute();
    expect(billed).toEqual(new Set(withPoints.map((p) => p.client_id)));
    for (const [, own] of groupBy(invoices, (i) => i.client_id)) {
      const periods = own.map((i) => i.period).sort();
      expect(periods).toHaveLength(36);
      expect(periods[0]).toBe('2023-11-01');
      expect(periods.at(-1)).toBe('2026-10-01');
      expect(new Set(periods).size).toBe(36);
    }
  });

  it('is paid in full, partly or not at all, with a reference each country’s banks take', async () => {
    const invoices = await allInvoices();
    const partly = invoices.filter((i) => i.paid_cents > 0 && i.paid_cents < i.amount_cents);
    expect(partly.length).toBeGreaterThan(5);
    expect(invoices.filter((i) => i.original_due_date !== null).length).toBeGreaterThan(3);
    for (const invoice of invoices) {
      expect(invoice.paid_cents).toBeGreaterThanOrEqual(0);
      expect(invoice.paid_cents <= invoice.amount_cents).toBe(true);
      expect(invoice.status === 'paid').toBe(invoice.paid_cents === invoice.amount_cents);
      if (invoice.country_code === 'LV') expect(invoice.reference).toBe(invoice.invoice_number);
      else {
        expect(invoice.reference).toBe(nationalReference(invoice.invoice_number));
        expect(isValidNationalReference(invoice.reference!)).toBe(true);
      }
    }
  });
});

describe('a database seeded before invoices had lines', () => {
  it('gets the same invoices and lines on its next start as a fresh one has', async () => {
    const snapshot = async () => ({
      // Everything but when the row was written.
      invoices: (await allInvoices()).map((invoice) => ({ ...invoice, created_at: null })),
      lines: await allLines(),
    });
    const fresh = await snapshot();
    // As before migration 0004: 13 invoices a client, no lines, nothing paid in part.
    const old = fresh.invoices.filter((i) => i.period >= '2025-10-01');
    await db.deleteFrom('invoice_lines').execute();
    await db.deleteFrom('invoices').execute();
    await db
      .insertInto('invoices')
      .values(
        old.map((i) => ({
          site_id: i.site_id,
          client_id: i.client_id,
          invoice_number: i.invoice_number,
          period: i.period,
          issue_date: i.issue_date,
          due_date: i.due_date,
          amount_cents: 1000,
          vat_cents: 200,
          electricity_cents: 1000,
          status: 'paid' as const,
          type: i.type,
          paid_cents: 1000,
        })),
      )
      .execute();
    await seed(db, billedAt);
    expect(await snapshot()).toEqual(fresh);
    // Issuing every invoice again takes seconds on PostgreSQL on a busy machine.
  }, 30_000);
});

describe('reference numbers', () => {
  const digits = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });
  const base = digits(3, 19).filter((s) => !s.startsWith('0'));

  it('FI and EE 7-3-1: a wrong digit anywhere is caught', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, change) => {
        const reference = nationalReference(body);
        expect(isValidNationalReference(reference)).toBe(true);
        const i = at % reference.length;
        const wrong =
          reference.slice(0, i) + String((Number(reference[i]) + change) % 10) + reference.slice(i + 1);
        expect(isValidNationalReference(wrong)).toBe(false);
      }),
    );
    // Finance Finland's own example: 1234561 (base 123456, check digit 1).
    expect(checkDigit731('123456')).toBe('1');
  });

  it('RF creditor references pass ISO 7064 MOD 97-10 and catch a wrong digit', () => {
    const alphanumeric = fc.string({
      unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')),
      minLength: 1,
      maxLength: 21,
    });
    fc.assert(
      fc.property(alphanumeric, fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, change) => {
        const rf = creditorReference(body);
        expect(isValidCreditorReference(rf)).toBe(true);
        // Any digit, the check digits included (a letter stands for two digits in the sum).
        const places = rf.split('').flatMap((c, i) => (i >= 2 && /[0-9]/.test(c) ? [i] : []));
        const i = places[at % places.length]!;
        const wrong = rf.slice(0, i) + String((Number(rf[i]) + change) % 10) + rf.slice(i + 1);
        expect(isValidCreditorReference(wrong)).toBe(false);
      }),
    );
    // The standard's example.
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
  });

  it('the Finnish virtual barcode is 54 digits carrying account, amount, reference and due date', () => {
    const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(
        digits(14, 14),
        fc.integer({ min: 0, max: 120_000_000 }),
        base,
        date,
        fc.boolean(),
        (bban, cents, body, due, rf) => {
          const iban = composeIBAN({ countryCode: 'FI', bban })!;
          const national = nationalReference(body);
          const reference = rf ? creditorReference(national) : national;
          const dueDate = due.toISOString().slice(0, 10);
          const code = virtualBarcode({ iban, cents, reference, dueDate });
          expect(code).toMatch(/^[45]\d{53}$/);
          expect(code[0]).toBe(rf ? '5' : '4');
          expect(code.slice(1, 17)).toBe(iban.slice(2));
          expect(code.slice(17, 25)).toBe(cents > 99_999_999 ? '00000000' : String(cents).padStart(8, '0'));
          const tail = rf
            ? `RF${code.slice(25, 27)}${code.slice(27, 48).replace(/^0+/, '')}`
            : code.slice(28, 48).replace(/^0+/, '');
          expect(tail).toBe(reference);
          expect(code.slice(48)).toBe(dueDate.slice(2).replace(/-/g, ''));
        },
      ),
    );
    // Finance Finland's guide, example 1 of version 4.
    expect(
      virtualBarcode({
        iban: 'FI79 4405 2020 0360 82',
        cents: 482_099,
        reference: '868516259619897',
        dueDate: '2010-06-12',
      }),
    ).toBe('479440520200360820048209900000000868516259619897100612');
  });
});

describe('sellers', () => {
  it('have a valid IBAN and BIC of their site’s country, for every brand', () => {
    expect(sellerThemes.sort()).toEqual(Object.keys(brands).sort());
    for (const theme of sellerThemes) {
      const seller = sellerOf(theme)!;
      const country = brands[theme].countries[0];
      expect({ theme, iban: isValidIBAN(seller.iban), bic: isValidBIC(seller.bic) }).toEqual({
        theme,
        iban: true,
        bic: true,
      });
      expect(extractIBAN(seller.iban).countryCode).toBe(country);
      expect(seller.bic.slice(4, 6)).toBe(country);
      expect(seller.address.countryCode).toBe(country);
    }
  });
});
