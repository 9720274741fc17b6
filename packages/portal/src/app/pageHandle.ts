import type { RouteObject } from 'react-router';
import type { MessageArea } from '../i18n/messages.ts';
import type { MessageStore } from '../i18n/messageStore.ts';
import { beforeOpeningPage } from './afterPaint.ts';
import { routeModule } from './routeCode.ts';
import { fetchCode } from './routeFiles.ts';
import type { SiteConfig } from './site.tsx';
import type { AppStore } from './store/store.ts';

/** What a route says of itself beyond its code (react-router's `handle`). */
export interface PageHandle {
  /** The page's own texts (an area of i18n/areas.json), loaded with its code (its feature's `area`). */
  area?: MessageArea;
  /** The texts of another feature's part the page draws (the usage point picker's), loaded with it too. */
  areas?: readonly MessageArea[];
  /**
   * Fetches everything the route shows into the store, for the server to draw it complete
   * (portal.server.tsx); the server draws a page whose own route has it, with the data of every
   * route it sits in (the frame's too). Only the server waits for all of it; the browser's loaders
   * wait for what the page cannot open without.
   */
  serverData?: (store: AppStore, site: SiteConfig, page: DrawnRequest) => Promise<unknown>;
}

/** What the server draws: the address (its search names a record or a section), in a language and layout. */
export interface DrawnRequest {
  url: URL;
  locale: string;
  /** The phone layout. */
  mobile: boolean;
  /** The instant it is drawn at, which its hydration draws with too (`Served.now`). */
  now: number;
}

/**
 * A drawn route's `serverData` where there is nothing more to fetch: in the browser's build, which
 * need not carry the fetching (`serverData: import.meta.env.SSR ? fetchAll : drawnByServer`), and for
 * a page whose loader fetches all it opens with.
 */
export const drawnByServer = () => Promise.resolve();

export const handleOf = (route: { handle?: unknown }) => (route.handle ?? {}) as PageHandle;

/** Every text area a route's page needs: its own and those of the parts it draws. */
export const areasOf = ({ area, areas = [] }: PageHandle): MessageArea[] => [
  ...(area ? [area] : []),
  ...areas,
];

/**
 * The routes with each page's texts loaded, from `texts`, along with its code; a page the visitor
 * opens starts loading both once their press is painted (beforeOpeningPage).
 */
export function withTexts(routes: RouteObject[], texts: MessageStore): RouteObject[] {
  return routes.map((route) => {
    const areas = areasOf(handleOf(route));
    const { lazy } = route;
    const children = route.children && withTexts(route.children, texts);
    if (typeof lazy !== 'function') return children ? { ...route, children } : route;
    const withArea = async () => {
      await beforeOpeningPage();
      return (await Promise.all([lazy(), ...areas.map((area) => texts.requireArea(area))]))[0];
    };
    // Ahead of the page (a link to it nears the screen): its code's files, fetched but not run, and
    // its texts' files, which join those in use only when it opens, so nothing on screen draws again.
    const ahead = () =>
      Promise.all([fetchCode(routeModule(route), lazy), ...areas.map((area) => texts.fetchArea(area))]);
    return {
      ...route,
      ...(children ? { children } : {}),
      // Still the same module's code, for the server's stylesheets.
      lazy: Object.assign(withArea, { module: routeModule(route), ahead }),
    } as RouteObject;
  });
}
