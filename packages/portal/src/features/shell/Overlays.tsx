import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { ConsentManager } from '../consent/index.ts';
import { deferred } from '../../app/deferred.ts';
import { useHydrated } from '../../app/served.tsx';
import { messages } from './messages.ts';

// Not needed to show the page, so it loads after it: the first toast comes from a failed call at the
// earliest.
const ToastRegion = deferred(async () => (await import('./toastRegion.ts')).ToastRegion);

/** On every page of both entries: the toast region and, where the site asks for it, cookie consent. */
export function Overlays() {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <>
      {/* The toast queue is the browser's: never part of the server render. */}
      {hydrated && (
        <Suspense fallback={null}>
          <ToastRegion
            aria-label={intl.formatMessage(messages.notifications)}
            closeLabel={intl.formatMessage(messages.close)}
          />
        </Suspense>
      )}
      {/* Its cookie button is drawn with the page; its dialogs follow the hydration. */}
      <ConsentManager />
    </>
  );
}
