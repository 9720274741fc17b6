import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeIds, type LocaleId, type SiteConfig } from '../areas/site/sites.ts';
import type { DocumentContext } from './head.ts';
import { schemeFromCookies } from './scheme.ts';

export const localeCookie = 'locale';

/** The `locale` cookie when the site speaks it, otherwise the site's own default. */
export function localeOf(request: FastifyRequest, site: SiteConfig = request.site.config): LocaleId {
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
