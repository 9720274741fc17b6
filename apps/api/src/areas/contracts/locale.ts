import type { FastifyRequest } from 'fastify';
import { localeIds, type LocaleId } from '@vool/api-client';
import { localeCookie } from '../../document/context.ts';

/**
 * The language of product names and documents: the one the portal is shown in (the `locale` cookie,
 * as the pages read it), else the client's own (`preferred`), else the site's; always one the site offers.
 */
export function requestLocale(request: FastifyRequest, preferred?: string | null): LocaleId {
  const site = request.site.config;
  const offered = (locale: string | null | undefined): locale is LocaleId =>
    localeIds.some((id) => id === locale) && site.locales.some((l) => l.id === locale);
  const wanted = request.cookies[localeCookie];
  if (offered(wanted)) return wanted;
  return offered(preferred) ? preferred : site.default_locale_id;
}
