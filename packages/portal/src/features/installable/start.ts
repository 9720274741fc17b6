// What decides, at start, whether the installed app's code loads at all: small, since every page's
// start carries it.

/** The rest of the feature: one chunk, from one import(), for the worker, the offline start and the notices. */
export const installableCode = () => import('./run.ts');
import type { SiteFeature } from '@vool/api-client/browser';
import { readCookie } from '../../app/cookies.ts';
import { launchedAsApp, standaloneCookie } from '../../app/installedApp.ts';

/** Whether the site config the server put in the document has a feature switch on. */
export function siteHas(feature: SiteFeature): boolean {
  const config = document.getElementById('site-config')?.textContent;
  return config ? (JSON.parse(config) as { features: string[] }).features.includes(feature) : false;
}

/** Launched from the home screen, or a page opened inside the app since (the `standalone` cookie). */
export const isInstalledApp = () => launchedAsApp() || readCookie(standaloneCookie) === 'true';

/** Resolves once the page has loaded: the worker and the push code must not compete with it. */
export const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else
      window.addEventListener(
        'load',
        () => {
          resolve();
        },
        { once: true },
      );
  });
