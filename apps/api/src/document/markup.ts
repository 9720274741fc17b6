import type { DocumentParts, DocumentTag } from '@vool/portal/server';
import { escapeHtml, Html } from './html.ts';

/** The policy runs no script or style without this response's nonce. */
const takesNonce = new Set(['script', 'style']);

/** A built element written back; `inner` replaces its content (the page drawn into `#root`). */
export function writeTag(tag: DocumentTag, nonce: string, inner?: string): Html {
  const attributes = tag.attributes
    .filter(([name]) => name !== 'nonce')
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`));
  if (takesNonce.has(tag.name)) attributes.unshift(` nonce="${escapeHtml(nonce)}"`);
  const open = `<${tag.name}${attributes.join('')}>`;
  return new Html(tag.content === undefined ? open : `${open}${inner ?? tag.content}</${tag.name}>`);
}

export interface DocumentAdditions {
  /** The attributes of <html>, in place of the build's. */
  html: Html;
  /** After the build's head. */
  head: Html;
  /** The page drawn into the root; without it the root stays as built, empty. */
  root?: string | undefined;
}

/** A built document with what this response adds, every script and style carrying its nonce. */
export function writeDocument(parts: DocumentParts, nonce: string, additions: DocumentAdditions): string {
  const head = parts.head.map((tag) => `${writeTag(tag, nonce).value}\n`).join('');
  const body = parts.body
    .map((tag) => `${writeTag(tag, nonce, tag.root ? additions.root : undefined).value}\n`)
    .join('');
  return `<!doctype html>\n<html ${additions.html.value}>\n<head>\n${head}${additions.head.value}</head>\n<body>\n${body}</body>\n</html>\n`;
}
