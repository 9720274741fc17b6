import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ContractList, ContractOffers, InvoiceList, SigningStarted } from '@vool/api-client';
import { pdfBrand } from '../src/areas/invoices/pdf-brand.ts';
import { drawPdf } from '../src/pdfs/jobs.ts';
import { sha256 } from '../src/crypto.ts';
import { testApp } from './helpers.ts';
import { signedIn, type SignedIn } from './settings-helpers.ts';

const host = 'aurora.localhost';
const at = Date.parse('2026-11-18T10:00:00.000Z');
const options = { now: () => new Date(at), sandbox: true, signingSandbox: { answerDelayMs: 0 } };
type World = Awaited<ReturnType<typeof testApp>>;
let pooled: World;
let inPlace: World;
let there: SignedIn;
let here: SignedIn;

const signIn = (served: World) =>
  signedIn({ ...served, now: () => new Date(at), advance: (ms: number) => at + ms }, host, 0);

beforeAll(async () => {
  // Two apps on copies of one seeded database: only where their PDFs are drawn differs.
  pooled = await testApp({ ...options, pdfThreads: 2 });
  inPlace = await testApp(options);
  there = await signIn(pooled);
  here = await signIn(inPlace);
}, 60_000);
afterAll(async () => {
  await pooled.close();
  await inPlace.close();
});

const bytes = (who: SignedIn, urls: string[]) =>
  Promise.all(
    urls.map(async (url) => {
      const response = await who.call('GET', url, undefined, { cookie: 'locale=fi-FI' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      return response.rawPayload;
    }),
  );

describe('contract documents drawn on worker threads', () => {
  it('are the same bytes as drawn in place, each download its own, beside invoices on one pool', async () => {
    const { contracts } = (await there.call('GET', '/api/contracts')).json<ContractList>();
    const { invoices } = (await there.call('GET', '/api/invoices')).json<InvoiceList>();
    expect(contracts.length).toBeGreaterThan(1);
    expect(invoices.length).toBeGreaterThan(1);
    const urls = [
      ...contracts.slice(0, 4).map((c) => `/api/contracts/${String(c.id)}/download`),
      ...invoices.slice(0, 2).map((i) => `/api/invoices/${String(i.id)}/download`),
    ];
    const [drawnThere, drawnHere] = await Promise.all([bytes(there, urls), bytes(here, urls)]);
    expect(drawnThere.map((pdf, index) => pdf.equals(drawnHere[index]!))).toEqual(urls.map(() => true));
    expect(new Set(drawnThere.map((pdf) => pdf.toString('base64'))).size).toBe(urls.length);
  }, 60_000);

  it('draw the agreement to sign and the signed document', async () => {
    const startRenewal = async (served: World, who: SignedIn) => {
      const offer = (await who.call('GET', '/api/me/contract-offers')).json<ContractOffers>()[0]!;
      const started = await who.call('POST', `/api/contracts/${String(offer.contractId)}/renew`, {
        productId: offer.products[0]!.id,
      });
      expect(started.statusCode).toBe(200);
      const { signingToken } = started.json<SigningStarted>();
      const row = () =>
        served.db
          .selectFrom('signings')
          .selectAll()
          .where('token_hash', '=', sha256(signingToken))
          .executeTakeFirstOrThrow();
      return { signingToken, row };
    };
    const [signing, unsigned] = await Promise.all([startRenewal(pooled, there), startRenewal(inPlace, here)]);
    const agreement = (await signing.row()).document;
    expect(Buffer.from(agreement).equals(Buffer.from((await unsigned.row()).document))).toBe(true);

    const { gateway_reference: reference } = await signing.row();
    await pooled.app.inject({
      method: 'POST',
      url: '/sandbox/signing/answer',
      headers: { host, accept: 'application/json' },
      payload: { reference, decision: 'sign' },
    });
    const token = encodeURIComponent(signing.signingToken);
    const [downloaded] = await bytes(there, [`/api/contracts/signing/download?signingToken=${token}`]);
    const signed = await signing.row();
    const site = await pooled.db
      .selectFrom('sites')
      .select('timezone')
      .where('id', '=', signed.site_id)
      .executeTakeFirstOrThrow();
    const drawnHere = await drawPdf({
      document: 'signed-contract',
      input: {
        agreement,
        signature: signed.signature!,
        title: signed.document_title,
        locale: 'fi-FI',
        timeZone: site.timezone,
        brand: pdfBrand('aurora'),
      },
    });
    expect(downloaded!.equals(drawnHere)).toBe(true);
  }, 60_000);
});
