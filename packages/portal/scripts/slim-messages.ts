import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const keyName = (property: Node) => {
  const key = property.key as Node | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : undefined;
};

/**
 * `{ id, defaultMessage, description }`: a react-intl message descriptor; what of it the browser does
 * not read (the description always, the English default unless `keepDefault`).
 */
function extrasOf(node: Node, keepDefault: boolean): Node[] {
  if (node.type !== 'ObjectExpression') return [];
  const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
  const names = new Set(properties.map(keyName));
  if (!names.has('id') || !names.has('defaultMessage')) return [];
  const dropped = new Set(keepDefault ? ['description'] : ['description', 'defaultMessage']);
  return properties.filter((p) => dropped.has(keyName(p) ?? ''));
}

function walk(node: Node, keepDefault: boolean, found: Node[]) {
  found.push(...extrasOf(node, keepDefault));
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, keepDefault, found);
    } else if (isNode(value)) {
      walk(value, keepDefault, found);
    }
  }
}

/**
 * Drops from the built code what of each message descriptor the browser never reads: the
 * `description`, written for translators (and extracted from the source by `npm run messages`), and
 * the English `defaultMessage`, as every language's texts are complete (the build checks it) and load
 * before the page that shows them. The client-error screen (`src/features/errors/`) keeps its English,
 * for when the texts themselves failed to load. A page's texts then cost only their ids.
 */
export function slimMessageDescriptors(): Plugin {
  return {
    name: 'vool-slim-message-descriptors',
    apply: 'build',
    // After TypeScript and JSX are compiled: the parser sees plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/.*\.(ts|tsx)$/.test(id) || !code.includes('defaultMessage')) return null;
      const found: Node[] = [];
      walk(this.parse(code) as unknown as Node, id.includes('/src/features/errors/'), found);
      if (found.length === 0) return null;
      let out = code;
      for (const property of found.sort((a, b) => b.start - a.start)) {
        const end = /^\s*,/.test(out.slice(property.end)) ? out.indexOf(',', property.end) + 1 : property.end;
        out = out.slice(0, property.start) + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}
