export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Record<string, QueryValue>;

const scalar = (value: QueryScalar): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : String(value);

/**
 * Encodes a query with arrays in bracket format (`series[]=a&series[]=b`), as the API expects.
 * Keys and values are percent-encoded whole, so a `[`, `&`, `=` or `#` inside them never changes the
 * structure; only the array marker itself stays a literal `[]`. null and undefined are left out,
 * and so is an empty array (there is no way to say "empty list" in this format).
 */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) {
        parts.push(`${name}[]=${encodeURIComponent(scalar(item))}`);
      }
    } else {
      parts.push(`${name}=${encodeURIComponent(scalar(value as QueryScalar))}`);
    }
  }
  return parts.join('&');
}

/** Appends an encoded query to a path that may already carry one. */
export function withQuery(path: string, query: Query | undefined): string {
  const encoded = encodeQuery(query);
  if (!encoded) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${encoded}`;
}
