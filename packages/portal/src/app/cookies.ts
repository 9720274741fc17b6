/** Reads one cookie that script may see (the server keeps the session and scheme cookies httpOnly). */
export function readCookie(name: string, cookies = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds; without it the cookie ends with the browser session. */
  maxAge?: number;
}

/** Path /, SameSite=Lax and Secure on HTTPS: the rules every cookie of ours follows (spec §9). */
export function writeCookie(name: string, value: string, { maxAge }: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAge !== undefined) parts.push(`max-age=${maxAge}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, domain?: string): void {
  document.cookie = `${name}=; path=/; max-age=0${domain ? `; domain=${domain}` : ''}`;
}

/** A year in seconds: preferences outlive the session. */
export const preferenceMaxAge = 365 * 24 * 60 * 60;
