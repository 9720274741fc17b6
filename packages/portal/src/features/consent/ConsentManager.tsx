import { Suspense, useState } from 'react';
import { deferred } from '../../app/deferred.ts';
import { useHydrated } from '../../app/served.tsx';
import { useFeature, useSite } from '../../app/site.tsx';
import { CookieButton } from './CookieButton.tsx';
import { consentNeedsItsCode } from './question.ts';

// The dialogs read the consent cookie, which only the browser has: they come after the hydration, in
// a chunk of their own with React Aria's dialogs, and only when there is something for them to do.
const ConsentDialogs = deferred(async () => (await import('./ConsentDialogs.tsx')).ConsentDialogs);

/**
 * Cookie consent (spec §4, §9), on sites with the cookie-consent feature. Without the feature there is
 * no way to consent, so Google Analytics never loads.
 */
export function ConsentManager() {
  return useFeature('cookie-consent') ? <Consent /> : null;
}

/**
 * The floating cookie button is part of every page, the server render included, so a returning
 * visitor has it from the first paint; the question and the preferences follow the hydration.
 */
function Consent() {
  const site = useSite();
  const hydrated = useHydrated();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // Once there, they stay: a choice saved in them starts or ends the analytics.
  const [dialogs, setDialogs] = useState(false);
  if (hydrated && !dialogs && (preferencesOpen || consentNeedsItsCode(site))) setDialogs(true);
  return (
    <>
      <CookieButton
        onPress={() => {
          setPreferencesOpen(true);
        }}
      />
      {dialogs && (
        <Suspense fallback={null}>
          <ConsentDialogs preferencesOpen={preferencesOpen} onPreferencesOpenChange={setPreferencesOpen} />
        </Suspense>
      )}
    </>
  );
}
