import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml, scriptJson } from './html.ts';
import { schemeScript, titleOf, type DocumentContext } from './head.ts';

/** packages/portal/dist at the repository root, the same from src/ and dist/. */
export const defaultPortalDir = fileURLToPath(new URL('../../../../packages/portal/dist/', import.meta.url));

export const portalExists = (dir: string) => existsSync(path.join(dir, 'index.html'));

/**
 * The built portal's index.html with what the first paint needs put in on the server: the brand and
 * scheme on <html>, the title, the site config, and this response's nonce on every script.
 */
export function portalPage(template: string, { site, locale, scheme, nonce }: DocumentContext): string {
  const attributes = `lang="${locale}" data-brand="${site.theme_id}" data-scheme="${scheme.scheme}" data-scheme-source="${scheme.source}"`;
  const head =
    `<title>${escapeHtml(titleOf(site, locale))}</title>\n` +
    `<script nonce="${nonce}">${schemeScript}</script>\n` +
    `<script type="application/json" id="site-config" nonce="${nonce}">${scriptJson(site)}</script>\n`;
  return template
    .replace(/<html[^>]*>/i, `<html ${attributes}>`)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<(script|style)(?![^>]*\bnonce=)/gi, `<$1 nonce="${nonce}"`)
    .replace(/<\/head>/i, `${head}</head>`);
}

export const readPortalTemplate = (dir: string) => readFileSync(path.join(dir, 'index.html'), 'utf8');
