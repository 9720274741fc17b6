import { useState } from 'react';
import { ConsentDialog } from './ConsentDialog.tsx';
import { PreferencesDialog } from './PreferencesDialog.tsx';
import { useConsent } from './useConsent.ts';

export interface ConsentDialogsProps {
  /** Whether the preferences are open: the cookie button (ConsentManager.tsx) opens them too. */
  preferencesOpen: boolean;
  onPreferencesOpenChange: (open: boolean) => void;
}

/**
 * Asks on the first visit and whenever the consent revision changes; the preferences open from that
 * question or from the cookie button at any time.
 *
 * Closing a dialog with Escape records nothing. For the first-visit dialog that means no analytics on
 * this page and the question again on the next page load (a navigation inside the portal does not
 * reload it). Leaving the preferences without saving returns to the first-visit dialog while no choice
 * is recorded, since they were opened from it.
 */
export function ConsentDialogs({ preferencesOpen, onPreferencesOpenChange }: ConsentDialogsProps) {
  const { offered, accepted, decided, save } = useConsent();
  const [dismissed, setDismissed] = useState(false);
  const choose = (choice: typeof accepted) => {
    save(choice);
    onPreferencesOpenChange(false);
  };
  return (
    <>
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
            onPreferencesOpenChange(true);
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
            onPreferencesOpenChange(false);
          }}
        />
      )}
    </>
  );
}
