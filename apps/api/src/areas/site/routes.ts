import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { endpoint } from '../../endpoint.ts';
import { looksMobile, type PortalPageAnswer, type PortalPageRenderer } from '../../document/drawnPages.ts';
import { titleOf } from '../../document/head.ts';
import { installable, manifestOf } from '../../document/manifest.ts';
import { HttpError } from '../../errors.ts';
import { innerFetch } from '../../document/innerFetch.ts';
import { notBuiltPage, portalPage, type PortalTemplates } from '../../document/portal.ts';
import { localeOf, pageContext, sendHtml } from '../../document/context.ts';
import { offlinePage } from '../../document/offline.ts';
import { userIdCookie } from '../auth/sessions.ts';

/** What the portal's pages are made of. */
export interface PortalPages {
  /** The built portal's documents; without them pages answer 503 with how to build it. */
  templates: PortalTemplates | undefined;
  /** The portal's server render of its pages; without it the browser draws them. */
  renderer?: PortalPageRenderer | undefined;
  /** The app, whose routes answer a drawn page's API calls. */
  app: FastifyInstance;
  /** The app's clock: a page is drawn at the instant its answers are about. */
  now: () => Date;
}

export interface SiteOptions {
  pages: PortalPages;
}

/**
 * The portal's page for any of its routes, branded for the request's site. Its render draws the
 * pages it can (the dashboard) with their data, sends a visitor without a session to sign in, and
 * names the code of the others for the document to preload. When the render fails, the browser draws
 * the page.
 */
export async function sendPortal(request: FastifyRequest, reply: FastifyReply, pages: PortalPages) {
  const { templates, renderer } = pages;
  if (!templates) return sendHtml(reply.code(503), notBuiltPage);
  // The /auth pages have their own document and route (areas/auth/pages.ts).
  const context = pageContext(request);
  let answer: PortalPageAnswer | undefined;
  // The installed app's layout is set by its code: the browser draws it.
  const standalone = request.cookies.standalone === 'true';
  if (renderer && !standalone) {
    try {
      answer = await renderer({
        url: request.url,
        site: context.site,
        served: { locale: context.locale, ...context.scheme, mobile: looksMobile(request.headers, false) },
        clientId: request.cookies[userIdCookie],
        fetch: innerFetch(pages.app, request, reply),
        now: pages.now().getTime(),
        nonce: context.nonce,
      });
    } catch (error) {
      request.log.error({ err: error }, 'The page did not render on the server; the browser draws it');
    }
  }
  if (answer && 'redirect' in answer) {
    return reply.header('cache-control', 'no-store').redirect(answer.redirect, 302);
  }
  return sendHtml(reply, portalPage(templates.main, context, answer));
}

export const siteRoutes: FastifyPluginCallback<SiteOptions> = (app, { pages }, done) => {
  endpoint(app, 'site', (request) => request.site.config);

  app.get('/', (request, reply) => sendPortal(request, reply, pages));

  // Only an installable site has a manifest (spec §1): elsewhere the address is not there at all.
  app.get('/manifest.webmanifest', (request, reply) => {
    const site = request.site.config;
    if (!installable(site)) {
      throw new HttpError(404, 'NotFound', 'This site is not an installable app', 'FEATURE_DISABLED');
    }
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'public, max-age=3600')
      .send(manifestOf(site, titleOf(site, site.default_locale_id)));
  });

  // What the installed app shows offline when it kept no page (its worker keeps this one at install).
  app.get('/offline', (request, reply) => {
    const site = request.site.config;
    if (!installable(site)) {
      throw new HttpError(404, 'NotFound', 'This site is not an installable app', 'FEATURE_DISABLED');
    }
    return sendHtml(reply, offlinePage(site, localeOf(request, site), request.cspNonce));
  });
  done();
};
