import { Piscina } from 'piscina';
import { drawPdf, type DrawPdf, type PdfJob } from './jobs.ts';

/** Draws the app's PDFs (jobs.ts): on the threads of a pool, or on the calling one. */
export interface PdfDrawing {
  draw: DrawPdf;
  close: () => Promise<void>;
}

/**
 * A drawing is 15–20 ms of CPU: on the thread that answers requests, every other customer's call
 * waits behind it, and 50 downloads at once held every list and dashboard for most of a second. With
 * `threads` ≥ 1 the drawing happens on worker threads (piscina), each download waiting for its own
 * PDF, not for the others'; 0 draws on the calling thread (the tests' apps). One pool for every kind
 * of document, so together they never take more than `threads` cores from the requests.
 */
export function pdfDrawing(threads: number): PdfDrawing {
  if (threads < 1) return { draw: drawPdf, close: () => Promise.resolve() };
  // From the sources (the tests, `tsx`), a thread needs tsx's loader to read TypeScript.
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina<PdfJob, Uint8Array>({
    filename: new URL(`./worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // A thread keeps its fonts while downloads keep coming, and goes after a quiet minute.
    idleTimeout: 60_000,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  });
  return {
    draw: async (job) => {
      const bytes = await pool.run(job);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.destroy(),
  };
}
