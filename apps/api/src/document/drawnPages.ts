import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Providers } from '@vool/api-client';
import type { ColorScheme } from './scheme.ts';
import type { LocaleId, SiteConfig } from '../areas/site/sites.ts';

/** What the server drew a page with, for the browser's hydration to draw the same. */
export interface Served {
  locale: LocaleId;
  scheme: ColorScheme;
  source: 'system' | 'user';
  mobile: boolean;
  /** The return-url cookie, for /auth/safe-link-out. */
  returnUrl?: string;
}

/** What the portal's server render of an /auth page (packages/portal/src/auth.server.tsx) is given. */
export interface AuthPageRequest {
  /** The page's path and query. */
  url: string;
  site: SiteConfig;
  served: Served;
  signedIn: boolean;
  methods: Providers;
}

/** A redirect, or the page's markup and the JSON the browser hydrates it with. */
export type AuthPageAnswer =
  { redirect: string } | { html: string; page: unknown; stylesheets: readonly string[] };

export type AuthPageRenderer = (request: AuthPageRequest) => Promise<AuthPageAnswer>;

/** What the portal's server render of its other pages (packages/portal/src/portal.server.tsx) is given. */
export interface PortalPageRequest {
  url: string;
  site: SiteConfig;
  served: Served;
  /** The acting client (the `user-id` cookie). */
  clientId?: string | undefined;
  /** Answers the page's API calls as this request's user (see innerFetch.ts). */
  fetch: typeof fetch;
  /** The instant to draw at, by the app's clock (ms since 1970). */
  now?: number | undefined;
}

/**
 * A redirect (no session: to sign in), the page drawn, or — for a page drawn in the browser — the
 * scripts it loads, for the document to preload.
 */
export type PortalPageAnswer =
  | { redirect: string }
  | { preload: readonly string[] }
  | { html: string; page: unknown; stylesheets: readonly string[] };

export type PortalPageRenderer = (request: PortalPageRequest) => Promise<PortalPageAnswer>;

/** The portal's server renders; either may be missing. */
export interface PageRenderers {
  auth?: AuthPageRenderer | undefined;
  portal?: PortalPageRenderer | undefined;
}

/** A module of the portal's server build (`dist-server/` beside its dist/), when it is built. */
async function serverModule<T>(portalDir: string, name: string): Promise<T | undefined> {
  const file = path.join(portalDir, '..', 'dist-server', `${name}.js`);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as T;
}

/**
 * The portal's server renders. Without them (an older build, or tests with a fixture portal) its
 * pages are drawn in the browser.
 */
export async function loadRenderers(portalDir: string): Promise<PageRenderers> {
  const [auth, portal] = await Promise.all([
    serverModule<{ renderAuthPage: AuthPageRenderer }>(portalDir, 'auth.server'),
    serverModule<{ renderPortalPage: PortalPageRenderer }>(portalDir, 'portal.server'),
  ]);
  return { auth: auth?.renderAuthPage, portal: portal?.renderPortalPage };
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
