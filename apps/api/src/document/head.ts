import { brands } from '@vool/tokens/brands';
import { assetUrl, type LocaleId, type SiteConfig } from '../areas/site/sites.ts';
import { html, Html } from './html.ts';
import type { SchemeChoice } from './scheme.ts';

/**
 * Runs before the first paint: when the user has not chosen a scheme, follow the system one (and keep
 * following it), so a dark-mode user never sees a light flash.
 */
export const schemeScript = `(function(){var d=document.documentElement;if(d.dataset.schemeSource!=='system')return;var m=matchMedia('(prefers-color-scheme: dark)');var s=function(){if(d.dataset.schemeSource==='system')d.dataset.scheme=m.matches?'dark':'light'};s();m.addEventListener('change',s)})()`;

export interface DocumentContext {
  site: SiteConfig;
  locale: LocaleId;
  scheme: SchemeChoice;
  /** The per-response CSP nonce: the only inline script and style the page may run. */
  nonce: string;
}

export function titleOf(site: SiteConfig, locale: LocaleId): string {
  const meta = site.meta_fields.find((m) => m.name === 'TITLE' && m.locale_id === locale);
  return meta?.content ?? site.company_name;
}

/**
 * What the first paint needs in <head>: the title, the site's icons and manifest, and only its own
 * brand stylesheet (the portal's theme helper finds it by id and never loads it twice).
 */
export function brandHead({ site, locale }: DocumentContext): Html {
  const id = site.theme_id;
  const brand = brands[id];
  const asset = (file: string) => assetUrl(id, file);
  return html`<title>${titleOf(site, locale)}</title>
<meta name="theme-color" content="${brand.themeColor}">
<link rel="icon" href="${asset(brand.assets.favicon)}" type="image/svg+xml">
<link rel="icon" href="${asset(brand.assets.faviconPng)}" sizes="32x32" type="image/png">
<link rel="apple-touch-icon" href="${asset(brand.assets.icon192)}">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="stylesheet" href="/tokens/css/base.css">
<link rel="stylesheet" href="/tokens/css/${id}.css" id="vool-brand-css" data-brand="${id}">
`;
}
