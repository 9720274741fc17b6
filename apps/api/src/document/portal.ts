import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { html, scriptJson } from './html.ts';
import { brandHead, schemeScript, type DocumentContext } from './head.ts';

/** packages/portal/dist at the repository root, the same from src/ and dist/. */
export const defaultPortalDir = fileURLToPath(new URL('../../../../packages/portal/dist/', import.meta.url));

export const portalExists = (dir: string) => existsSync(path.join(dir, 'index.html'));

/**
 * The built portal's index.html with what the first paint needs put in on the server: the brand and
 * scheme on <html>, the title, icons and brand stylesheet, the site config, and this response's nonce
 * on every script.
 */
export function portalPage(
  template: string,
  context: DocumentContext,
  drawn?: DrawnPage | CodeToPreload,
): string {
  const { site, locale, scheme, nonce } = context;
  const attributes = `lang="${locale}" data-brand="${site.theme_id}" data-scheme="${scheme.scheme}" data-scheme-source="${scheme.source}"`;
  // React Aria reads the nonce from this meta element for the small style blocks it adds.
  const head =
    `<meta property="csp-nonce" nonce="${nonce}">\n` +
    brandHead(context).value +
    `<script nonce="${nonce}">${schemeScript}</script>\n` +
    `<script type="application/json" id="site-config" nonce="${nonce}">${scriptJson(site)}</script>\n` +
    (drawn && 'preload' in drawn ? preloads(drawn) : '') +
    (drawn && 'html' in drawn ? drawnHead(drawn, nonce) : '');
  const page =
    drawn && 'html' in drawn
      ? template.replace(/<div id="root"><\/div>/, () => `<div id="root">${bodyOf(drawn)}</div>`)
      : template;
  return page
    .replace(/<html[^>]*>/i, `<html ${attributes}>`)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<(script|style)(?![^>]*\bnonce=)/gi, `<$1 nonce="${nonce}"`)
    .replace(/<\/head>/i, () => `${head}</head>`);
}

/** The scripts of a page the browser draws, for it to fetch together rather than as each imports the next. */
export interface CodeToPreload {
  preload: readonly string[];
}

const preloads = ({ preload }: CodeToPreload) =>
  preload.map((href) => html`<link rel="modulepreload" crossorigin href="${href}">`.value).join('');

/** A page the portal drew on the server: its markup and what the browser hydrates it with. */
export interface DrawnPage {
  html: string;
  page: unknown;
  /** The page's own stylesheets, which the browser would otherwise meet only with its code. */
  stylesheets: readonly string[];
}

// React writes the preloads a page asks for (its images) ahead of it; they belong in the head, where
// the browser finds them before the page.
const leadingLinks = /^(?:<link [^>]*\/>)+/;

const drawnHead = (drawn: DrawnPage, nonce: string) =>
  drawn.stylesheets.map((href) => html`<link rel="stylesheet" crossorigin href="${href}">`.value).join('') +
  (leadingLinks.exec(drawn.html)?.[0] ?? '') +
  `<script type="application/json" id="served-page" nonce="${nonce}">${scriptJson(drawn.page)}</script>\n`;

const bodyOf = ({ html }: DrawnPage) => html.replace(leadingLinks, '');

/**
 * The built portal's two documents: `auth.html` for the /auth pages (sign-in and the pages around
 * it, without the signed-in portal's code) and `index.html` for every other page.
 */
export interface PortalTemplates {
  main: string;
  auth: string;
}

export function readPortalTemplates(dir: string): PortalTemplates {
  const main = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const auth = path.join(dir, 'auth.html');
  return { main, auth: existsSync(auth) ? readFileSync(auth, 'utf8') : main };
}

/** Without a built portal the server still answers pages, saying how to build it. */
export const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The portal is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></body></html>`;
