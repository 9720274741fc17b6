import { createContext, startTransition, use, useEffect, useState } from 'react';
import type { LocaleId } from '@vool/api-client/browser';
import type { ColorScheme } from '@vool/ui/theme';

/**
 * What the server drew a page with (auth.server.tsx), for what only the browser can know: the
 * browser's first render, the hydration, must draw the same, and then updates to what it sees.
 */
export interface Served {
  locale: LocaleId;
  scheme: ColorScheme;
  /** Whether that scheme is the user's choice or the server's guess while following the system. */
  source: 'user' | 'system';
  /** The server's guess at the mobile layout and texts (a phone's browser, or the installed app). */
  mobile: boolean;
  /** The return-url cookie as the server read it: /auth/safe-link-out is drawn from it. */
  returnUrl?: string | undefined;
  /** When the page was drawn (ms since 1970), for what depends on the time (`useNow`). */
  now?: number | undefined;
}

export const ServedContext = createContext<Served | null>(null);

export const useServed = () => use(ServedContext);

/**
 * False on the server and in the first render, true from then on: for what only the browser draws.
 * It turns true in a transition, so what it adds renders in slices rather than one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setHydrated(true);
    });
  }, []);
  return hydrated;
}
