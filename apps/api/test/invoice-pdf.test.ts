import fs from 'node:fs';
import { describe, expect, it, jest } from '@jest/globals';
import { Decimal } from 'decimal.js';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import fc from 'fast-check';
import type { InvoiceDetail, InvoiceLine, LocaleId } from '@vool/api-client';
import type { ActiveSession } from '../src/areas/auth/sessions.ts';
import type { SiteContext } from '../src/areas/site/sites.ts';
import { registerErrorHandler } from '../src/error-handler.ts';
import { renderInvoicePdf } from '../src/areas/invoices/pdf.ts';
import { attachment } from '../src/attachment.ts';
import { invoicePdfRoutes, type InvoicePdfOptions } from '../src/areas/invoices/pdf-route.ts';
import { pdfBrand } from '../src/areas/invoices/pdf-brand.ts';
import { code128C, code128Patterns, epcPayload, startC, stop } from '../src/areas/invoices/pdf-barcode.ts';

type LineSpec = Omit<InvoiceLine, 'netCents'>;

/** An invoice whose lines, VAT and totals add up, as the invoices' service makes them. */
function invoiceOf(
  base: Omit<InvoiceDetail, 'lines' | 'vat' | 'netCents' | 'vatCents' | 'totalCents' | 'openCents'>,
  specs: LineSpec[],
): InvoiceDetail {
  const lines = specs.map((spec) => ({
    ...spec,
    netCents: new Decimal(spec.quantity)
      .times(spec.unitPrice)
      .times(100)
      .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
      .toNumber(),
  }));
  const rates = [...new Set(lines.map((line) => line.vatRate))];
  const vat = rates.map((rate) => {
    const netCents = lines
      .filter((line) => line.vatRate === rate)
      .reduce((sum, line) => sum + line.netCents, 0);
    const vatCents = new Decimal(netCents)
      .times(rate)
      .dividedBy(100)
      .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
      .toNumber();
    return { rate, netCents, vatCents };
  });
  const netCents = vat.reduce((sum, rate) => sum + rate.netCents, 0);
  const vatCents = vat.reduce((sum, rate) => sum + rate.vatCents, 0);
  const totalCents = netCents + vatCents;
  return { ...base, lines, vat, netCents, vatCents, totalCents, openCents: totalCents - base.paidCents };
}

const kwh = '312.456';
const electricity = (usagePoint: string, vatRate: string): LineSpec[] => [
  {
    kind: 'Hourly',
    usagePoint,
    utility: 'electricity',
    quantity: kwh,
    unit: 'kWh',
    unitPrice: '0.08123',
    vatRate,
  },
  {
    kind: 'Margin',
    usagePoint,
    utility: 'electricity',
    quantity: kwh,
    unit: 'kWh',
    unitPrice: '0.0049',
    vatRate,
  },
  {
    kind: 'Monthly',
    usagePoint,
    utility: 'electricity',
    quantity: '1',
    unit: 'month',
    unitPrice: '4.90',
    vatRate,
  },
  {
    kind: 'Network',
    usagePoint,
    utility: 'electricity',
    quantity: kwh,
    unit: 'kWh',
    unitPrice: '0.0425',
    vatRate,
  },
  {
    kind: 'NetworkMonthly',
    usagePoint,
    utility: 'electricity',
    quantity: '1',
    unit: 'month',
    unitPrice: '6.50',
    vatRate,
  },
  {
    kind: 'Tax',
    usagePoint,
    utility: 'electricity',
    quantity: kwh,
    unit: 'kWh',
    unitPrice: '0.02253',
    vatRate,
  },
];

const gsrn = '643000000000000017';
const fiBase = {
  id: 123,
  invoiceNumber: '2026-000123',
  type: 'Regular' as const,
  status: 'unpaid' as const,
  period: '2026-01',
  issueDate: '2026-02-01',
  dueDate: '2026-02-15',
  paidCents: 0,
  overdue: false,
  postponed: false,
  utilities: ['electricity' as const],
  periodStart: '2026-01-01',
  periodEnd: '2026-01-31',
  originalDueDate: null,
  usagePoints: [
    {
      identifier: gsrn,
      identifierType: 'GSRN' as const,
      utility: 'electricity' as const,
      address: {
        street: 'Aleksanterinkatu 15 B 22',
        city: 'Helsinki',
        postalCode: '00100',
        countryCode: 'FI',
      },
      meterNumber: '78123456',
    },
  ],
  seller: {
    name: 'Pohjolan Sähkö Oy',
    registryCode: '1234567-8',
    vatNumber: 'FI12345678',
    address: { street: 'Energiakatu 1', city: 'Oulu', postalCode: '90100', countryCode: 'FI' },
  },
  buyer: {
    name: 'Matti Meikäläinen',
    clientCode: '100234',
    address: { street: 'Aleksanterinkatu 15 B 22', city: 'Helsinki', postalCode: '00100', countryCode: 'FI' },
  },
  payment: {
    iban: 'FI2112345600000785',
    bic: 'NDEAFIHH',
    bankName: 'Nordea',
    reference: '12345672',
    creditorReference: 'RF8512345672',
    virtualBarcode: null as string | null,
  },
  postpone: { refusal: null, newDueDate: '2026-03-01' },
  payWith: ['NEONOMICS' as const],
};

const fiInvoice = (() => {
  const invoice = invoiceOf(fiBase, [
    ...electricity(gsrn, '25.5'),
    {
      kind: 'PaperBill',
      usagePoint: null,
      utility: null,
      quantity: '1',
      unit: 'piece',
      unitPrice: '2.50',
      vatRate: '25.5',
    },
  ]);
  const euros = String(Math.floor(invoice.openCents / 100)).padStart(6, '0');
  const cents = String(invoice.openCents % 100).padStart(2, '0');
  const barcode = `4${invoice.payment.iban.slice(2)}${euros}${cents}000${invoice.payment.reference.padStart(20, '0')}260215`;
  return { ...invoice, payment: { ...invoice.payment, virtualBarcode: barcode } };
})();

const eic = '45Z0000000000017';
const lvInvoice = invoiceOf(
  {
    ...fiBase,
    id: 456,
    invoiceNumber: '2026-000456',
    status: 'unpaid',
    paidCents: 2000,
    usagePoints: [
      {
        identifier: eic,
        identifierType: 'EIC',
        utility: 'electricity',
        address: { street: 'Brīvības iela 101–12', city: 'Rīga', postalCode: 'LV-1012', countryCode: 'LV' },
        meterNumber: '55012345',
      },
    ],
    seller: {
      name: 'Daugavas Enerģija SIA',
      registryCode: '40003000001',
      vatNumber: 'LV40003000001',
      address: { street: 'Krasta iela 7', city: 'Rīga', postalCode: 'LV-1019', countryCode: 'LV' },
    },
    buyer: {
      name: 'Olga Kuzņecova',
      clientCode: '300117',
      address: { street: 'Brīvības iela 101–12', city: 'Rīga', postalCode: 'LV-1012', countryCode: 'LV' },
    },
    payment: {
      iban: 'LV80BANK0000435195001',
      bic: 'HABALV22',
      bankName: 'Swedbank',
      reference: '2026-000456',
      creditorReference: null,
      virtualBarcode: null,
    },
    payWith: ['EVERYPAY'],
  },
  electricity(eic, '21'),
);

const render = (invoice: InvoiceDetail, locale: LocaleId, theme: 'pohjola' | 'daugava', compress = true) =>
  renderInvoicePdf({ invoice, locale, timeZone: 'Europe/Helsinki', brand: pdfBrand(theme), compress });

/**
 * The text an uncompressed pdfkit document draws, through each font's ToUnicode map: runs on one
 * baseline are joined, each new baseline starts a line, and each page starts with a form feed.
 */
function textOf(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map(
    [...source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)].map(([, n, body]) => [n!, body!]),
  );
  const streamOf = (body: string) => /stream\n([\s\S]*?)\nendstream/.exec(body)?.[1] ?? '';
  const glyphs = new Map<string, Map<number, string>>();
  for (const [, name, ref] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const cmap = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!) ?? '')?.[1];
    const map = new Map<number, string>();
    for (const [, start, list] of streamOf(objects.get(cmap ?? '') ?? '').matchAll(
      /<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g,
    )) {
      [...list!.matchAll(/<([0-9a-f ]+)>/g)].forEach(([, units], i) =>
        map.set(
          parseInt(start!, 16) + i,
          String.fromCharCode(...units!.split(' ').map((u) => parseInt(u, 16))),
        ),
      );
    }
    glyphs.set(name!, map);
  }
  const pages = [...source.matchAll(/\/Contents (\d+) 0 R/g)].map(([, ref]) => {
    let text = '';
    let font = '';
    let lastY = '';
    for (const [, y, name, array] of streamOf(objects.get(ref!)!).matchAll(
      /BT\n1 0 0 1 [\d.-]+ ([\d.-]+) Tm\n\/(F\d+) [\d.]+ Tf\n\[(.*)\] TJ/g,
    )) {
      font = name!;
      if (y !== lastY && text) text += '\n';
      lastY = y!;
      for (const [, hex] of array!.matchAll(/<([0-9a-f]+)>/g)) {
        for (let i = 0; i < hex!.length; i += 4)
          text += glyphs.get(font)?.get(parseInt(hex!.slice(i, i + 4), 16)) ?? '?';
      }
    }
    return text;
  });
  return pages.join('\f');
}

/** Reads bars back into digits: the test's own Code 128 set C decoder. */
function decodeCode128C(widths: number[]): string {
  const symbols: number[] = [];
  for (let at = 0; at < widths.length;) {
    const length = widths.length - at === 7 ? 7 : 6;
    const symbol = code128Patterns.indexOf(widths.slice(at, at + length).join(''));
    if (symbol < 0) throw new Error(`No symbol at ${at}`);
    symbols.push(symbol);
    at += length;
  }
  const [start, ...rest] = symbols;
  const end = rest.pop();
  const check = rest.pop()!;
  if (start !== startC || end !== stop) throw new Error('Not a code set C symbol');
  if (rest.reduce((sum, value, i) => sum + value * (i + 1), startC) % 103 !== check)
    throw new Error('Bad checksum');
  return rest.map((value) => String(value).padStart(2, '0')).join('');
}

describe('the invoice PDF', () => {
  it('is a PDF, the same bytes every time, dated by its issue day', async () => {
    const first = await render(fiInvoice, 'fi-FI', 'pohjola');
    const second = await render(fiInvoice, 'fi-FI', 'pohjola');
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.subarray(-6).toString()).toContain('%%EOF');
    expect(first.equals(second)).toBe(true);
    // Midnight of 1 February 2026 in Helsinki (UTC+2).
    expect(first.toString('latin1')).toContain('(D:20260131220000Z)');
  });

  it('prints the number, IBAN, references, amounts and barcode in Finnish', async () => {
    const text = textOf(await render(fiInvoice, 'fi-FI', 'pohjola', false));
    for (const expected of [
      'Lasku',
      '2026-000123',
      'FI21 1234 5600 0007 85',
      'NDEAFIHH',
      '12345672',
      'RF8512345672',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Eräpäivä');
    expect(text).toContain('Sähkövero');
    expect(text).toContain(`GSRN ${gsrn}`);
    expect(text).toContain('15.02.2026');
    expect(text).toContain(fiInvoice.payment.virtualBarcode);
    const open = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' }).format(
      fiInvoice.openCents / 100,
    );
    expect(text).toContain(open);
  });

  it('draws Russian and Latvian letters in an embedded font', async () => {
    const pdf = await render(lvInvoice, 'ru-RU', 'daugava', false);
    const text = textOf(pdf);
    for (const expected of [
      'Счёт',
      'Срок оплаты',
      'Номер ссылки',
      'Olga Kuzņecova',
      'Rīga',
      'Daugavas Enerģija SIA',
    ]) {
      expect(text).toContain(expected);
    }
    const source = pdf.toString('latin1');
    expect(source).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(source).not.toMatch(/BT\n[^\n]*\n\/F1 /); // pdfkit's default Helvetica draws nothing
    expect(textOf(await render(lvInvoice, 'lv-LV', 'daugava', false))).toContain(
      'Pārdevējs'.toLocaleUpperCase('lv-LV'),
    );
  });

  it.each<[LocaleId, string]>([
    ['en-GB', 'Invoice'],
    ['et-EE', 'Arve'],
    ['sv-FI', 'Faktura'],
    ['lv-LV', 'Rēķins'],
  ])('speaks %s', async (locale, title) => {
    const text = textOf(await render(lvInvoice, locale, 'daugava', false));
    expect(text.split('\n')).toContain(title);
  });

  it('goes on over pages with the table heading repeated, and stamps a paid invoice', async () => {
    const many = Array.from({ length: 12 }, () => electricity(gsrn, '25.5')).flat();
    const long = invoiceOf(
      {
        ...fiBase,
        status: 'paid',
        paidCents: 0,
        buyer: {
          ...fiBase.buyer,
          name: 'Asunto Oy Helsingin Pitkänimisen Kiinteistöosakeyhtiön Taloyhtiö '.repeat(3),
        },
      },
      many,
    );
    const paid = { ...long, paidCents: long.totalCents, openCents: 0 };
    const pages = textOf(await render(paid, 'fi-FI', 'pohjola', false)).split('\f');
    expect(pages.length).toBeGreaterThan(1);
    for (const text of pages.slice(0, -1)) expect(text).toContain('Selite');
    expect(pages[0]).toContain('MAKSETTU');
    expect(pages.at(-1)).toContain(`Sivu ${pages.length}/${pages.length}`);
    expect(pages.join('')).not.toContain('Virtuaaliviivakoodi');
  });
});

describe('Code 128 set C', () => {
  it('reads back as the digits it was given', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 9 }).map(String), minLength: 54, maxLength: 54 }),
        (digits) => {
          expect(decodeCode128C(code128C(digits))).toBe(digits);
        },
      ),
    );
  });

  it('has 107 distinct symbols of 11 modules (the stop 13), each three bars and three spaces', () => {
    expect(new Set(code128Patterns).size).toBe(107);
    code128Patterns.forEach((pattern, i) => {
      const sum = Array.from(pattern, Number).reduce((total, width) => total + width, 0);
      expect(sum).toBe(i === stop ? 13 : 11);
    });
  });

  it('refuses an odd number of digits', () => {
    expect(() => code128C('123')).toThrow(RangeError);
  });
});

describe('the EPC QR payload', () => {
  it('is a SEPA credit transfer of the open amount with the RF reference', () => {
    expect(epcPayload(fiInvoice, 'Lasku')).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'NDEAFIHH',
        'Pohjolan Sähkö Oy',
        'FI2112345600000785',
        `EUR${(fiInvoice.openCents / 100).toFixed(2)}`,
        '',
        'RF8512345672',
      ].join('\n'),
    );
  });

  it('puts a reference that is no creditor reference in the remittance text', () => {
    const lines = epcPayload(lvInvoice, 'Rēķins').split('\n');
    expect(lines).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'HABALV22',
      'Daugavas Enerģija SIA',
      'LV80BANK0000435195001',
      expect.stringMatching(/^EUR\d+\.\d\d$/),
      '',
      '',
      'Rēķins 2026-000456',
    ]);
    expect(lines[7]).toBe(`EUR${((lvInvoice.totalCents - 2000) / 100).toFixed(2)}`);
  });
});

/** The route alone: a site and a signed-in session as the app's hooks would give them. */
async function routeApp(options: InvoicePdfOptions, features = ['invoices']) {
  const app = Fastify();
  await app.register(cookie);
  registerErrorHandler(app);
  const site = {
    id: 1,
    countryCode: 'FI',
    config: {
      theme_id: 'pohjola',
      timezone: 'Europe/Helsinki',
      default_locale_id: 'fi-FI',
      locales: [
        { id: 'fi-FI', name: 'Suomi' },
        { id: 'sv-FI', name: 'Svenska' },
        { id: 'en-GB', name: 'English' },
      ],
      features,
    },
  } as unknown as SiteContext;
  const session = { acting: { id: 7, clientCode: '100234' } } as unknown as ActiveSession;
  app.decorateRequest('site', null as unknown as SiteContext);
  app.addHook('onRequest', (request, _reply, done) => {
    request.site = site;
    request.session = session;
    done();
  });
  await app.register(invoicePdfRoutes, options);
  return app;
}

it('answers 404 where the site has its invoices switched off', async () => {
  const app = await routeApp({ detailById: () => Promise.resolve(null) }, []);
  const response = await app.inject({ url: '/api/invoices/123/download' });
  expect(response.statusCode).toBe(404);
  expect(response.json<{ code: string }>().code).toBe('FEATURE_DISABLED');
});

describe('GET /api/invoices/:id/download', () => {
  const detailById = jest.fn((clientId: number, id: number) =>
    Promise.resolve(clientId === 7 && id === 123 ? fiInvoice : null),
  );

  it("answers the acting client's invoice as an attachment nobody caches", async () => {
    const app = await routeApp({ detailById });
    const response = await app.inject({ url: '/api/invoices/123/download' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-2026-000123.pdf"; filename*=UTF-8''invoice-2026-000123.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain('(Lasku 2026-000123)');
    expect(detailById).toHaveBeenCalledWith(7, 123);
  });

  it("answers 404 for an invoice that is not the client's, and for ids no invoice can have", async () => {
    const app = await routeApp({ detailById });
    for (const url of ['/api/invoices/124/download', '/api/invoices/9999999999/download']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        name: 'NotFound',
        message: 'No such invoice',
        code: 'INVOICE_NOT_FOUND',
      });
    }
  });

  it("is in the language of the portal, else the client's, else the site's", async () => {
    const app = await routeApp({ detailById, clientLocale: () => Promise.resolve('en-GB') });
    const title = async (cookies: Record<string, string>) =>
      (await app.inject({ url: '/api/invoices/123/download', cookies })).rawPayload.toString('latin1');
    expect(await title({ locale: 'sv-FI' })).toContain('(Faktura 2026-000123)');
    expect(await title({})).toContain('(Invoice 2026-000123)');
    expect(await title({ locale: 'ru-RU' })).toContain('(Invoice 2026-000123)'); // not offered here
    const withoutOwn = await routeApp({ detailById, clientLocale: () => Promise.resolve('lv-LV') });
    const fallback = await withoutOwn.inject({ url: '/api/invoices/123/download' });
    expect(fallback.rawPayload.toString('latin1')).toContain('(Lasku 2026-000123)');
  });

  it('keeps what it drew for the same invoice, and draws a changed one anew', async () => {
    let invoice: InvoiceDetail = fiInvoice;
    const cache = { ttlMs: 60_000, max: 10, now: () => new Date(0) };
    const app = await routeApp({ detailById: () => Promise.resolve(invoice), cache });
    const get = async () => (await app.inject({ url: '/api/invoices/123/download' })).rawPayload;
    const first = await get();
    expect((await get()).equals(first)).toBe(true);
    invoice = { ...fiInvoice, status: 'paid', paidCents: fiInvoice.totalCents, openCents: 0 };
    expect((await get()).equals(first)).toBe(false);
  });

  it('names a file beyond ASCII the RFC 5987 way', () => {
    expect(attachment('lasku-ä.pdf')).toBe(
      `attachment; filename="lasku-_.pdf"; filename*=UTF-8''lasku-%C3%A4.pdf`,
    );
  });
});

if (process.env.INVOICE_PDF_OUT) {
  const dir = process.env.INVOICE_PDF_OUT;
  it('writes samples', async () => {
    fs.writeFileSync(`${dir}/invoice-fi.pdf`, await render(fiInvoice, 'fi-FI', 'pohjola'));
    fs.writeFileSync(`${dir}/invoice-ru.pdf`, await render(lvInvoice, 'ru-RU', 'daugava'));
  });
}
