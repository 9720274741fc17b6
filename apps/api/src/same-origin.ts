import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const crossSite = () => new HttpError(403, 'Forbidden', 'Cross-site request refused', 'CROSS_SITE');

/**
 * State-changing requests must come from our own pages. Browsers send Origin on cross-site posts and
 * Sec-Fetch-Site everywhere modern; either one naming another site is refused. Origin is compared as
 * text with the site's configured origin, so a malformed one (`http://[`, two origins) is simply not
 * ours, and `null` (a sandboxed frame, a redirect across sites) never counts as same-origin.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw crossSite();
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== request.siteOrigin) throw crossSite();
}
