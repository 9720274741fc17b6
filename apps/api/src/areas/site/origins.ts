import { defaultThemeId, isThemeId, themeIds, type ThemeId } from '@vool/tokens/brands';

/** One address a site is served at: `https://portal.kiir.ee`. A site may have several. */
export interface SiteOrigin {
  themeId: ThemeId;
  /** Scheme, host and port, nothing else: what absolute links of this site start with. */
  origin: string;
}

/**
 * Every brand at `http://<theme>.localhost:<port>` and the default one also at plain
 * `http://localhost:<port>`: browsers resolve `*.localhost` to this machine, so a fresh clone serves
 * every brand without any DNS.
 */
export function developmentOrigins(port: number): SiteOrigin[] {
  const at = (host: string) => new URL(`http://${host}:${port}`).origin;
  return [
    ...themeIds.map((themeId) => ({ themeId, origin: at(`${themeId}.localhost`) })),
    { themeId: defaultThemeId, origin: at('localhost') },
  ];
}

/** `https://a.example` → itself; anything with a path, query, credentials or another scheme throws. */
function parseOrigin(text: string, where: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${where}: "${text}" is not a URL`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !bare) {
    throw new Error(`${where}: "${text}" must be just a scheme and host, like https://portal.example.fi`);
  }
  return url.origin;
}

/**
 * `SITE_ORIGINS`: where each site is served, as `theme=origin` pairs separated by commas
 * (`kiir=https://portal.kiir.ee, aurora=https://oma.aurora.fi`). A theme may be named more than once.
 * A site not named is not served. Unset, every site is served on this machine (`developmentOrigins`).
 */
export function readSiteOrigins(value: string | undefined, port: number): SiteOrigin[] {
  const text = (value ?? '').trim();
  if (!text) return developmentOrigins(port);
  return text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [themeId = '', origin = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
      if (!isThemeId(themeId)) throw new Error(`SITE_ORIGINS: "${themeId}" is not a brand of this build`);
      return { themeId, origin: parseOrigin(origin, 'SITE_ORIGINS') };
    });
}

/** The Host headers that name an origin: `https://a.example` is `a.example` or `a.example:443`. */
export function hostsOf(origin: string): string[] {
  const url = new URL(origin);
  if (url.port) return [url.host];
  return [url.host, `${url.host}:${url.protocol === 'https:' ? 443 : 80}`];
}
