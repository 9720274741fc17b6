import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { attachment } from '../../attachment.ts';
import { endpoint } from '../../endpoint.ts';
import { requireFeature } from '../../features.ts';
import { banksOf, eInvoiceOperatorsOf } from './banks.ts';
import type { InvoiceDocuments } from './documents.ts';

/**
 * Spec §7's invoice calls and the bank lists, each for the acting client only: another client's
 * invoice, by number or id, answers 404 exactly like one that does not exist. The PDF has its own
 * route (pdf-route.ts).
 */
export const invoiceRoutes: FastifyPluginCallback<{ documents: InvoiceDocuments }> = (
  app,
  { documents },
  done,
) => {
  // Banks serve settings too; the invoices themselves only where the site has them (spec §1).
  endpoint(app, 'banks', (request) => banksOf(request.site.countryCode, request.query.type));
  endpoint(app, 'eInvoiceOperators', (request) => eInvoiceOperatorsOf(request.site.countryCode));
  app.register((scoped, _options, registered) => {
    requireFeature(scoped, 'invoices');
    invoiceEndpoints(scoped, documents);
    registered();
  });
  done();
};

function invoiceEndpoints(app: FastifyInstance, documents: InvoiceDocuments) {
  endpoint(app, 'invoices', (request, _reply, session) =>
    documents.list(session.acting.id, request.query.type),
  );
  endpoint(app, 'invoice', (request, _reply, session) =>
    documents.detailByNumber(session.acting.id, request.params.invoiceNumber),
  );
  endpoint(app, 'invoiceExplanation', (request, _reply, session) =>
    documents.explanation(session.acting.id, request.params.invoiceNumber),
  );
  endpoint(app, 'postponeInvoice', (request, _reply, session) =>
    documents.postpone(session.acting.id, Number(request.params.id)),
  );
  endpoint(app, 'invoiceCsv', async (request, reply, session) => {
    const { filename, body } = await documents.csv(session.acting.id, Number(request.params.id));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(filename))
      .send(body);
  });
}
