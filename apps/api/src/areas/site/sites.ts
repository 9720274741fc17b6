import { brands, defaultThemeId, isThemeId, type Brand, type ThemeId } from '@vool/tokens/brands';

export const localeIds = ['et-EE', 'en-GB', 'fi-FI', 'sv-FI', 'ru-RU', 'lv-LV'] as const;
export type LocaleId = (typeof localeIds)[number];

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

export interface MetaField {
  locale_id: LocaleId;
  name: string;
  content: string;
}

/** The site configuration of spec §3, as the portal receives it. */
export interface Site {
  theme_id: ThemeId;
  company_name: string;
  timezone: string;
  default_locale_id: LocaleId;
  locales: Array<{ id: LocaleId; name: string }>;
  meta_fields: MetaField[];
  ga_measurement_id: string | null;
  logo: string;
  dark_mode_logo: string;
  features: string[];
  external_services: string[];
}

export const assetUrl = (id: ThemeId, file: string) => `/tokens/assets/${id}/${file}`;

/** A brand that operates in several countries speaks all their languages, English last. */
function siteLocales(brand: Brand): LocaleId[] {
  const all = brand.countries.flatMap((c) => countryLocales[c]);
  const unique = [...new Set(all)].filter((l) => l !== 'en-GB');
  return brand.countries.length > 1 ? ['en-GB', ...unique] : [...unique, 'en-GB'];
}

export function siteFor(id: ThemeId, titles: (locale: LocaleId, company: string) => string): Site {
  const brand = brands[id];
  const locales = siteLocales(brand);
  return {
    theme_id: id,
    company_name: brand.companyName,
    timezone: countryTimezones[brand.countries[0]!],
    default_locale_id: locales[0]!,
    locales: locales.map((l) => ({ id: l, name: localeNames[l] })),
    meta_fields: locales.map((l) => ({ locale_id: l, name: 'TITLE', content: titles(l, brand.companyName) })),
    ga_measurement_id: null,
    logo: assetUrl(id, brand.assets.logo),
    dark_mode_logo: assetUrl(id, brand.assets.logoDark),
    features: ['dark-mode'],
    external_services: [],
  };
}

/**
 * `kiir.localhost:8080` → kiir. Anything else (plain localhost, an IP, an unknown name) gets the
 * default site, so the product always answers with a brand.
 */
export function themeForHost(host: string | undefined): ThemeId {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const first = name.split('.')[0] ?? '';
  return name.endsWith('.localhost') && isThemeId(first) ? first : defaultThemeId;
}
