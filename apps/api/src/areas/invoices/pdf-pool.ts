import { Piscina } from 'piscina';
import { renderInvoicePdf, type InvoicePdfInput } from './pdf.ts';

/** Draws an invoice's PDF: on the threads of a pool, or on the calling one. */
export interface PdfDrawing {
  draw: (input: InvoicePdfInput) => Promise<Buffer>;
  close: () => Promise<void>;
}

/**
 * A drawing is 15–20 ms of CPU: on the thread that answers requests, every other customer's call
 * waits behind it, and 50 downloads at once held every list and dashboard for most of a second. With
 * `threads` ≥ 1 the drawing happens on worker threads (piscina), each download waiting for its own
 * PDF, not for the others'; 0 draws on the calling thread (the tests' apps).
 */
export function pdfDrawing(threads: number): PdfDrawing {
  if (threads < 1) return { draw: renderInvoicePdf, close: () => Promise.resolve() };
  // From the sources (the tests, `tsx`), a thread needs tsx's loader to read TypeScript.
  const fromSource = import.meta.url.endsWith('.ts');
  const pool = new Piscina<InvoicePdfInput, Uint8Array>({
    filename: new URL(`./pdf-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // A thread keeps its fonts while downloads keep coming, and goes after a quiet minute.
    idleTimeout: 60_000,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  });
  return {
    draw: async (input) => {
      const bytes = await pool.run(input);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.destroy(),
  };
}
