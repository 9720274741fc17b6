import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteContext } from './areas/site/sites.ts';
import { assertSameOrigin } from './same-origin.ts';
import { overHttps } from './transport.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `signed`: another site's server calls this route by design (a payment provider's notification),
     * and a signature over the body, checked by the route, is what vouches for the call. The route
     * reads no cookie and acts for no customer, so the same-origin guard, which keeps other sites from
     * acting through a signed-in customer's browser, has nothing to protect there.
     */
    crossSite?: 'signed';
  }
}

/**
 * The page policy: our own files, plus the one inline script and style block that carry this
 * response's nonce — no 'unsafe-inline' for either. Style attributes are allowed (`style-src-attr`):
 * a page the server draws carries those its components set (React Aria's visually hidden form
 * controls, a meter's width), and without them those showed until the hydration set them again; an
 * attribute can run nothing, and no markup is written but React's, which escapes what it writes.
 * Analytics hosts only on sites with a measurement id.
 */
export function pagePolicy(nonce: string, analytics: boolean): string {
  const ga = analytics ? ' https://www.googletagmanager.com' : '';
  const gaConnect = analytics ? ' https://*.google-analytics.com https://*.googletagmanager.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${ga}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${gaConnect}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Anything that is not a page (JSON, images, fonts) may run nothing at all. */
const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The service worker runs under the policy its script came with: it fetches this site's files and
 * calls (precaching, pages, the push vendors) and shows the brand's images, nothing else.
 */
const workerPolicy =
  "default-src 'self'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'";
const workerScript = '/sw.js';

/** Adds a request header to Vary, keeping what the route named. */
function varyOn(reply: FastifyReply, header: string) {
  const named = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!named.some((part) => part.toLowerCase() === header.toLowerCase() || part === '*')) {
    reply.header('vary', [...named, header].join(', '));
  }
}

export function registerSecurity(app: FastifyInstance): void {
  // Made on first use: only pages need one, and most answers are JSON.
  const nonces = new WeakMap<FastifyRequest, string>();
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest) {
      let nonce = nonces.get(this);
      if (!nonce) {
        nonce = randomBytes(16).toString('base64');
        nonces.set(this, nonce);
      }
      return nonce;
    },
  });

  // CSRF: every state-changing request must come from our own pages (Origin / Sec-Fetch-Site);
  // sign-in and sign-out additionally carry next-auth's double-submit token.
  app.addHook('preHandler', (request, _reply, done) => {
    if (unsafeMethods.has(request.method) && request.routeOptions.config.crossSite !== 'signed') {
      assertSameOrigin(request);
    }
    done();
  });

  app.addHook('onSend', (request: FastifyRequest, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const isPage = type.startsWith('text/html');
    // A request for a host this server does not serve has no site (onRequest answered 421).
    const site = request.site as SiteContext | null;
    const analytics = isPage && Boolean(site?.config.ga_measurement_id);
    reply.header(
      'content-security-policy',
      isPage
        ? pagePolicy(request.cspNonce, analytics)
        : request.url.split('?')[0] === workerScript
          ? workerPolicy
          : resourcePolicy,
    );
    // An API answer is someone's unless its route says otherwise: no shared cache may keep it, and
    // none may hand it to another cookie.
    if (request.url.startsWith('/api/')) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
      varyOn(reply, 'Cookie');
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (overHttps(request)) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
