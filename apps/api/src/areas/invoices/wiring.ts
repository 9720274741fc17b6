import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { DrawPdf } from '../../pdfs/jobs.ts';
import type { Payments } from '../payments/wiring.ts';
import { invoiceDocuments } from './documents.ts';
import { invoicePdfRoutes } from './pdf-route.ts';
import { invoicesRepository } from './repository.ts';
import { invoiceRoutes } from './routes.ts';

export interface InvoicesOptions {
  db: Db;
  now: () => Date;
  draw: DrawPdf;
  /** Whether an invoice has a payment under way, and how it can be paid. */
  payments: Pick<Payments, 'paymentInProgress' | 'providersFor'>;
}

/** The invoices: the list, one invoice with its calculation, postponing, the PDF and the CSV. */
export async function registerInvoices(
  app: FastifyInstance,
  { db, now, draw, payments }: InvoicesOptions,
): Promise<void> {
  const repository = invoicesRepository(db);
  const invoices = invoiceDocuments({
    repository,
    now,
    paymentInProgress: (invoiceId) => payments.paymentInProgress(invoiceId),
    providersFor: payments.providersFor,
  });
  await app.register(invoiceRoutes, { documents: invoices });
  await app.register(invoicePdfRoutes, {
    draw,
    detailById: (clientId, id) => invoices.detailById(clientId, id),
    clientLocale: (clientId) => repository.locale(clientId),
    // A repeated download of an unchanged invoice is not drawn again.
    cache: { ttlMs: 10 * 60_000, max: 200, now },
  });
}
