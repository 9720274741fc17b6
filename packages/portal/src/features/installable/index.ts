// What the frame shows of the installed app: its notices (offline, a new version), with the rest of
// the feature's code (run.ts), which loads only on a site with `installable-app`, after the page.
import { Suspense, createElement } from 'react';
import { deferred } from '../../app/deferred.ts';
import { useFeature } from '../../app/site.tsx';
import { useHydrated } from '../../app/served.tsx';
import { requireArea } from '../../i18n/texts.ts';
import { installableCode } from './start.ts';

// Its texts (an area of their own) load with it, once the page's language is set.
const Notices = deferred(async () => {
  const [{ Notices: loaded }] = await Promise.all([installableCode(), requireArea('installable')]);
  return loaded;
});

export function AppNotices() {
  const on = useFeature('installable-app');
  const hydrated = useHydrated();
  return on && hydrated ? createElement(Suspense, { fallback: null }, createElement(Notices)) : null;
}

// For the push code, which loads only in the installed app, after the page.
export { isInstalledApp, pageLoaded, siteHas } from './start.ts';
