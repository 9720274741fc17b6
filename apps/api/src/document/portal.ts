import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptJson } from './html.ts';
import { brandHead, schemeScript, type DocumentContext } from './head.ts';

/** packages/portal/dist at the repository root, the same from src/ and dist/. */
export const defaultPortalDir = fileURLToPath(new URL('../../../../packages/portal/dist/', import.meta.url));

export const portalExists = (dir: string) => existsSync(path.join(dir, 'index.html'));

/**
 * The built portal's index.html with what the first paint needs put in on the server: the brand and
 * scheme on <html>, the title, icons and brand stylesheet, the site config, and this response's nonce
 * on every script.
 */
export function portalPage(template: string, context: DocumentContext): string {
  const { site, locale, scheme, nonce } = context;
  const attributes = `lang="${locale}" data-brand="${site.theme_id}" data-scheme="${scheme.scheme}" data-scheme-source="${scheme.source}"`;
  // React Aria reads the nonce from this meta element for the small style blocks it adds.
  const head =
    `<meta property="csp-nonce" nonce="${nonce}">\n` +
    brandHead(context).value +
    `<script nonce="${nonce}">${schemeScript}</script>\n` +
    `<script type="application/json" id="site-config" nonce="${nonce}">${scriptJson(site)}</script>\n`;
  return template
    .replace(/<html[^>]*>/i, `<html ${attributes}>`)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<(script|style)(?![^>]*\bnonce=)/gi, `<$1 nonce="${nonce}"`)
    .replace(/<\/head>/i, `${head}</head>`);
}

export const readPortalTemplate = (dir: string) => readFileSync(path.join(dir, 'index.html'), 'utf8');

/** Without a built portal the server still answers pages, saying how to build it. */
export const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The portal is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></body></html>`;
