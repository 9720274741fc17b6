import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InvoiceDetail } from '@vool/api-client';
import { pdfBrand } from '../src/areas/invoices/pdf-brand.ts';
import { pdfDrawing } from '../src/pdfs/pool.ts';
import { readPdfThreads } from '../src/config.ts';
import { renderInvoicePdf, type InvoicePdfInput } from '../src/areas/invoices/pdf.ts';
import { people, signIn, testApp, type Cookies } from './helpers.ts';

const host = 'pohjola.localhost';
let served: Awaited<ReturnType<typeof testApp>>;
let jar: Cookies;

const get = (url: string) =>
  served.app.inject({ url, headers: { host }, cookies: { ...jar, locale: 'fi-FI' } });

beforeAll(async () => {
  // PDFs drawn on a thread of their own, as `npm start` draws them.
  served = await testApp({ pdfThreads: 1 });
  jar = (await signIn(served.app, host, (await people(served.app, host))[1]!.ssn)).jar;
}, 60_000);
afterAll(async () => {
  await served.close();
});

describe('invoice PDFs drawn on worker threads', () => {
  it('are the same bytes as drawn on the thread that answers', async () => {
    const { invoices } = (await get('/api/invoices')).json<{ invoices: Array<{ invoiceNumber: string }> }>();
    const invoice = (await get(`/api/invoices/${invoices[0]!.invoiceNumber}`)).json<InvoiceDetail>();
    const download = await get(`/api/invoices/${String(invoice.id)}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');

    const here = await renderInvoicePdf({
      invoice,
      locale: 'fi-FI',
      timeZone: 'Europe/Helsinki',
      brand: pdfBrand('pohjola'),
    });
    expect(download.rawPayload.equals(here)).toBe(true);
  }, 60_000);

  it('draw several at once, each answered with its own document, and close', async () => {
    const { invoices } = (await get('/api/invoices')).json<{ invoices: Array<{ invoiceNumber: string }> }>();
    const details = await Promise.all(
      invoices
        .slice(0, 4)
        .map(async ({ invoiceNumber }) =>
          (await get(`/api/invoices/${invoiceNumber}`)).json<InvoiceDetail>(),
        ),
    );
    const inputs: InvoicePdfInput[] = details.map((invoice) => ({
      invoice,
      locale: 'et-EE',
      timeZone: 'Europe/Helsinki',
      brand: pdfBrand('pohjola'),
    }));
    const pool = pdfDrawing(2);
    try {
      const drawn = await Promise.all(inputs.map((input) => pool.draw({ document: 'invoice', input })));
      const here = await Promise.all(inputs.map((input) => renderInvoicePdf(input)));
      expect(drawn.map((pdf, index) => pdf.equals(here[index]!))).toEqual(inputs.map(() => true));
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('PDF_THREADS', () => {
  it('takes a count, and leaves a core to the requests when unset', () => {
    expect(readPdfThreads('0')).toBe(0);
    expect(readPdfThreads('3')).toBe(3);
    expect(readPdfThreads(undefined)).toBeGreaterThanOrEqual(1);
    expect(() => readPdfThreads('two')).toThrow('PDF_THREADS "two" is not a count');
    expect(() => readPdfThreads('-1')).toThrow();
  });
});
