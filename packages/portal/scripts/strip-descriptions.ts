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

/** `{ id, defaultMessage, description }`: a react-intl message descriptor. */
function descriptionOf(node: Node): Node | undefined {
  if (node.type !== 'ObjectExpression') return undefined;
  const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
  const names = new Set(properties.map(keyName));
  if (!names.has('id') || !names.has('defaultMessage')) return undefined;
  return properties.find((p) => keyName(p) === 'description');
}

function walk(node: Node, found: Node[]) {
  const description = descriptionOf(node);
  if (description) found.push(description);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, found);
    } else if (isNode(value)) {
      walk(value, found);
    }
  }
}

/**
 * Drops the `description` of every message descriptor from the built code: it is written for
 * translators (and extracted from the source by `npm run messages`), and the browser never reads it.
 * A page's texts then cost only their ids and English defaults.
 */
export function stripMessageDescriptions(): Plugin {
  return {
    name: 'vool-strip-message-descriptions',
    apply: 'build',
    // After TypeScript and JSX are compiled: the parser sees plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/.*\.(ts|tsx)$/.test(id) || !code.includes('description')) return null;
      const found: Node[] = [];
      walk(this.parse(code) as unknown as Node, found);
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
