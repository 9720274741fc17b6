import type { SiteContext } from './areas/site/sites.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site (brand) this request's Host names exactly; a request naming none is answered 421. */
    site: SiteContext;
    /** The configured origin the request reached the site by: every absolute link starts with it. */
    siteOrigin: string;
    /** This response's Content-Security-Policy nonce. */
    cspNonce: string;
  }
}
