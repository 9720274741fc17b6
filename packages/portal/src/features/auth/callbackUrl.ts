/**
 * Where to go after sign-in: only a path on this site, never another origin (`//evil.example`,
 * `https://…`, `javascript:`) and never back into /auth.
 */
export function safeCallbackUrl(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid' || url.pathname.startsWith('/auth')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export const signInPath = (from: string) =>
  from === '/' || from === '/dashboard'
    ? '/auth/signin'
    : `/auth/signin?${new URLSearchParams({ callbackUrl: from }).toString()}`;
