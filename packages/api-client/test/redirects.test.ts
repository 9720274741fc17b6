import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sameSitePath } from '../src/redirects.ts';

const origin = 'https://portal.kiir.ee';

/** Shapes that have carried open redirects in real products: each must stay on the site. */
const bypasses = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/x/..//evil.example',
  '/./\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  '/%09/evil.example',
  'https://evil.example',
  'https:evil.example',
  'HTTPS://evil.example',
  'https://portal.kiir.ee@evil.example',
  'https://portal.kiir.ee.evil.example',
  'http://portal.kiir.ee',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/%2F..',
  '/\\/evil.example',
  '\\/evil.example',
  'https://user:pass@portal.kiir.ee/x',
];

/** What a browser does with the answer as a Location: the host it would go to. */
const hostReached = (path: string) => new URL(path, origin).host;

describe('sameSitePath', () => {
  it.each([
    ['/invoices?status=unpaid#top', '/invoices?status=unpaid#top'],
    ['https://portal.kiir.ee/settings?tab=contacts', '/settings?tab=contacts'],
    ['/a/../b', '/b'],
    ['invoices', '/invoices'],
  ])('keeps a page of this site: %s', (value, expected) => {
    expect(sameSitePath(value, origin)).toBe(expected);
  });

  it.each(bypasses)('never leads off the site: %s', (value) => {
    const path = sameSitePath(value, origin);
    if (path !== undefined) {
      expect(path).toMatch(/^\/(?![/\\])/);
      expect(hostReached(path)).toBe('portal.kiir.ee');
    }
  });

  it('refuses the normalised shapes that once came out as //evil.example', () => {
    for (const value of [
      '/.//evil.example',
      '/..//evil.example',
      '/x/..//evil.example',
      '/./\\evil.example',
    ]) {
      expect(sameSitePath(value, origin)).toBeUndefined();
    }
  });

  it('gives, for any input, a path that a browser resolves to this site, or nothing', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '//',
      '%2F',
      '%5C',
      '@',
      ':',
      '?',
      '#',
      '\t',
      ' ',
      'evil.example',
      'x',
    );
    const built = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(built, fc.string(), fc.webUrl(), fc.constantFrom(...bypasses)), (value) => {
        const path = sameSitePath(value, origin);
        if (path === undefined) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(hostReached(path)).toBe('portal.kiir.ee');
        // Idempotent: what it gives is itself a safe path.
        expect(sameSitePath(path, origin)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });
});
