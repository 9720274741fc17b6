import { brands, type ThemeId } from '@vool/tokens/brands';
import { assetUrl, type LocaleId, type SiteConfig } from '../areas/site/sites.ts';
import { html, Html, scriptJson } from './html.ts';
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

/** The brand's attributes sit on <html> (overlays portal into <body>) and only its stylesheet loads. */
export function documentHead(
  { site, locale, scheme, nonce }: DocumentContext,
  extra: Html = new Html(''),
): Html {
  const id: ThemeId = site.theme_id;
  const brand = brands[id];
  const asset = (file: string) => assetUrl(id, file);
  return html`<html lang="${locale}" data-brand="${id}" data-scheme="${scheme.scheme}" data-scheme-source="${scheme.source}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${titleOf(site, locale)}</title>
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="${brand.themeColor}">
<link rel="icon" href="${asset(brand.assets.favicon)}" type="image/svg+xml">
<link rel="icon" href="${asset(brand.assets.faviconPng)}" sizes="32x32" type="image/png">
<link rel="apple-touch-icon" href="${asset(brand.assets.icon192)}">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="stylesheet" href="/tokens/css/base.css">
<link rel="stylesheet" href="/tokens/css/${id}.css">
${extra}
<script nonce="${nonce}">${new Html(schemeScript)}</script>
<script type="application/json" id="site-config" nonce="${nonce}">${new Html(scriptJson(site))}</script>
</head>`;
}
