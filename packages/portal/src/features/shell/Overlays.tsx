import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { deferred } from '../../app/deferred.ts';
import { useHydrated } from '../../app/served.tsx';
import { useFeature } from '../../app/site.tsx';
import { messages } from './messages.ts';

// Neither is needed to show the page, so they load after it: the first toast comes from a failed call
// at the earliest, and the consent dialog waits for the page it is about.
const ToastRegion = deferred(async () => (await import('@vool/ui/Toast')).ToastRegion);
const ConsentManager = deferred(async () => (await import('../consent/index.ts')).ConsentManager);

/** On every page of both entries: the toast region and, where the site asks for it, cookie consent. */
export function Overlays() {
  const intl = useIntl();
  const consent = useFeature('cookie-consent');
  const hydrated = useHydrated();
  // Both read the browser (cookies, the toast queue): never part of the server's drawing.
  if (!hydrated) return null;
  return (
    <>
      <Suspense fallback={null}>
        <ToastRegion
          aria-label={intl.formatMessage(messages.notifications)}
          closeLabel={intl.formatMessage(messages.close)}
        />
      </Suspense>
      {consent && (
        <Suspense fallback={null}>
          <ConsentManager />
        </Suspense>
      )}
    </>
  );
}
