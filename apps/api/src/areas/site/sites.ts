import { brands, defaultThemeId, isThemeId, type ThemeId } from '@vool/tokens/brands';
import { localeIds, type LocaleId, type Site, type SiteBrand } from '@vool/api-client';

export { localeIds, type LocaleId, type Site };
export type { MetaField } from '@vool/api-client';

export const assetUrl = (id: ThemeId, file: string) => `/tokens/assets/${id}/${file}`;

/** What the portal shows of a brand, with the site's config: a browser needs no other brand's. */
export function siteBrand(id: ThemeId): SiteBrand {
  const { name, website, customerService, assets } = brands[id];
  return { name, website, customerService, signInArt: assetUrl(id, assets.signInArt) };
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

/** A site as the server knows it: the public config plus its database id and country. */
export interface SiteContext {
  id: number;
  countryCode: string;
  config: SiteConfig;
}

export type SiteConfig = Site & { theme_id: ThemeId };

/** The sites, read once at start: they are configuration, and every request needs one. */
export class SiteDirectory {
  private readonly byTheme: Map<string, SiteContext>;
  constructor(sites: SiteContext[]) {
    this.byTheme = new Map(sites.map((s) => [s.config.theme_id, s]));
  }
  forHost(host: string | undefined): SiteContext {
    const site = this.byTheme.get(themeForHost(host)) ?? this.byTheme.get(defaultThemeId);
    if (!site) throw new Error('The database has no sites: was it seeded?');
    return site;
  }
  get all(): SiteContext[] {
    return [...this.byTheme.values()];
  }
}
