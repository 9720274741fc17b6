import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Providers } from '@vool/api-client';
import type { ColorScheme } from './scheme.ts';
import type { LocaleId, SiteConfig } from '../areas/site/sites.ts';

/** What the portal's server render (packages/portal/src/auth.server.tsx) is given. */
export interface AuthPageRequest {
  /** The page's path and query. */
  url: string;
  site: SiteConfig;
  served: {
    locale: LocaleId;
    scheme: ColorScheme;
    source: 'system' | 'user';
    mobile: boolean;
    /** The return-url cookie, for /auth/safe-link-out. */
    returnUrl?: string;
  };
  signedIn: boolean;
  methods: Providers;
}

/** A redirect, or the page's markup and the JSON the browser hydrates it with. */
export type AuthPageAnswer =
  { redirect: string } | { html: string; page: unknown; stylesheets: readonly string[] };

export type AuthPageRenderer = (request: AuthPageRequest) => Promise<AuthPageAnswer>;

/**
 * The portal's server render of its /auth pages, built beside its dist/ (`dist-server/`). Without
 * it (an older build, or tests with a fixture portal) those pages are drawn in the browser.
 */
export async function loadAuthRenderer(portalDir: string): Promise<AuthPageRenderer | undefined> {
  const file = path.join(portalDir, '..', 'dist-server', 'auth.server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderAuthPage: AuthPageRenderer };
  return module.renderAuthPage;
}

/**
 * Whether to draw the mobile layout and texts: the browser says it is a phone's (the `Sec-CH-UA-Mobile`
 * hint, or its user agent), or the portal runs as an installed app. A wrong guess costs a redraw in
 * the browser, not a wrong page.
 */
export function looksMobile(headers: Record<string, string | string[] | undefined>, standalone: boolean) {
  const hint = headers['sec-ch-ua-mobile'];
  if (standalone || hint === '?1') return true;
  if (hint === '?0') return false;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && /Mobi|iPhone|iPod|Android.*Mobile/i.test(agent);
}
