import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AuthPageRenderer, PortalPageRenderer } from '@vool/portal/server';
import { breakpoints } from '@vool/tokens/contract';

export type {
  AuthPageAnswer,
  AuthPageRenderer,
  AuthPageRequest,
  PortalPageAnswer,
  PortalPageRenderer,
  PortalPageRequest,
  Served,
} from '@vool/portal/server';

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
 * Whether to draw the mobile layout and texts: the portal runs as an installed app, the browser's
 * window is narrower than the layout's md breakpoint (the `Sec-CH-Viewport-Width` hint, which
 * Chromium sends once a document of the site has asked for it: context.ts `sendHtml`), or, without that, the
 * browser says it is a phone's (`Sec-CH-UA-Mobile`, or its user agent). A wrong guess costs a redraw
 * in the browser, not a wrong page.
 */
export function looksMobile(headers: Record<string, string | string[] | undefined>, standalone: boolean) {
  if (standalone) return true;
  const width = headers['sec-ch-viewport-width'];
  const pixels = typeof width === 'string' && width !== '' ? Number(width) : NaN;
  if (Number.isFinite(pixels) && pixels > 0) return pixels < breakpoints.md;
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && /Mobi|iPhone|iPod|Android.*Mobile/i.test(agent);
}
