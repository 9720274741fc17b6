import { neededAtOnce, whenNeeded } from '../../app/takeOver.ts';
import { authPageOf, type AuthPage } from './paths.ts';

/** Pages that act as they open (sign out, lead away to the utility's site). */
const actingPages: ReadonlySet<AuthPage> = new Set(['signout', 'safe-link-out']);

/**
 * An /auth page needs its code at once when it acts as it opens, or has an address to remember
 * (`?returnUrl=`, see SignInPage); otherwise as any drawn page (app/takeOver.ts).
 */
function authPageNeedsIt(): boolean {
  const page = authPageOf(window.location.pathname);
  if (!page || actingPages.has(page)) return true;
  return new URLSearchParams(window.location.search).has('returnUrl');
}

export const authNeedsCodeAtOnce = () => neededAtOnce(authPageNeedsIt);

/** Starts the /auth page's code when it needs it (auth.tsx). */
export const whenAuthPageNeeded = (start: () => void) => {
  whenNeeded(start, authPageNeedsIt);
};
