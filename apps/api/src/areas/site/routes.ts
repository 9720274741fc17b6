import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { brands } from '@vool/tokens/brands';
import { Site } from '@vool/api-client';
import { titleOf, type DocumentContext } from '../../document/head.ts';
import { notBuiltPage, portalPage, type PortalTemplates } from '../../document/portal.ts';
import { schemeFromCookies } from '../../document/scheme.ts';
import { assetUrl, localeIds, type LocaleId, type SiteConfig } from './sites.ts';

export const localeCookie = 'locale';

export interface SiteOptions {
  /** The built portal's documents; without them pages answer 503 with how to build it. */
  portalTemplates?: PortalTemplates | undefined;
}

/** The `locale` cookie when the site speaks it, otherwise the site's own default. */
function localeOf(request: FastifyRequest, site: SiteConfig): LocaleId {
  const wanted = request.cookies[localeCookie];
  const known = localeIds.find((l) => l === wanted);
  return known && site.locales.some((l) => l.id === known) ? known : site.default_locale_id;
}

export function pageContext(request: FastifyRequest): DocumentContext {
  const site = request.site.config;
  return {
    site,
    locale: localeOf(request, site),
    scheme: schemeFromCookies(request.cookies, site.features.includes('dark-mode')),
    nonce: request.cspNonce,
  };
}

export const sendHtml = (reply: FastifyReply, page: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('vary', 'Host, Cookie')
    .type('text/html; charset=utf-8')
    .send(page);

/** The portal's page for any of its routes, branded for the request's site. */
export function sendPortal(
  request: FastifyRequest,
  reply: FastifyReply,
  templates: PortalTemplates | undefined,
) {
  if (!templates) return sendHtml(reply.code(503), notBuiltPage);
  // The /auth pages have their own document and route (areas/auth/pages.ts).
  return sendHtml(reply, portalPage(templates.main, pageContext(request)));
}

export const siteRoutes: FastifyPluginCallback<SiteOptions> = (app, { portalTemplates }, done) => {
  app.get('/api/site', { schema: { response: { 200: Site } } }, (request) => request.site.config);

  app.get('/', (request, reply) => sendPortal(request, reply, portalTemplates));

  app.get('/manifest.webmanifest', (request, reply) => {
    const site = request.site.config;
    const brand = brands[site.theme_id];
    const icon = (file: string, size: number, purpose: string) => ({
      src: assetUrl(site.theme_id, file),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    });
    return reply.type('application/manifest+json').send({
      name: titleOf(site, site.default_locale_id),
      short_name: brand.name,
      lang: site.default_locale_id,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: brand.themeColor,
      background_color: brand.themeColor,
      icons: [
        icon(brand.assets.icon192, 192, 'any'),
        icon(brand.assets.icon512, 512, 'any'),
        icon(brand.assets.iconMaskable, 512, 'maskable'),
      ],
    });
  });
  done();
};
