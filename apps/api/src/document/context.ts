import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeIds, type LocaleId, type SiteConfig } from '../areas/site/sites.ts';
import type { DocumentContext } from './head.ts';
import { schemeFromCookies } from './scheme.ts';

export const localeCookie = 'locale';

/**
 * The language the portal is shown in (the `locale` cookie) when the site speaks it, else `preferred`
 * (a client's own, for documents) when the site speaks that, else the site's default.
 */
export function localeOf(
  request: FastifyRequest,
  site: SiteConfig = request.site.config,
  preferred?: string | null,
): LocaleId {
  const offered = (locale: string | null | undefined): locale is LocaleId =>
    localeIds.some((id) => id === locale) && site.locales.some((l) => l.id === locale);
  const wanted = request.cookies[localeCookie];
  if (offered(wanted)) return wanted;
  return offered(preferred) ? preferred : site.default_locale_id;
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

/**
 * A document. It asks the browser for its window's width with the next ones (`Accept-CH`), so that they
 * are drawn in the layout the window needs where the user agent misleads (a desktop browser's narrow
 * window, a tablet: drawnPages.ts `looksMobile`). Not `Critical-CH`: a first visit would cost a second
 * request; it is guessed, and redrawn in the browser if need be.
 */
export const sendHtml = (reply: FastifyReply, page: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('accept-ch', 'Sec-CH-Viewport-Width')
    .header('vary', 'Host, Cookie, Sec-CH-Viewport-Width')
    .type('text/html; charset=utf-8')
    .send(page);
