import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * The query-string format of the API (spec §7: "arrays in bracket format"), as @vool/api-client's
 * `encodeQuery` writes it:
 *
 * - `key[]=a&key[]=b` is the array `['a', 'b']` under `key`; one `key[]=a` is still an array.
 * - `key=a` is the string `'a'`. A plain key given twice (or both plain and as an array) is refused
 *   with a 422 on every route that reads its query: which one counts would otherwise depend on who
 *   reads the URL (a proxy, a log, the app), the root of HTTP parameter pollution.
 * - Keys and values are percent-decoded first, `+` is a space; so `key%5B%5D=a` is an array too, as
 *   in PHP, Rails and qs (what `URLSearchParams` sends for `key[]`). A malformed escape is kept as
 *   written (validation then refuses it). `key` without `=` has the value `''`.
 * - Nested brackets (`a[b]=1`) are not structure: that is the key `a[b]`, which no schema allows.
 *
 * The result has no prototype, so `__proto__`, `constructor` and friends are ordinary (unknown)
 * keys: nothing a client sends can reach Object.prototype.
 */

/** The keys given more than once, kept beside the parsed query for the validation hook. */
const repeated = Symbol('repeated query keys');

type ParsedQuery = Record<string, string | string[]> & { [repeated]?: string[] };

function decode(text: string): string {
  if (!text.includes('%') && !text.includes('+')) return text;
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

export function parseQuery(text: string): Record<string, unknown> {
  const query = Object.create(null) as ParsedQuery;
  let twice: Set<string> | undefined;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    let key = decode(equals === -1 ? part : part.slice(0, equals));
    const value = equals === -1 ? '' : decode(part.slice(equals + 1));
    const existing = query[key.endsWith('[]') ? key.slice(0, -2) : key];
    if (key.endsWith('[]')) {
      key = key.slice(0, -2);
      if (existing === undefined) query[key] = [value];
      else if (Array.isArray(existing)) existing.push(value);
      else (twice ??= new Set()).add(key);
    } else if (existing === undefined) {
      query[key] = value;
    } else {
      (twice ??= new Set()).add(key);
    }
  }
  if (twice) Object.defineProperty(query, repeated, { value: [...twice], enumerable: false });
  return query;
}

/** preValidation: a route that reads its query refuses one with a key given twice. */
export function refuseRepeatedKeys(
  request: FastifyRequest,
  _reply: unknown,
  done: (error?: Error) => void,
): void {
  const keys = (request.query as ParsedQuery | undefined)?.[repeated];
  if (keys && request.routeOptions.schema?.querystring) {
    const fields = Object.fromEntries(keys.map((key) => [`/${key}`, 'is given more than once']));
    done(
      new HttpError(
        422,
        'ValidationError',
        `Query parameter given more than once: ${keys.join(', ')}`,
        'DUPLICATE_PARAMETER',
        fields,
      ),
    );
    return;
  }
  done();
}
