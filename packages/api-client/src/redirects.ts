/**
 * Where a return address (`callbackUrl`, a Referer) may lead: a path on this site, or nothing.
 *
 * The address is parsed and normalised against the site's origin first and checked afterwards, so
 * what is checked is what a browser will follow: `/.//evil.example`, `/x/..//evil.example` and
 * `/./\evil.example` all normalise to `//evil.example`, which a browser reads as another host. A check
 * on the raw string misses every such shape.
 */
export function sameSitePath(value: string | null | undefined, origin: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return undefined;
  // A path that starts with two slashes names a host when written back as a relative address.
  if (url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
