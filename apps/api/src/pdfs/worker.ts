// A thread of the drawing pool (pool.ts): draws one document per task. Its fonts and logos load
// once per thread, on its first task.
import { drawPdf, type PdfJob } from './jobs.ts';

export default async function drawPdfJob(job: PdfJob): Promise<Uint8Array> {
  return new Uint8Array(await drawPdf(job));
}
