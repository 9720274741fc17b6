import { renderContractPdf, type ContractPdfInput } from '../areas/contracts/pdf.ts';
import { signedContainer, type SignedContractInput } from '../areas/signing/container.ts';
import { renderInvoicePdf, type InvoicePdfInput } from '../areas/invoices/pdf.ts';

/**
 * A document to draw and everything it is drawn from. It crosses to a worker thread as a structured
 * clone, so it is plain data: the areas gather it (queries, the acting client's scope) beforehand.
 */
export type PdfJob =
  | { document: 'invoice'; input: InvoicePdfInput }
  | { document: 'contract'; input: ContractPdfInput }
  | { document: 'signed-contract'; input: SignedContractInput };

/** Draws a document: on the pool's threads as app.ts hands it to the areas (pool.ts), or here. */
export type DrawPdf = (job: PdfJob) => Promise<Buffer>;

/** On the calling thread: the pool's threads run this same function. */
export const drawPdf: DrawPdf = (job) => {
  switch (job.document) {
    case 'invoice':
      return renderInvoicePdf(job.input);
    case 'contract':
      return renderContractPdf(job.input);
    case 'signed-contract':
      return signedContainer(job.input);
  }
};
