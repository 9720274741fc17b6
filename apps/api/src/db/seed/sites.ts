import { brands, themeIds, type Brand, type ThemeId } from '@vool/tokens/brands';
import { siteFeatures, type ExternalService, type LocaleId, type SiteFeature } from '@vool/api-client';
import { assetUrl } from '../../areas/site/sites.ts';
import type { SiteTable } from '../schema.ts';
import type { Insertable } from 'kysely';
import type { Random } from './random.ts';

const localeNames: Record<LocaleId, string> = {
  'et-EE': 'Eesti',
  'en-GB': 'English',
  'fi-FI': 'Suomi',
  'sv-FI': 'Svenska',
  'ru-RU': 'Русский',
  'lv-LV': 'Latviešu',
};

const countryLocales: Record<Brand['countries'][number], LocaleId[]> = {
  FI: ['fi-FI', 'sv-FI', 'en-GB'],
  EE: ['et-EE', 'ru-RU', 'en-GB'],
  LV: ['lv-LV', 'ru-RU', 'en-GB'],
};

const countryTimezones: Record<Brand['countries'][number], string> = {
  FI: 'Europe/Helsinki',
  EE: 'Europe/Tallinn',
  LV: 'Europe/Riga',
};

/** A brand that operates in several countries speaks all their languages, English first. */
function siteLocales(brand: Brand): LocaleId[] {
  const all = brand.countries.flatMap((c) => countryLocales[c]);
  const unique = [...new Set(all)].filter((l) => l !== 'en-GB');
  return brand.countries.length > 1 ? ['en-GB', ...unique] : [...unique, 'en-GB'];
}

/** Every switch on, except the one that turns contract management off. */
const everyFeature: SiteFeature[] = siteFeatures.filter((f) => f !== 'contract-management-disabled');

/**
 * Sites differ on purpose, so every switch of spec §1 is demonstrated somewhere: heating brands have no
 * spot price, some sign in by e-ID or e-mail only, some manage contracts elsewhere or keep light only.
 */
const without: Partial<Record<ThemeId, SiteFeature[]>> = {
  kuusi: ['dark-mode', 'spot-price', 'sign-in-telia'],
  linna: ['spot-price', 'push-notifications', 'invoices'],
  silta: ['spot-price', 'sign-in-email'],
  raba: ['outage-contacts', 'sign-in-email'],
  gaisma: ['renewal-offers'],
  laane: ['installable-app', 'push-notifications'],
};
const extra: Partial<Record<ThemeId, SiteFeature[]>> = {
  saimaa: ['contract-management-disabled'],
  gaisma: ['contract-management-disabled'],
};
const services: Partial<Record<ThemeId, ExternalService[]>> = {
  aurora: ['outage-notification-settings', 'document-signing-gateway'],
  kiir: ['outage-notification-settings', 'document-signing-gateway', 'external-api'],
  nordlys: ['outage-notification-settings', 'document-signing-gateway', 'external-api'],
  pohjola: ['document-signing-gateway'],
  daugava: ['outage-notification-settings'],
};
/** Analytics only where the utility has a measurement id; the consent dialog follows (spec §9). */
const withAnalytics: ThemeId[] = ['aurora', 'kiir', 'daugava', 'nordlys', 'saimaa'];

/** The page title each site gives itself per language (its TITLE meta field). */
const portalTitles: Record<LocaleId, (company: string) => string> = {
  'en-GB': (company) => `${company} – customer portal`,
  'et-EE': (company) => `${company} – iseteenindus`,
  'fi-FI': (company) => `${company} – asiakasportaali`,
  'sv-FI': (company) => `${company} – kundportal`,
  'ru-RU': (company) => `${company} – личный кабинет`,
  'lv-LV': (company) => `${company} – klientu portāls`,
};

export function siteRows(random: Random): Array<Insertable<SiteTable>> {
  return themeIds.map((id) => {
    const brand = brands[id];
    const locales = siteLocales(brand);
    const features = [...everyFeature.filter((f) => !(without[id] ?? []).includes(f)), ...(extra[id] ?? [])];
    const gaId = `G-${Array.from({ length: 10 }, () => random.pick('ABCDEFGHJKLMNPQRSTUVWXYZ23456789'.split(''))).join('')}`;
    return {
      theme_id: id,
      company_name: brand.companyName,
      timezone: countryTimezones[brand.countries[0]!],
      country_code: brand.countries[0]!,
      default_locale_id: locales[0]!,
      locales: JSON.stringify(locales.map((l) => ({ id: l, name: localeNames[l] }))),
      meta_fields: JSON.stringify(
        locales.map((l) => ({
          locale_id: l,
          name: 'TITLE',
          content: portalTitles[l](brand.companyName),
        })),
      ),
      ga_measurement_id: withAnalytics.includes(id) ? gaId : null,
      logo: assetUrl(id, brand.assets.logo),
      dark_mode_logo: assetUrl(id, brand.assets.logoDark),
      features: JSON.stringify(features),
      external_services: JSON.stringify(services[id] ?? []),
    };
  });
}
