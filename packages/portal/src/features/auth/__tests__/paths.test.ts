import { describe, expect, it } from '@jest/globals';
import { authPageOf, isAuthPath } from '../paths.ts';

describe('the /auth document', () => {
  it('serves the pages of spec §2 and nothing else', () => {
    expect(authPageOf('/auth/signin')).toBe('signin');
    expect(authPageOf('/auth/safe-link-out/')).toBe('safe-link-out');
    expect(authPageOf('/auth/error')).toBe('error');
    expect(authPageOf('/auth/nowhere')).toBeUndefined();
    expect(authPageOf('/auth')).toBeUndefined();
  });

  it('takes over every address under /auth, with or without a query, and only those', () => {
    expect(isAuthPath('/auth/signout')).toBe(true);
    expect(isAuthPath('/auth/signin?callbackUrl=%2Fcharts')).toBe(true);
    expect(isAuthPath('/auth')).toBe(true);
    expect(isAuthPath('/authority')).toBe(false);
    expect(isAuthPath('/dashboard')).toBe(false);
  });
});
