import type { SiteContext } from './areas/site/sites.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site (brand) this request's Host names. */
    site: SiteContext;
    /** This response's Content-Security-Policy nonce. */
    cspNonce: string;
  }
}
