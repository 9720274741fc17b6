import { describe, expect, it } from '@jest/globals';
import { encodeQuery, withQuery } from '../src/query.ts';

describe('bracket query encoding', () => {
  it('repeats arrays with a literal [] marker', () => {
    expect(encodeQuery({ series: ['consumption', 'price'] })).toBe('series[]=consumption&series[]=price');
  });

  it('encodes scalars, dates and booleans', () => {
    expect(encodeQuery({ from: new Date(Date.UTC(2024, 0, 2)), page: 2, all: false })).toBe(
      'from=2024-01-02T00%3A00%3A00.000Z&page=2&all=false',
    );
  });

  it('leaves out null, undefined and empty arrays, but keeps empty strings and zero', () => {
    expect(encodeQuery({ a: null, b: undefined, c: [], d: '', e: 0 })).toBe('d=&e=0');
    expect(encodeQuery(undefined)).toBe('');
  });

  it('cannot be broken by awkward keys or values', () => {
    const query = encodeQuery({
      'a&b=c': 'x&y=z',
      'list[]': ['[]', '#hash', '100%', 'a+b c'],
      ünicode: 'Rēķins €',
    });
    expect(query).toBe(
      'a%26b%3Dc=x%26y%3Dz' +
        '&list%5B%5D[]=%5B%5D&list%5B%5D[]=%23hash&list%5B%5D[]=100%25&list%5B%5D[]=a%2Bb%20c' +
        '&%C3%BCnicode=R%C4%93%C4%B7ins%20%E2%82%AC',
    );
    // Read back the way a server does: the structure survives and every value round-trips.
    const parsed = [...new URLSearchParams(query)];
    expect(parsed).toEqual([
      ['a&b=c', 'x&y=z'],
      ['list[][]', '[]'],
      ['list[][]', '#hash'],
      ['list[][]', '100%'],
      ['list[][]', 'a+b c'],
      ['ünicode', 'Rēķins €'],
    ]);
  });

  it('appends to a path with or without a query', () => {
    expect(withQuery('/api/invoices', { type: 'paid' })).toBe('/api/invoices?type=paid');
    expect(withQuery('/api/x?a=1', { b: [1, 2] })).toBe('/api/x?a=1&b[]=1&b[]=2');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });
});
