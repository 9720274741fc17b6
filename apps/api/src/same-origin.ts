import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * State-changing requests must come from our own pages. Browsers send Origin on cross-site posts and
 * Sec-Fetch-Site everywhere modern; either one naming another site is refused.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'Forbidden', 'Cross-site request refused', 'CROSS_SITE');
  }
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    const host = request.headers.host ?? '';
    if (new URL(origin).host !== host) {
      throw new HttpError(403, 'Forbidden', 'Cross-site request refused', 'CROSS_SITE');
    }
  }
}
