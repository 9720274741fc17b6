// A thread of the drawing pool (pdf-pool.ts): draws one invoice per task. Its fonts and logos load
// once per thread, on its first task.
import { renderInvoicePdf, type InvoicePdfInput } from './pdf.ts';

export default async function drawInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  return new Uint8Array(await renderInvoicePdf(input));
}
