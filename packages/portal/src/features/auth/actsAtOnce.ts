import { authPageOf, type AuthPage } from './paths.ts';

/** Pages that act as they open (sign out, lead away to the utility's site). */
const actingPages: ReadonlySet<AuthPage> = new Set(['signout', 'safe-link-out']);

/**
 * Whether an /auth page needs its code before it has loaded (app/startCode.ts): it acts as it opens,
 * or has an address to remember (`?returnUrl=`, see SignInPage).
 */
export function authPageActsAtOnce(): boolean {
  const page = authPageOf(window.location.pathname);
  if (!page || actingPages.has(page)) return true;
  return new URLSearchParams(window.location.search).has('returnUrl');
}
