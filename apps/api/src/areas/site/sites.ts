import { brands, type ThemeId } from '@vool/tokens/brands';
import { hostsOf, type SiteOrigin } from './origins.ts';
import { localeIds, type LocaleId, type Site, type SiteBrand } from '@vool/api-client';
import type { SiteConfig } from '@vool/portal/server';

export { localeIds, type LocaleId, type Site, type SiteConfig };
export type { MetaField } from '@vool/api-client';

export const assetUrl = (id: ThemeId, file: string) => `/tokens/assets/${id}/${file}`;

/** What the portal shows of a brand, with the site's config: a browser needs no other brand's. */
export function siteBrand(id: ThemeId): SiteBrand {
  const { name, website, customerService, assets } = brands[id];
  return { name, website, customerService, signInArt: assetUrl(id, assets.signInArt) };
}

/** A site as the server knows it: the public config plus its database id and country. */
export interface SiteContext {
  id: number;
  countryCode: string;
  config: SiteConfig;
}

/** A site and the configured origin a request reached it by. */
export interface SiteAtOrigin {
  site: SiteContext;
  origin: string;
}

/**
 * The sites, read once at start: they are configuration, and every request needs one. A request names
 * its site only by an exact configured host; any other Host (an unknown name, a lookalike such as
 * `kiir.evil.localhost`, an IP) finds no site at all, so nothing the server writes can ever point at a
 * host the request chose.
 */
export class SiteDirectory {
  private readonly byHost: Map<string, SiteAtOrigin>;
  constructor(
    readonly all: SiteContext[],
    origins: SiteOrigin[],
  ) {
    const byTheme = new Map(all.map((s) => [s.config.theme_id, s]));
    this.byHost = new Map(
      origins.flatMap(({ themeId, origin }) => {
        const site = byTheme.get(themeId);
        // `kiir.example` and `kiir.example:443` name the same https origin.
        return site ? hostsOf(origin).map((host) => [host, { site, origin }] as const) : [];
      }),
    );
    if (all.length === 0) throw new Error('The database has no sites: was it seeded?');
  }

  /** The site whose configured host is exactly this Host header (case aside), or none. */
  forHost(host: string | undefined): SiteAtOrigin | undefined {
    return host ? this.byHost.get(host.toLowerCase()) : undefined;
  }
}

/** The site a request is for, as work done after (or apart from) the request needs it: mail, links. */
export interface SiteOfRequest {
  id: number;
  /** The configured origin the request came by: links in mail start with it. */
  origin: string;
  company: string;
}

export const siteOfRequest = (request: { site: SiteContext; siteOrigin: string }): SiteOfRequest => ({
  id: request.site.id,
  origin: request.siteOrigin,
  company: request.site.config.company_name,
});
