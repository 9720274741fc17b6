import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BuiltDocuments, DocumentParts, DrawnPage, NotDrawn } from '@vool/portal/server';
import { html, Html, scriptJson } from './html.ts';
import { brandHead, schemeScript, type DocumentContext } from './head.ts';
import { writeDocument } from './markup.ts';

/** The portal's browser build, found where the dependency on @vool/portal is installed. */
export const defaultPortalDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vool/portal/package.json')),
  'dist',
);

/** What the portal's build writes of its documents for the server to assemble them from. */
const documentsFile = 'documents.json';

export const portalExists = (dir: string) => existsSync(path.join(dir, documentsFile));

/**
 * A built portal document with what the first paint needs, put in on the server: the brand and
 * scheme on <html>, the title, icons and brand stylesheet, the site config, this response's nonce on
 * every script, and the page when the portal drew it (or the code of one it did not, to preload).
 */
export function portalPage(
  document: DocumentParts,
  context: DocumentContext,
  drawn?: DrawnPage | NotDrawn,
): string {
  const { site, locale, scheme, nonce } = context;
  const drawnPage = drawn && 'html' in drawn ? drawn : undefined;
  const hoisted = drawnPage ? leadingLinks(drawnPage.html) : '';
  // React Aria reads the nonce from this meta element for the small style blocks it adds.
  const head =
    html`<meta property="csp-nonce" nonce="${nonce}">\n`.value +
    brandHead(context).value +
    html`<script nonce="${nonce}">${new Html(schemeScript)}</script>\n`.value +
    jsonScript('site-config', site, nonce) +
    (drawn && 'preload' in drawn ? preloads(drawn) : '') +
    (drawnPage ? drawnHead(drawnPage, hoisted, nonce) : '');
  return writeDocument(document, nonce, {
    html: html`lang="${locale}" data-brand="${site.theme_id}" data-scheme="${scheme.scheme}" data-scheme-source="${scheme.source}"`,
    head: new Html(head),
    root: drawnPage?.html.slice(hoisted.length),
  });
}

/** JSON inside <script>, which no value can close (scriptJson). */
const jsonScript = (id: string, value: unknown, nonce: string) =>
  html`<script type="application/json" id="${id}" nonce="${nonce}">${new Html(scriptJson(value))}</script>\n`
    .value;

/** The scripts of a page the browser draws, for it to fetch together rather than as each imports the next. */
const preloads = ({ preload }: NotDrawn) =>
  preload.map((href) => html`<link rel="modulepreload" crossorigin href="${href}">`.value).join('');

/**
 * React writes the preloads a page asks for (its images) ahead of it; they belong in the head, where
 * the browser finds them before the page.
 */
const leadingLinks = (markup: string) => /^(?:<link [^>]*\/>)+/.exec(markup)?.[0] ?? '';

const drawnHead = (drawn: DrawnPage, hoisted: string, nonce: string) =>
  drawn.stylesheets.map((href) => html`<link rel="stylesheet" crossorigin href="${href}">`.value).join('') +
  hoisted +
  jsonScript('served-page', drawn.page, nonce);

/**
 * The built portal's two documents: `auth.html` for the /auth pages (sign-in and the pages around
 * it, without the signed-in portal's code) and `index.html` for every other page.
 */
export interface PortalTemplates {
  main: DocumentParts;
  auth: DocumentParts;
}

export function readPortalTemplates(dir: string): PortalTemplates {
  const documents = JSON.parse(readFileSync(path.join(dir, documentsFile), 'utf8')) as BuiltDocuments;
  const main = documents['index.html'];
  if (!main) throw new Error(`${path.join(dir, documentsFile)} has no index.html`);
  return { main, auth: documents['auth.html'] ?? main };
}

/** Without a built portal the server still answers pages, saying how to build it. */
export const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The portal is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></body></html>`;
