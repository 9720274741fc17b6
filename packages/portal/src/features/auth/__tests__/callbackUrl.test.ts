import { describe, expect, it } from '@jest/globals';
import { safeCallbackUrl, signInPath } from '../callbackUrl.ts';

describe('where sign-in returns to', () => {
  it.each([
    ['/invoices?status=unpaid#top', '/invoices?status=unpaid#top'],
    ['/settings?tab=contacts', '/settings?tab=contacts'],
  ])('keeps a page of this site: %s', (value, expected) => {
    expect(safeCallbackUrl(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth/signout',
    '',
    null,
  ])('never leaves the site or loops into /auth: %s', (value) => {
    expect(safeCallbackUrl(value)).toBe('/dashboard');
  });

  it('asks sign-in to come back to the page the user wanted', () => {
    expect(signInPath('/invoices?status=unpaid')).toBe(
      '/auth/signin?callbackUrl=%2Finvoices%3Fstatus%3Dunpaid',
    );
    expect(signInPath('/dashboard')).toBe('/auth/signin');
  });
});
