// The server render's contract between the portal and apps/api, which imports it as
// '@vool/portal/server'. Types only: apps/api loads the render itself from the portal's build.
import type { LocaleId, Providers, Site } from '@vool/api-client/browser';
import type { ThemeId } from '@vool/tokens/brands';
import type { ColorScheme } from '@vool/ui/theme';

/** A site's public config (spec §3), which the server inlines into every document as `#site-config`. */
export type SiteConfig = Site & { theme_id: ThemeId };

/**
 * What the server drew a page with, for what only the browser can know: the browser's first render,
 * the hydration, must draw the same, and then updates to what it sees.
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

/** What the server knows of a request for an /auth page. */
export interface AuthPageRequest {
  /** The page's path and query. */
  url: string;
  site: SiteConfig;
  served: Served;
  /** Whether a session is open: sign-in then goes straight on. */
  signedIn: boolean;
  /** The site's sign-in methods. */
  methods: Providers;
  /** This response's CSP nonce, for the scripts React writes with the page. */
  nonce?: string | undefined;
}

/** What the server knows of a request for a page of the signed-in portal. */
export interface PortalPageRequest {
  /** The page's path and query. */
  url: string;
  site: SiteConfig;
  served: Served;
  /** The acting client (the `user-id` cookie), sent with every call as the browser would. */
  clientId?: string | undefined;
  /** Answers the portal's API calls (`/api/…`) as the user of this request, with their cookies. */
  fetch: typeof fetch;
  /** The instant to draw at, by the server's clock (its answers' "today"); default the portal's clock. */
  now?: number | undefined;
  /** This response's CSP nonce, for the scripts React writes with the page. */
  nonce?: string | undefined;
}

/** The visitor belongs elsewhere (no session: to sign in). */
export interface Redirect {
  redirect: string;
}

/** A page drawn on the server: its markup and what the browser hydrates it with. */
export interface DrawnPage<Page = unknown> {
  /** React's markup of the page; the preloads it asks for (its images) come first. */
  html: string;
  /** Written into the document as JSON, `#served-page`. */
  page: Page;
  /** The page's own stylesheets, which the browser would otherwise meet only with its code. */
  stylesheets: readonly string[];
}

/** A page the browser draws: the scripts it loads, for the document's head to preload. */
export interface NotDrawn {
  preload: readonly string[];
}

export type AuthPageAnswer<Page = unknown> = Redirect | DrawnPage<Page>;

export type PortalPageAnswer<Page = unknown> = Redirect | NotDrawn | DrawnPage<Page>;

/** `renderAuthPage` of the server build's `auth.server.js`. */
export type AuthPageRenderer = (request: AuthPageRequest) => Promise<AuthPageAnswer>;

/** `renderPortalPage` of the server build's `portal.server.js`. */
export type PortalPageRenderer = (request: PortalPageRequest) => Promise<PortalPageAnswer>;

/**
 * An element of a built document (`dist/documents.json`), for the server to write back with its own
 * additions. Attributes keep the build's order; an empty value is written as a bare attribute.
 */
export interface DocumentTag {
  name: string;
  attributes: Array<[name: string, value: string]>;
  /** The element's inner markup as built; absent for a void element (`meta`, `link`). */
  content?: string;
  /** The element the page is drawn into (`#root`). */
  root?: true;
}

/** A built document: <head> without its <title> (the server writes the site's), and <body>. */
export interface DocumentParts {
  head: DocumentTag[];
  body: DocumentTag[];
}

/** `dist/documents.json`: `index.html` for the portal's pages, `auth.html` for the /auth pages. */
export type BuiltDocuments = Partial<Record<'index.html' | 'auth.html', DocumentParts>>;
