import { deleteCookie, readCookie, writeCookie } from '../../app/cookies.ts';

/** Set when the user came from the utility's own website; sign-out then leads back there. */
export const returnUrlCookie = 'return-url';

/**
 * Only the utility's own website (its host or a subdomain of it, over https) may be a return
 * address: anything else would make sign-out an open redirect.
 */
export function allowedReturnUrl(value: string | undefined, website: string): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const home = new URL(website).hostname.replace(/^www\./, '');
    const host = url.hostname;
    const onSite = host === home || host.endsWith(`.${home}`);
    return url.protocol === 'https:' && onSite && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** Remembers a return address given as `?returnUrl=` on arrival, when the website allows it. */
export function rememberReturnUrl(value: string | null, website: string): void {
  const url = allowedReturnUrl(value ?? undefined, website);
  if (url) writeCookie(returnUrlCookie, url.href);
}

export const readReturnUrl = (website: string) => allowedReturnUrl(readCookie(returnUrlCookie), website);

/** The address is used once: signing in again starts without it. */
export const forgetReturnUrl = () => {
  deleteCookie(returnUrlCookie);
};

export const hasReturnUrl = () => readCookie(returnUrlCookie) !== undefined;
