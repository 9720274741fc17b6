import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { brands } from '@vool/tokens/brands';
import { Site } from '@vool/api-client';
import { brandPage } from '../../document/brand-page.ts';
import { titleOf, type DocumentContext } from '../../document/head.ts';
import { loadMessages, translator } from '../../document/messages.ts';
import { portalPage } from '../../document/portal.ts';
import { schemeFromCookies } from '../../document/scheme.ts';
import { assetUrl, localeIds, type LocaleId, type SiteConfig } from './sites.ts';

export const localeCookie = 'locale';

export interface SiteOptions {
  /** The built portal's index.html; without it `/` serves the server-rendered brand shell. */
  portalTemplate?: string;
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

export const siteRoutes: FastifyPluginCallback<SiteOptions> = (app, { portalTemplate }, done) => {
  const messages = loadMessages();

  app.get('/api/site', { schema: { response: { 200: Site } } }, (request) => request.site.config);

  app.get('/', (request, reply) => {
    const context = pageContext(request);
    if (portalTemplate) return sendHtml(reply, portalPage(portalTemplate, context));
    const t = translator(messages, context.locale);
    return sendHtml(reply, brandPage(context, t, new Date().getFullYear()));
  });

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
