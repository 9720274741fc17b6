import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { isValidBIC } from 'ibantools';
import {
  Banks as BanksSchema,
  EInvoiceOperators as OperatorsSchema,
  filenameFromContentDisposition,
  InvoiceDetail as InvoiceDetailSchema,
  InvoiceExplanation as ExplanationSchema,
  InvoiceList as InvoiceListSchema,
  InvoiceListItem as ListItemSchema,
  type Bank,
  type EInvoiceOperator,
  type InvoiceDetail,
  type InvoiceExplanation,
  type InvoiceList,
  type InvoiceListItem,
} from '@vool/api-client';
import { buildApp } from '../src/app.ts';
import { invoicesRepository } from '../src/areas/invoices/repository.ts';
import { invoiceDocuments } from '../src/areas/invoices/documents.ts';
import type { Db } from '../src/db/connect.ts';
import { dayOf, formatDay } from '../src/energy/time.ts';
import { fixturePortal, people, signIn, testDatabase, type Cookies } from './helpers.ts';

/**
 * The invoice calls through HTTP on a real database, on a fixed clock: the database is seeded on
 * 3 December 2026 (October billed, November not yet) and the app answers at that instant.
 */

const billedAt = Date.parse('2026-12-03T10:00:00+02:00');
const today = dayOf(billedAt);
const day = (offset: number) => formatDay(today + offset);

let db: Db;
let closeDb: () => Promise<void>;
let app: FastifyInstance;
const hosts = {
  producer: 'pohjola.localhost',
  neighbour: 'pohjola.localhost',
  kiir: 'kiir.localhost',
  gas: 'gaisma.localhost',
  heating: 'silta.localhost',
  /** A site that bills elsewhere: invoices switched off. */
  elsewhere: 'linna.localhost',
} as const;
type Who = keyof typeof hosts;
const jars = {} as Record<Who, Cookies>;

beforeAll(async () => {
  ({ db, close: closeDb } = await testDatabase(new Date(billedAt)));
  app = await buildApp({
    database: db,
    signInLimit: { max: 10_000, timeWindow: 60_000 },
    portalDir: fixturePortal,
    now: () => new Date(billedAt),
  });
  const pohjola = await people(app, hosts.producer);
  jars.producer = (await signIn(app, hosts.producer, pohjola[1]!.ssn)).jar;
  jars.neighbour = (await signIn(app, hosts.neighbour, pohjola[3]!.ssn)).jar;
  jars.kiir = (await signIn(app, hosts.kiir, (await people(app, hosts.kiir))[1]!.ssn)).jar;
  jars.gas = (await signIn(app, hosts.gas, (await people(app, hosts.gas))[0]!.ssn)).jar;
  jars.heating = (await signIn(app, hosts.heating, (await people(app, hosts.heating))[0]!.ssn)).jar;
  jars.elsewhere = (await signIn(app, hosts.elsewhere, (await people(app, hosts.elsewhere))[0]!.ssn)).jar;
}, 120_000);
afterAll(async () => {
  await app.close();
  await closeDb();
});

const call = (who: Who | undefined, url: string, method: 'GET' | 'PUT' = 'GET', host?: string) =>
  app.inject({
    method,
    url,
    headers: { host: host ?? (who ? hosts[who] : hosts.producer) },
    cookies: who ? jars[who] : {},
  });

async function json<T>(who: Who, url: string): Promise<T> {
  const response = await call(who, url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const list = (who: Who, query = '') => json<InvoiceList>(who, `/api/invoices${query}`);
const detailOf = (who: Who, item: Pick<InvoiceListItem, 'invoiceNumber'>) =>
  json<InvoiceDetail>(who, `/api/invoices/${item.invoiceNumber}`);

const expectRefusal = (response: LightMyRequestResponse, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  const body = response.json<{ name: string; message: string; code: string }>();
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'name']);
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(10);
};

describe('GET /api/invoices', () => {
  it('lists every billed month, newest first, with what is due over all of them', async () => {
    const all = await list('producer');
    expect(Value.Check(InvoiceListSchema, all)).toBe(true);
    // November 2023 to October 2026: November 2026 is billed on the 5th.
    expect(all.invoices).toHaveLength(36);
    expect(all.invoices[0]!.period).toBe('2026-10');
    expect(all.invoices.at(-1)!.period).toBe('2023-11');
    const periods = all.invoices.map((i) => i.period);
    expect([...periods].sort().reverse()).toEqual(periods);
    const unpaid = all.invoices.filter((i) => i.status === 'unpaid');
    const overdue = unpaid.filter((i) => i.dueDate < day(0));
    expect(all.totals).toEqual({
      unpaidCount: unpaid.length,
      openCents: unpaid.reduce((sum, i) => sum + i.openCents, 0),
      overdueCount: overdue.length,
      overdueCents: overdue.reduce((sum, i) => sum + i.openCents, 0),
    });
    // The second demo person: September is overdue.
    expect(overdue.map((i) => i.period)).toEqual(['2026-09']);
    expect(overdue[0]!.overdue).toBe(true);
  });

  it('filters by status, keeping the totals of all', async () => {
    const all = await list('producer');
    const paid = await list('producer', '?type=paid');
    const unpaid = await list('producer', '?type=unpaid');
    expect(paid.invoices.every((i) => i.status === 'paid' && i.openCents === 0)).toBe(true);
    expect(unpaid.invoices.every((i) => i.status === 'unpaid' && i.openCents > 0)).toBe(true);
    expect(paid.invoices.length + unpaid.invoices.length).toBe(all.invoices.length);
    expect(unpaid.totals).toEqual(all.totals);
    expect((await call('producer', '/api/invoices?type=due')).statusCode).toBe(422);
  });

  it('shows a partly paid invoice with what is left of it', async () => {
    const { invoices } = await list('neighbour');
    const partly = invoices.filter((i) => i.paidCents > 0 && i.openCents > 0);
    expect(partly).toHaveLength(1);
    expect(partly[0]).toMatchObject({ status: 'unpaid', overdue: true, period: '2026-09' });
    expect(partly[0]!.paidCents + partly[0]!.openCents).toBe(partly[0]!.totalCents);
  });
});

describe('GET /api/invoices/:invoiceNumber', () => {
  it('answers the whole invoice: lines that add up, VAT, usage points, parties and payment details', async () => {
    const [latest, overdue] = (await list('producer')).invoices;
    const invoice = await detailOf('producer', overdue!);
    expect(Value.Check(InvoiceDetailSchema, invoice)).toBe(true);
    expect(invoice).toMatchObject({ periodStart: '2026-09-01', periodEnd: '2026-09-30', status: 'unpaid' });
    expect(invoice.lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(invoice.netCents);
    expect(invoice.netCents + invoice.vatCents).toBe(invoice.totalCents);
    expect(invoice.vat).toEqual([{ rate: '25.5', netCents: invoice.netCents, vatCents: invoice.vatCents }]);
    const kinds = invoice.lines.map((line) => line.kind);
    expect(kinds).toEqual(expect.arrayContaining(['Monthly', 'Network', 'NetworkMonthly', 'Tax']));
    // The energy as the point's supply contract prices it (invoice-money.test.ts checks which).
    expect(kinds.some((kind) => ['Hourly', 'Base', 'Day'].includes(kind))).toBe(true);
    expect(invoice.usagePoints.map((p) => p.identifier).sort()).toEqual(
      [...new Set(invoice.lines.map((line) => line.usagePoint))].sort(),
    );
    expect(invoice.seller).toMatchObject({
      name: 'Pohjolan Sähkö Oy',
      vatNumber: expect.stringMatching(/^FI/),
    });
    expect(invoice.buyer.clientCode).toMatch(/^\d{6}$/);
    expect(invoice.payment.reference).toMatch(/^\d{4,20}$/);
    expect(invoice.payment.creditorReference).toMatch(new RegExp(`^RF\\d{2}${invoice.payment.reference}$`));
    expect(invoice.payment.virtualBarcode).toMatch(/^4\d{53}$/);
    expect(invoice.payWith).toEqual(['NEONOMICS']);
    const paid = await detailOf('producer', latest!);
    expect(paid).toMatchObject({ status: 'paid', openCents: 0, payWith: [] });
    expect(paid.postpone).toEqual({ refusal: 'INVOICE_PAID', newDueDate: null });
  });

  it('pays by card in Estonia and Latvia, without a Finnish barcode or RF reference', async () => {
    const overdue = (await list('kiir', '?type=unpaid')).invoices[0]!;
    const invoice = await detailOf('kiir', overdue);
    expect(invoice.payWith).toEqual(['EVERYPAY']);
    expect(invoice.payment).toMatchObject({ creditorReference: null, virtualBarcode: null });
    expect(invoice.vat[0]!.rate).toBe('24');
    const gas = await detailOf('gas', (await list('gas')).invoices[0]!);
    expect(gas.payment.reference).toBe(gas.invoiceNumber);
    expect(gas.lines.map((line) => line.kind)).toEqual(
      expect.arrayContaining(['Base', 'Monthly', 'Network', 'NetworkMonthly', 'Tax']),
    );
  });

  it('answers 404 for an invoice number that is no one’s', async () => {
    expectRefusal(await call('producer', '/api/invoices/209901999999'), 404, 'INVOICE_NOT_FOUND');
  });
});

describe('GET /api/invoices/:id/download/csv', () => {
  const rowsOn = (csv: string, date: string) => csv.split('\r\n').filter((row) => row.includes(`;${date}T`));

  it('lists each quarter hour of electricity with its prices, 92 on the day the clocks go forward', async () => {
    const march = (await list('producer')).invoices.find((i) => i.period === '2026-03')!;
    const points = (await detailOf('producer', march)).usagePoints.length;
    const response = await call('producer', `/api/invoices/${march.id}/download/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(filenameFromContentDisposition(response.headers['content-disposition'])).toBe(
      `invoice-${march.invoiceNumber}.csv`,
    );
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''invoice-${march.invoiceNumber}.csv`,
    );
    const csv = response.body;
    expect(
      csv.startsWith(
        '\uFEFFusage_point;start;kwh;spot_eur_per_mwh;energy_eur;margin_eur;network_eur;tax_eur\r\n',
      ),
    ).toBe(true);
    const rows = csv.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(points * (31 * 96 - 4));
    expect(rowsOn(csv, '2026-03-29')).toHaveLength(points * 92);
    expect(rowsOn(csv, '2026-03-29').map((row) => row.split(';')[1]!.slice(11))).toContain('04:00:00+03:00');
    expect(rows[0]).toMatch(
      // The margin only where the day was spot-priced.
      /^\d{18};2026-03-01T00:00:00\+02:00;\d+\.\d{3};-?\d+\.\d{2};[-0-9.]+;[0-9.]*;[0-9.]+;[0-9.]+$/,
    );
  });

  it('lists district heat hourly, 25 hours on the day the clocks go back, and gas by the day', async () => {
    const october = (await list('heating')).invoices.find((i) => i.period === '2026-10')!;
    const points = (await detailOf('heating', october)).usagePoints.length;
    const heat = (await call('heating', `/api/invoices/${october.id}/download/csv`)).body;
    expect(rowsOn(heat, '2026-10-25')).toHaveLength(points * 25);
    expect(heat.trimEnd().split('\r\n')).toHaveLength(1 + points * (31 * 24 + 1));
    const gasInvoice = (await list('gas')).invoices.find((i) => i.period === '2026-10')!;
    const gasPoints = (await detailOf('gas', gasInvoice)).usagePoints.length;
    const gas = (await call('gas', `/api/invoices/${gasInvoice.id}/download/csv`)).body;
    expect(gas.trimEnd().split('\r\n')).toHaveLength(1 + gasPoints * 31);
    expect(gas.split('\r\n')[1]).toMatch(/;2026-10-01T00:00:00\+03:00;[0-9.]+;;[0-9.]+;;[0-9.]+;[0-9.]+$/);
  });
});

describe('GET /api/invoices/:invoiceNumber/explanation', () => {
  it('rebuilds the energy lines from the readings and prices, to the cent (spot and fixed prices)', async () => {
    for (const who of ['producer', 'kiir', 'gas', 'heating'] as const) {
      const invoices = (await list(who)).invoices;
      for (const item of [invoices[0]!, invoices[6]!, invoices.at(-1)!]) {
        const explanation = await json<InvoiceExplanation>(
          who,
          `/api/invoices/${item.invoiceNumber}/explanation`,
        );
        expect(Value.Check(ExplanationSchema, explanation)).toBe(true);
        expect(explanation.usagePoints.length).toBeGreaterThan(0);
        for (const point of explanation.usagePoints) {
          expect({ point: point.identifier, matches: point.matches }).toEqual({
            point: point.identifier,
            matches: true,
          });
          // Spot figures for the electricity that was spot-priced (an Hourly line) only.
          expect(point.spot !== null).toBe(point.lines.some((line) => line.kind === 'Hourly'));
        }
        const invoice = await detailOf(who, item);
        const energy = invoice.lines
          .filter((line) =>
            ['Hourly', 'Base', 'Day', 'Night', 'Margin', 'Network', 'Tax'].includes(line.kind),
          )
          .reduce((sum, line) => sum + line.netCents, 0);
        const days = explanation.days.reduce((sum, d) => sum + d.netCents, 0);
        expect(explanation.days[0]!.date).toBe(invoice.periodStart);
        expect(explanation.days.at(-1)!.date).toBe(invoice.periodEnd);
        // Each day is rounded to the cent on its own.
        expect(Math.abs(days - energy)).toBeLessThanOrEqual(explanation.days.length);
      }
    }
  });

  it('sets the customer’s weighted spot price against the market’s plain average', async () => {
    const spotPriced = [];
    for (const who of ['producer', 'neighbour', 'kiir'] as const) {
      const item = (await list(who)).invoices[0]!;
      const { usagePoints } = await json<InvoiceExplanation>(
        who,
        `/api/invoices/${item.invoiceNumber}/explanation`,
      );
      spotPriced.push(...usagePoints.filter((point) => point.spot !== null));
    }
    const spot = spotPriced[0]!.spot!;
    const weighted = Number(spot.weightedAverage);
    const market = Number(spot.marketAverage);
    expect(Number(spot.differencePercent)).toBeCloseTo(((weighted - market) / market) * 100, 0);
    expect(Number(spot.nightSharePercent)).toBeGreaterThan(10);
    expect(Number(spot.nightSharePercent)).toBeLessThan(60);
  });
});

describe('PUT /api/invoices/:id/postpone', () => {
  let invoices: InvoiceListItem[];
  const put = (item: InvoiceListItem) => call('kiir', `/api/invoices/${item.id}/postpone`, 'PUT');
  const set = (item: InvoiceListItem, values: Record<string, unknown>) =>
    db.updateTable('invoices').set(values).where('id', '=', item.id).execute();
  const unpaid = { status: 'unpaid', paid_cents: 0, type: 'Regular' };
  /** What the detail says the PUT would answer, then the PUT itself. */
  async function tryPostpone(item: InvoiceListItem) {
    const told = (await detailOf('kiir', item)).postpone;
    return { told, response: await put(item) };
  }

  beforeAll(async () => {
    invoices = (await list('kiir')).invoices;
  });

  it('moves an unpaid invoice’s due date 14 days on, once', async () => {
    const item = invoices[2]!;
    await set(item, { ...unpaid, due_date: day(-10) });
    const { told, response } = await tryPostpone(item);
    expect(told).toEqual({ refusal: null, newDueDate: day(4) });
    expect(response.statusCode).toBe(200);
    const answer = response.json<InvoiceListItem>();
    expect(Value.Check(ListItemSchema, answer)).toBe(true);
    expect(answer).toMatchObject({ dueDate: day(4), postponed: true, overdue: false });
    expect((await detailOf('kiir', item)).originalDueDate).toBe(day(-10));
    const again = await tryPostpone(item);
    expect(again.told.refusal).toBe('ALREADY_POSTPONED');
    expectRefusal(again.response, 422, 'ALREADY_POSTPONED');
  });

  it('refuses a paid invoice, an e-invoice, and one more than 30 days past its due date', async () => {
    const cases: Array<[InvoiceListItem, Record<string, unknown>, string]> = [
      [invoices[3]!, {}, 'INVOICE_PAID'],
      [invoices[4]!, { ...unpaid, type: 'E-Invoice', due_date: day(-1) }, 'E_INVOICE'],
      [invoices[5]!, { ...unpaid, due_date: day(-31) }, 'TOO_LATE'],
    ];
    for (const [item, values, code] of cases) {
      if (Object.keys(values).length > 0) await set(item, values);
      const { told, response } = await tryPostpone(item);
      expect(told).toEqual({ refusal: code, newDueDate: null });
      expectRefusal(response, 422, code);
    }
    await set(invoices[6]!, { ...unpaid, due_date: day(-30) });
    expect((await detailOf('kiir', invoices[6]!)).postpone).toEqual({ refusal: null, newDueDate: day(-16) });
  });

  it('lets one of two postpones at once win; the other is told it is postponed already', async () => {
    const item = invoices[7]!;
    await set(item, { ...unpaid, due_date: day(-3) });
    const answers = await Promise.all([put(item), put(item), put(item)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expectRefusal(answer, 422, 'ALREADY_POSTPONED');
    }
    expect((await detailOf('kiir', item)).dueDate).toBe(day(11));
  });

  it('waits while a payment is under way (the payments area tells)', async () => {
    const item = invoices[8]!;
    await set(item, { ...unpaid, due_date: day(-2) });
    const documents = invoiceDocuments({
      repository: invoicesRepository(db),
      now: () => new Date(billedAt),
      paymentInProgress: (id) => Promise.resolve(id === item.id),
    });
    const clientId = (
      await db.selectFrom('invoices').select('client_id').where('id', '=', item.id).executeTakeFirstOrThrow()
    ).client_id;
    expect((await documents.detailById(clientId, item.id))!.postpone.refusal).toBe('PAYMENT_IN_PROGRESS');
    await expect(documents.postpone(clientId, item.id)).rejects.toMatchObject({
      statusCode: 422,
      code: 'PAYMENT_IN_PROGRESS',
    });
  });
});

describe('GET /api/banks and /api/banks/operators', () => {
  it('lists the site country’s banks by their BICs, for paying or for e-invoices', async () => {
    const finnish = await json<Bank[]>('producer', '/api/banks?type=payment');
    expect(Value.Check(BanksSchema, finnish)).toBe(true);
    expect(finnish.map((b) => b.bic)).toEqual(expect.arrayContaining(['NDEAFIHH', 'OKOYFIHH', 'DABAFIHH']));
    const estonian = await json<Bank[]>('kiir', '/api/banks?type=e-invoice');
    expect(estonian.map((b) => b.bic)).toEqual(expect.arrayContaining(['HABAEE2X', 'EEUHEE2X', 'LHVBEE22']));
    const latvian = await json<Bank[]>('gas', '/api/banks');
    for (const bank of [...finnish, ...estonian, ...latvian]) {
      expect({ bic: bank.bic, valid: isValidBIC(bank.bic) }).toEqual({ bic: bank.bic, valid: true });
      expect(bank.bic.slice(4, 6)).toBe(bank.country);
    }
    expect(new Set(latvian.map((b) => b.country))).toEqual(new Set(['LV']));
    expect((await call('producer', '/api/banks?type=cash')).statusCode).toBe(422);
  });

  it('names the Finnish e-invoice operators by their intermediator codes', async () => {
    const operators = await json<EInvoiceOperator[]>('producer', '/api/banks/operators');
    expect(Value.Check(OperatorsSchema, operators)).toBe(true);
    expect(operators).toEqual(
      expect.arrayContaining([
        { code: '003723327487', name: 'Apix Messaging Oy' },
        { code: 'BAWCFI22', name: 'Basware Oyj' },
        { code: '003721291126', name: 'Maventa (Visma Solutions Oy)' },
      ]),
    );
    expect(await json<EInvoiceOperator[]>('kiir', '/api/banks/operators')).toEqual([]);
  });
});

describe('authorisation: only the acting client’s invoices', () => {
  const paths = (item: InvoiceListItem) =>
    [
      ['GET', `/api/invoices/${item.invoiceNumber}`],
      ['GET', `/api/invoices/${item.invoiceNumber}/explanation`],
      ['GET', `/api/invoices/${item.id}/download/csv`],
      ['GET', `/api/invoices/${item.id}/download`],
      ['PUT', `/api/invoices/${item.id}/postpone`],
    ] as const;

  it('answers another client’s invoice, by number and by id, exactly like one that does not exist', async () => {
    const theirs = (await list('neighbour', '?type=unpaid')).invoices[0]!;
    for (const [method, url] of paths(theirs)) {
      expectRefusal(await call('producer', url, method), 404, 'INVOICE_NOT_FOUND');
      // Signed in at another brand's site, with the same paths.
      expectRefusal(await call('kiir', url, method), 404, 'INVOICE_NOT_FOUND');
    }
    const after = await detailOf('neighbour', theirs);
    expect(after.postponed).toBe(false);
  });

  it('needs a session of this site', async () => {
    const mine = (await list('producer')).invoices[0]!;
    const urls = [
      ...paths(mine),
      ['GET', '/api/invoices'],
      ['GET', '/api/banks'],
      ['GET', '/api/banks/operators'],
    ] as const;
    for (const [method, url] of urls) {
      expect((await call(undefined, url, method)).statusCode).toBe(401);
      // The producer's cookie at another brand's host is no session there.
      expect((await call('producer', url, method, hosts.kiir)).statusCode).toBe(401);
    }
  });
});

describe('a site that bills elsewhere (the invoices switch off)', () => {
  it('answers every invoice call 404, as if there were none, and keeps the bank lists', async () => {
    const mine = (await list('producer')).invoices[0]!;
    for (const url of [
      '/api/invoices',
      '/api/dashboard/invoices',
      `/api/invoices/${mine.invoiceNumber}`,
      `/api/invoices/${String(mine.id)}/download`,
      `/api/invoices/${String(mine.id)}/download/csv`,
    ]) {
      expectRefusal(await call('elsewhere', url), 404, 'FEATURE_DISABLED');
    }
    expect((await call('elsewhere', '/api/banks')).statusCode).toBe(200);
  });
});
