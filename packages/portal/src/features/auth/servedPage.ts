import type { Providers } from '@vool/api-client/browser';
import type { Attempt } from '../../app/apiFailure.ts';
import type { Served } from '../../app/served.tsx';

// Without React: the /auth entry reads the page before it has any (features/auth/takeOver.ts).

/** What a page shows beyond its address: the sign-in methods (only the sign-in page has any). */
export interface AuthPageData {
  methods?: Attempt<Providers>;
}

/**
 * What the server sends with a page it drew (as JSON in `#served-page`), for the browser to take it
 * over: what it drew with, and the page's data.
 */
export interface ServedPage {
  served: Served;
  data: AuthPageData;
  /** The scripts that take the page over, for the browser to fetch ahead (features/auth/takeOver.ts). */
  code?: string[];
}

/** The module that takes an /auth page over (auth.tsx loads it), as the build manifest names it. */
export const authStartModule = 'src/authStart.tsx';

/** The page the server drew, or undefined when the document came without one. */
export function readServedPage(): ServedPage | undefined {
  const json = document.getElementById('served-page')?.textContent;
  return json ? (JSON.parse(json) as ServedPage) : undefined;
}
