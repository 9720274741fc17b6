import { sameSitePath } from '@vool/api-client/browser';

/** Any origin will do: only the path of a same-origin address is kept. */
const anyOrigin = 'http://portal.invalid';

/**
 * Where to go after sign-in: only a path on this site, never another origin (`//evil.example`,
 * `/.//evil.example`, `https://…`, `javascript:`) and never back into /auth. The same rule as the
 * server's (`sameSitePath`), plus the portal's own.
 */
export function safeCallbackUrl(value: string | null | undefined, fallback = '/dashboard'): string {
  const path = sameSitePath(value, anyOrigin);
  return path === undefined || path.startsWith('/auth') ? fallback : path;
}

export const signInPath = (from: string) =>
  from === '/' || from === '/dashboard'
    ? '/auth/signin'
    : `/auth/signin?${new URLSearchParams({ callbackUrl: from }).toString()}`;
