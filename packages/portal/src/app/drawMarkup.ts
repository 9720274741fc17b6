import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/**
 * How long a page may take to draw once its data is in the store. A part still waiting then (code
 * that waits for something only the browser gives) goes out as its fallback, for the browser to draw.
 */
const drawLimitMs = 5000;

/**
 * A page's markup for the server to send, complete (every suspended part in place). The scripts React
 * writes with it (the forms' replay of a submit made before hydration) carry the response's CSP
 * nonce, or the policy would not run them; prerender() takes no nonce.
 */
export async function drawMarkup(
  page: ReactNode,
  nonce: string | undefined,
  limitMs = drawLimitMs,
): Promise<string> {
  const stream = await renderToReadableStream(page, {
    ...(nonce ? { nonce: { script: nonce, style: nonce } } : {}),
    signal: AbortSignal.timeout(limitMs),
    onError: (error) => {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        console.warn(`A part of the page was not drawn within ${limitMs} ms: the browser draws it`);
      else console.error(error);
    },
    // Every part in its place in the markup, whatever its size: by default React sends a large
    // Suspense boundary after the rest, hidden, for a script to move in, and the page would paint
    // without it until then (and never without scripts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  await stream.allReady;
  return new Response(stream).text();
}
