import { afterEach, describe, expect, it } from '@jest/globals';
import { allowedReturnUrl, forgetReturnUrl, readReturnUrl, rememberReturnUrl } from '../returnUrl.ts';

const website = 'https://www.kiirelekter.example';

afterEach(() => {
  forgetReturnUrl();
});

describe('the return address after sign-out', () => {
  it.each([
    'https://www.kiirelekter.example/',
    'https://kiirelekter.example/minu-leht?x=1',
    'https://pood.kiirelekter.example/',
  ])('allows the utility website and its subdomains: %s', (url) => {
    expect(allowedReturnUrl(url, website)?.href).toBe(new URL(url).href);
  });

  it.each([
    'http://www.kiirelekter.example/',
    'https://kiirelekter.example.evil.example/',
    'https://evilkiirelekter.example/',
    'https://user:pass@www.kiirelekter.example/',
    'javascript:alert(1)',
    '/relative',
    undefined,
  ])('refuses anything else: %s', (url) => {
    expect(allowedReturnUrl(url, website)).toBeNull();
  });

  it('remembers only an allowed address and forgets it after use', () => {
    rememberReturnUrl('https://evil.example/', website);
    expect(readReturnUrl(website)).toBeNull();
    rememberReturnUrl('https://www.kiirelekter.example/', website);
    expect(readReturnUrl(website)?.hostname).toBe('www.kiirelekter.example');
    forgetReturnUrl();
    expect(readReturnUrl(website)).toBeNull();
  });
});
