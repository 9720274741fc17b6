import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * A page's markup for the server to send, complete (every suspended part in place). The scripts React
 * writes with it (the forms' replay of a submit made before hydration) carry the response's CSP
 * nonce, or the policy would not run them; prerender() takes no nonce.
 */
export async function drawMarkup(page: ReactNode, nonce: string | undefined): Promise<string> {
  const stream = await renderToReadableStream(page, {
    ...(nonce ? { nonce: { script: nonce, style: nonce } } : {}),
    // Every part in its place in the markup, whatever its size: by default React sends a large
    // Suspense boundary after the rest, hidden, for a script to move in, and the page would paint
    // without it until then (and never without scripts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  await stream.allReady;
  return new Response(stream).text();
}
