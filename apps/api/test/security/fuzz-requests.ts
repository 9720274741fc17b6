import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/** A route as the app registered it: a path pattern and its methods. */
export interface Route {
  path: string;
  methods: string[];
}

/**
 * The app's routes, read from Fastify's own table (`printRoutes`), so a route added later is fuzzed
 * without anyone listing it: `├── api/me (GET, HEAD, PUT)` under its parents, four columns a level.
 */
export function routesOf(printed: string): Route[] {
  const parents: string[] = [];
  const routes: Route[] = [];
  for (const line of printed.split('\n')) {
    const match = /^(.*?)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const parent = parents[depth - 1] ?? '';
    const segment = match[2]!;
    const path =
      depth === 0
        ? segment
        : `${parent}${parent.endsWith('/') || segment.startsWith('/') || segment.startsWith('.') ? '' : '/'}${segment}`;
    parents[depth] = path;
    parents.length = depth + 1;
    routes.push({ path, methods: match[3]!.split(', ') });
  }
  return routes;
}

/** encodeURIComponent, but half a surrogate pair goes out as the bytes of one, as a hostile client may send. */
const encode = (value: string) =>
  value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** Strings that have broken parsers, databases and redirects somewhere. */
const nasty = fc.constantFrom(
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00x',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%zz',
  '__proto__',
  'constructor',
  'prototype',
  "' or 1=1 --",
  '"; drop table clients; --',
  '<script>alert(1)</script>',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '//evil.example',
  '/.//evil.example',
  'javascript:alert(1)',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  'x'.repeat(5000),
  '\r\nSet-Cookie: a=b',
  '\t',
  'ÄÖÅ€😀',
);

const text = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** Names the routes read, so a generated query or body reaches their checks, and others. */
const key = fc.oneof(
  fc.constantFrom(
    'usagePoint',
    'dataType',
    'from',
    'to',
    'resolution',
    'unit',
    'series',
    'series[]',
    'months',
    'month',
    'year',
    'type',
    'state',
    'code',
    'token',
    'email',
    'phone',
    'localeId',
    'callbackUrl',
    'csrfToken',
    'json',
    'error',
    'message',
    'level',
    'payload',
    'scheme',
    'representativeCode',
    '__proto__',
    '__proto__[admin]',
    'a[0][1]',
    'a[]][',
  ),
  fc.string({ maxLength: 12 }),
);

const deep = fc.integer({ min: 30, max: 3000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`);

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      key,
      fc.oneof(
        text,
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(text, { maxLength: 3 }),
      ),
    )
    .map((value) => JSON.stringify(value)),
  deep,
  deep.map((nested) => `{"message":"x","level":"error","payload":{"a":${nested}}}`),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,]',
    'nul',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
  fc.integer({ min: 1, max: 70 }).map((kb) => `"${'a'.repeat(kb * 1024)}"`),
);

const formBody = fc
  .array(fc.tuple(key, text), { maxLength: 8 })
  .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));

const body = fc.oneof(
  fc.record({ type: fc.constant('application/json'), payload: jsonBody }),
  fc.record({ type: fc.constant('application/x-www-form-urlencoded'), payload: formBody }),
  fc.record({
    type: fc.constantFrom(
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-7',
      '',
    ),
    payload: fc.string({ maxLength: 200 }),
  }),
  fc.constant(undefined),
);

const query = fc
  .array(fc.tuple(key, text), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encode(v)}`).join('&'));

const hosts = fc.oneof(
  { weight: 8, arbitrary: fc.constant('kiir.localhost') },
  { weight: 1, arbitrary: fc.constantFrom('localhost', 'pohjola.localhost', 'KIIR.LOCALHOST:80') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'evil.example',
      'kiir.evil.localhost',
      '',
      '127.0.0.1',
      '[::1]',
      'kiir.localhost:99999',
      'a'.repeat(300),
    ),
  },
);

const origins = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constant('http://kiir.localhost') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'null',
      'foo',
      'http://',
      'http://[',
      'https://evil.example',
      'http://kiir.localhost, http://evil.example',
    ),
  },
);

/** A path of a route, its parameters filled with the expected and the unexpected. */
const pathOf = (route: Route) =>
  fc
    .tuple(text, fc.constantFrom('telia', 'email', 'FI', 'x'), fc.boolean())
    .map(([wild, tame, expected]) =>
      route.path.replace(/:\w+/g, encode(expected ? tame : wild)).replace('*', encode(wild)),
    );

export interface FuzzRequest {
  options: InjectOptions;
  signedIn: boolean;
}

/** A bad request to one of the routes: the wrong method, a broken body, a hostile header or all of them. */
export function badRequests(routes: Route[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .constantFrom(...routes)
    .chain((route) =>
      fc.record({
        route: fc.constant(route),
        method: fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...route.methods) },
          { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
        ),
        path: pathOf(route),
        query,
        body,
        host: hosts,
        origin: origins,
        fetchSite: fc.constantFrom(undefined, 'same-origin', 'cross-site', 'none', 'garbage'),
        cookies: fc.constantFrom('session', 'none', 'garbage'),
        accept: fc.constantFrom(undefined, 'text/html', 'application/json', '*/*'),
        address: fc.oneof(fc.ipV4(), fc.ipV6()),
      }),
    )
    .map((r) => {
      const headers: Record<string, string> = { host: r.host };
      if (r.origin !== undefined) headers.origin = r.origin;
      if (r.fetchSite !== undefined) headers['sec-fetch-site'] = r.fetchSite;
      if (r.accept !== undefined) headers.accept = r.accept;
      if (r.body && r.body.type !== '') headers['content-type'] = r.body.type;
      if (r.cookies === 'garbage')
        headers.cookie = 'vool.session-token=%00%ff; vool.csrf-token=x.y; user-id=../..';
      const url = r.query ? `${r.path}?${r.query}` : r.path;
      return {
        signedIn: r.cookies === 'session',
        options: {
          method: r.method,
          url,
          headers,
          remoteAddress: r.address,
          ...(r.body ? { payload: r.body.payload } : {}),
        },
      };
    });
}
