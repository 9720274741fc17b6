import { localeIds, type LocaleId, type Site } from '@vool/api-client/browser';
import { preferenceMaxAge, readCookie, writeCookie } from '../app/cookies.ts';

export const localeCookie = 'locale';
/** The locale a browser without a cookie starts from, when the site speaks it (spec §9). */
export const fallbackLocale: LocaleId = 'en-GB';

export const isLocaleId = (value: string | undefined): value is LocaleId =>
  localeIds.some((id) => id === value);

/**
 * The `locale` cookie when the site speaks it, otherwise the site's default — the same rule the
 * server uses for `<html lang>`, so the first paint and the app agree.
 */
export function resolveLocale(site: Pick<Site, 'locales' | 'default_locale_id'>, cookie?: string): LocaleId {
  const speaks = (id: string | undefined): id is LocaleId =>
    isLocaleId(id) && site.locales.some((l) => l.id === id);
  if (speaks(cookie)) return cookie;
  return speaks(site.default_locale_id) ? site.default_locale_id : fallbackLocale;
}

export const localeFromCookie = (site: Pick<Site, 'locales' | 'default_locale_id'>) =>
  resolveLocale(site, readCookie(localeCookie));

export function rememberLocale(locale: LocaleId): void {
  writeCookie(localeCookie, locale, { maxAge: preferenceMaxAge });
  document.documentElement.lang = locale;
}

/** The language's own name, for the switcher ("suomi", "eesti"), whatever the interface language. */
export const nativeLanguageNames: Record<LocaleId, string> = {
  'et-EE': 'Eesti',
  'en-GB': 'English',
  'fi-FI': 'Suomi',
  'sv-FI': 'Svenska',
  'ru-RU': 'Русский',
  'lv-LV': 'Latviešu',
};
