import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { encodeQuery } from '@vool/api-client';
import { registerErrorHandler } from '../src/error-handler.ts';
import { parseQuery, refuseRepeatedKeys } from '../src/querystring.ts';

const plain = (query: Record<string, unknown>) => JSON.parse(JSON.stringify(query)) as unknown;

describe('parseQuery', () => {
  it('makes bracket keys arrays, even with one element, and keeps plain keys strings', () => {
    expect(plain(parseQuery('from=2026-01-01&series[]=price&series[]=temperature'))).toEqual({
      from: '2026-01-01',
      series: ['price', 'temperature'],
    });
    expect(plain(parseQuery('series[]=price'))).toEqual({ series: ['price'] });
    expect(plain(parseQuery('series=price'))).toEqual({ series: 'price' });
  });

  it('reads what the api-client writes', () => {
    const query = { usagePoint: '38ZEE-1000007L-E', from: '2026-01-01', series: ['consumption', 'a&b=c[]'] };
    expect(plain(parseQuery(encodeQuery(query)))).toEqual(query);
  });

  it('copes with empty and odd input', () => {
    expect(plain(parseQuery(''))).toEqual({});
    expect(plain(parseQuery('&&&'))).toEqual({});
    expect(plain(parseQuery('a='))).toEqual({ a: '' });
    expect(plain(parseQuery('a'))).toEqual({ a: '' });
    expect(plain(parseQuery('a[]=&a[]='))).toEqual({ a: ['', ''] });
    expect(plain(parseQuery('=x'))).toEqual({ '': 'x' });
    expect(plain(parseQuery('a=1=2'))).toEqual({ a: '1=2' });
    expect(plain(parseQuery('a=%ZZ%'))).toEqual({ a: '%ZZ%' });
    expect(plain(parseQuery('q=a+b%20c'))).toEqual({ q: 'a b c' });
    expect(plain(parseQuery('a[b]=1&a[][]=2'))).toEqual({ 'a[b]': '1', 'a[]': ['2'] });
  });

  it('takes encoded brackets as brackets (as PHP, Rails and qs do)', () => {
    expect(plain(parseQuery('series%5B%5D=price&series%5b%5d=temperature'))).toEqual({
      series: ['price', 'temperature'],
    });
  });

  it('keeps many repeats in order', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `x[]=${i}`).join('&');
    const parsed = parseQuery(text) as { x: string[] };
    expect(parsed.x).toHaveLength(5000);
    expect(parsed.x[4999]).toBe('4999');
  });

  it('cannot touch any prototype', () => {
    const parsed = parseQuery('__proto__[]=polluted&constructor=x&__proto__=y&toString[]=z&hasOwnProperty=1');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    expect(Object.keys(parsed).sort()).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
    expect(parsed.__proto__).toEqual(['polluted']);
  });

  it('keeps the first of a repeated plain key and notes the repeat', () => {
    const parsed = parseQuery('a=1&a=2&b=x&b[]=y');
    expect(plain(parsed)).toEqual({ a: '1', b: 'x' });
  });
});

describe('the query of a route', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({
      routerOptions: { querystringParser: parseQuery },
      ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    });
    registerErrorHandler(app);
    app.addHook('preValidation', refuseRepeatedKeys);
    const schema = Type.Object(
      {
        from: Type.Optional(Type.String()),
        series: Type.Optional(Type.Array(Type.String(), { maxItems: 4 })),
      },
      { additionalProperties: false },
    );
    app.get('/typed', { schema: { querystring: schema } }, (request) => request.query);
    app.get('/untyped', () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ url });

  it('validates arrays and strings by schema', async () => {
    expect((await get('/typed?series[]=a')).json()).toEqual({ series: ['a'] });
    expect((await get('/typed?series=a')).statusCode).toBe(422);
    expect((await get('/typed?from[]=a')).statusCode).toBe(422);
    expect((await get(`/typed?${Array.from({ length: 5 }, () => 'series[]=a').join('&')}`)).statusCode).toBe(
      422,
    );
    expect((await get('/typed?__proto__=x')).statusCode).toBe(422);
    expect((await get('/typed?__proto__[]=x')).statusCode).toBe(422);
  });

  it('refuses a repeated plain key where the query is read, and ignores it elsewhere', async () => {
    const response = await get('/typed?from=a&from=b');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      code: 'DUPLICATE_PARAMETER',
      fields: { '/from': 'is given more than once' },
    });
    expect((await get('/typed?series=a&series[]=b')).json()).toMatchObject({ code: 'DUPLICATE_PARAMETER' });
    expect((await get('/untyped?a=1&a=2')).statusCode).toBe(200);
  });
});
