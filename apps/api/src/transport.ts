import type { FastifyRequest } from 'fastify';

/**
 * Whether cookies must be Secure: the site is configured on HTTPS, or the request came over HTTPS
 * (itself, or as a proxy named in TRUST_PROXY reports). A client's own X-Forwarded-Proto counts for
 * nothing unless it comes through such a proxy.
 */
export const overHttps = (request: FastifyRequest) =>
  request.protocol === 'https' || request.siteOrigin.startsWith('https:');
