import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import type { Plugin } from 'vite';
import type { BuiltDocuments, DocumentParts, DocumentTag } from '../src/server/contract.ts';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

const voidElements = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

const isElement = (node: Node | DefaultTreeAdapterMap['node']): node is Element => 'tagName' in node;

function child(parent: DefaultTreeAdapterMap['parentNode'], name: string): Element {
  const found = parent.childNodes.find((node) => isElement(node) && node.tagName === name);
  if (!found || !isElement(found)) throw new Error(`The built document has no <${name}>`);
  return found;
}

/** Whether a script or style sits inside `element`, where the server's nonce would not reach it. */
const nestsCode = (element: Element): boolean =>
  element.childNodes.some(
    (node) => isElement(node) && (node.tagName === 'script' || node.tagName === 'style' || nestsCode(node)),
  );

/** An element's children as tags: text between them is only the build's indentation. */
function tagsOf(parent: Element): DocumentTag[] {
  return parent.childNodes.flatMap((node): DocumentTag[] => {
    if (!isElement(node)) {
      if (node.nodeName === '#text' && 'value' in node && node.value.trim()) {
        throw new Error(`Text directly in <${parent.tagName}> of a built document: ${node.value.trim()}`);
      }
      return [];
    }
    const tag: DocumentTag = {
      name: node.tagName,
      attributes: node.attrs.map(({ name, value }) => [name, value]),
    };
    if (nestsCode(node)) throw new Error(`A script or style inside <${node.tagName}> of a built document`);
    if (!voidElements.has(node.tagName)) tag.content = serialize(node);
    if (node.attrs.some(({ name, value }) => name === 'id' && value === 'root')) tag.root = true;
    return [tag];
  });
}

/** A built document as parts; its <title> is left to the server, which writes the site's. */
export function documentPartsOf(markup: string): DocumentParts {
  const root = child(parse(markup), 'html');
  const head = tagsOf(child(root, 'head')).filter((tag) => tag.name !== 'title');
  const body = tagsOf(child(root, 'body'));
  if (!body.some((tag) => tag.root)) throw new Error('A built document has no #root to draw pages into');
  return { head, body };
}

/**
 * Writes `documents.json` beside the built documents: each as its elements, with what Vite put in
 * (the entry's script, its preloads and stylesheets), for apps/api to write back with its own
 * additions (brand, site config, nonces, the drawn page) instead of editing markup.
 */
export function documentParts(documents: ReadonlyArray<keyof BuiltDocuments>): Plugin {
  return {
    name: 'vool-document-parts',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's HTML plugin has emitted the documents with their tags.
      order: 'post',
      handler(_options, bundle) {
        const parts: BuiltDocuments = {};
        for (const name of documents) {
          const file = bundle[name];
          if (file?.type !== 'asset') return this.error(`The build wrote no ${name}`);
          const markup =
            typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          parts[name] = documentPartsOf(markup);
        }
        this.emitFile({ type: 'asset', fileName: 'documents.json', source: JSON.stringify(parts) });
      },
    },
  };
}
