import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { brands, themeIds, type ThemeId } from '@vool/tokens/brands';
import { brandPage } from '../../document/brand-page.ts';
import { titleOf } from '../../document/head.ts';
import { loadMessages, translator } from '../../document/messages.ts';
import { schemeFromCookies } from '../../document/scheme.ts';
import { assetUrl, localeIds, siteFor, themeForHost, type LocaleId, type Site } from './sites.ts';

export const localeCookie = 'locale';

export const siteRoutes: FastifyPluginCallback = (app, _options, done) => {
  const messages = loadMessages();
  const sites = new Map<ThemeId, Site>(
    themeIds.map((id) => [
      id,
      siteFor(id, (locale, company) => translator(messages, locale)('shell.meta.title', { company })),
    ]),
  );
  const siteOf = (request: FastifyRequest) => sites.get(themeForHost(request.headers.host))!;

  /** The `locale` cookie when the site speaks it, otherwise the site's own default. */
  const localeOf = (request: FastifyRequest, site: Site): LocaleId => {
    const wanted = request.cookies[localeCookie];
    const known = localeIds.find((l) => l === wanted);
    return known && site.locales.some((l) => l.id === known) ? known : site.default_locale_id;
  };

  app.get('/api/site', (request) => siteOf(request));

  app.get('/', (request, reply) => {
    const site = siteOf(request);
    const locale = localeOf(request, site);
    const scheme = schemeFromCookies(request.cookies, site.features.includes('dark-mode'));
    const page = brandPage({ site, locale, scheme }, translator(messages, locale), new Date().getFullYear());
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'Host, Cookie')
      .type('text/html; charset=utf-8')
      .send(page);
  });

  app.get('/manifest.webmanifest', (request, reply) => {
    const site = siteOf(request);
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
