import { useState } from 'react';
import { useFeature } from '../../app/site.tsx';
import { ConsentDialog } from './ConsentDialog.tsx';
import { CookieButton } from './CookieButton.tsx';
import { PreferencesDialog } from './PreferencesDialog.tsx';
import { useConsent } from './useConsent.ts';

/**
 * Cookie consent (spec §4, §9), on sites with the cookie-consent feature. Without the feature there is
 * no way to consent, so Google Analytics never loads.
 */
export function ConsentManager() {
  return useFeature('cookie-consent') ? <Consent /> : null;
}

/**
 * Asks on the first visit and whenever the consent revision changes; the cookie button reopens the
 * preferences at any time.
 *
 * Closing a dialog with Escape records nothing. For the first-visit dialog that means no analytics on
 * this page and the question again on the next page load (a navigation inside the portal does not
 * reload it). Leaving the preferences without saving returns to the first-visit dialog while no choice
 * is recorded, since they were opened from it.
 */
function Consent() {
  const { offered, accepted, decided, save } = useConsent();
  const [dismissed, setDismissed] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const choose = (choice: typeof accepted) => {
    save(choice);
    setPreferencesOpen(false);
  };
  return (
    <>
      <CookieButton
        onPress={() => {
          setPreferencesOpen(true);
        }}
      />
      {!decided && !dismissed && !preferencesOpen && (
        <ConsentDialog
          offersAnalytics={offered.includes('analytics')}
          onAcceptAll={() => {
            choose(offered);
          }}
          onRejectAll={() => {
            choose(['necessary']);
          }}
          onPreferences={() => {
            setPreferencesOpen(true);
          }}
          onDismiss={() => {
            setDismissed(true);
          }}
        />
      )}
      {preferencesOpen && (
        <PreferencesDialog
          offered={offered}
          accepted={accepted}
          onSave={choose}
          onClose={() => {
            setPreferencesOpen(false);
          }}
        />
      )}
    </>
  );
}
