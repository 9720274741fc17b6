import { brands } from '@vool/tokens/brands';
import { assetUrl, type LocaleId, type SiteConfig } from '../areas/site/sites.ts';
import { firstPaintFonts } from './fonts.ts';
import { html, Html } from './html.ts';
import { appColors, installable } from './manifest.ts';
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
 * The browser's (and the installed app's status bar's) colour: the brand's top bar in the scheme the
 * page is drawn in; while the page follows the system, one per system scheme.
 */
function themeColorMeta({ site, scheme }: DocumentContext): Html {
  const colors = appColors(site.theme_id);
  if (scheme.source === 'user') return html`<meta name="theme-color" content="${colors[scheme.scheme]}">`;
  return html`<meta name="theme-color" content="${colors.light}" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="${colors.dark}" media="(prefers-color-scheme: dark)">`;
}

/**
 * What the first paint needs in <head>: the title, the site's icons and manifest, only its own brand
 * stylesheet (the portal's theme helper finds it by id and never loads it twice), and the fonts most
 * of the page's text is drawn in.
 */
export function brandHead(context: DocumentContext): Html {
  const { site, locale } = context;
  const id = site.theme_id;
  const brand = brands[id];
  const asset = (file: string) => assetUrl(id, file);
  return html`<title>${titleOf(site, locale)}</title>
${themeColorMeta(context)}
<link rel="icon" href="${asset(brand.assets.favicon)}" type="image/svg+xml">
<link rel="icon" href="${asset(brand.assets.faviconPng)}" sizes="32x32" type="image/png">
<link rel="apple-touch-icon" href="${asset(brand.assets.icon192)}">
${installable(site) ? html`<link rel="manifest" href="/manifest.webmanifest">\n` : ''}<link rel="stylesheet" href="/tokens/css/base.css">
<link rel="stylesheet" href="/tokens/css/${id}.css" id="vool-brand-css" data-brand="${id}">
${firstPaintFonts(id, locale).map(
  (font) => html`<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>
`,
)}`;
}
