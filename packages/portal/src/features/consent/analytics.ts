import { deleteCookie } from '../../app/cookies.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Google Analytics' own off switch for one measurement id: while true it sends and stores nothing. */
    [disable: `ga-disable-${string}`]: boolean | undefined;
  }
}

const scriptId = 'google-analytics';

/**
 * Starts Google Analytics once the visitor has accepted analytics. The page's CSP allows scripts only
 * from our origin and Google's tag host, so the tag is a script element and its setup runs from here,
 * not from an inline snippet. Offline or blocked, the tag simply never runs.
 */
export function startAnalytics(measurementId: string): void {
  const disable = `ga-disable-${measurementId}` as const;
  const loaded = document.getElementById(scriptId) !== null;
  if (loaded && window[disable] === false) return;
  window[disable] = false;
  const dataLayer = (window.dataLayer ??= []);
  const gtag: (...command: unknown[]) => void = function () {
    // gtag.js tells commands from plain data by their type: it needs the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  if (!loaded) {
    gtag('js', new Date());
    const script = document.createElement('script');
    script.id = scriptId;
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.append(script);
  }
  gtag('config', measurementId);
}

/** Stops Google Analytics (if this page started it) and removes the cookies it keeps. */
export function stopAnalytics(measurementId: string): void {
  window[`ga-disable-${measurementId}`] = true;
  clearAnalyticsCookies();
}

/**
 * The host and each parent domain below the top level: Google Analytics writes its cookies on the
 * widest domain it is allowed to, so they may belong to the parent of the portal's host.
 */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$|:/.test(hostname)) return [hostname];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** Deletes every cookie whose name starts with `_ga`, host-only and on every domain it may sit on. */
export function clearAnalyticsCookies(): void {
  try {
    const names = new Set(
      document.cookie
        .split(';')
        .map((part) => part.trim().split('=')[0] ?? '')
        .filter((name) => name.startsWith('_ga')),
    );
    const domains = cookieDomains(location.hostname);
    for (const name of names) {
      deleteCookie(name);
      for (const domain of domains) deleteCookie(name, domain);
    }
  } catch {
    // Cookies are out of reach of script here, so Google Analytics could not have stored any either.
  }
}
