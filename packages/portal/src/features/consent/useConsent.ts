import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSite } from '../../app/site.tsx';
import { startAnalytics, stopAnalytics } from './analytics.ts';
import { availableCategories, type ConsentCategory } from './categories.ts';
import { isConsentCurrent, readConsent } from './cookie.ts';
import { buildConsent, writeConsent } from './saveConsent.ts';

export interface Consent {
  /** The categories this site offers. */
  offered: ConsentCategory[];
  /** What the visitor has accepted: necessary only until they decide. */
  accepted: ConsentCategory[];
  /** Whether a decision for the current revision is recorded; without one the visitor is asked. */
  decided: boolean;
  /** Records a choice (necessary is added whatever the choice). */
  save: (accepted: readonly ConsentCategory[]) => void;
}

/** The visitor's cookie consent, and Google Analytics running exactly while analytics is accepted. */
export function useConsent(): Consent {
  const { ga_measurement_id: measurementId } = useSite();
  const offered = useMemo(() => availableCategories(measurementId), [measurementId]);
  const [stored, setStored] = useState(readConsent);
  const current = stored && isConsentCurrent(stored, offered) ? stored : null;
  const accepted = useMemo(
    () => offered.filter((category) => category === 'necessary' || current?.categories.includes(category)),
    [offered, current],
  );
  const decided = current !== null;
  const analytics = accepted.includes('analytics');

  useEffect(() => {
    if (!measurementId || !decided) return;
    if (analytics) startAnalytics(measurementId);
    else stopAnalytics(measurementId);
  }, [measurementId, decided, analytics]);

  const save = useCallback(
    (choice: readonly ConsentCategory[]) => {
      const record = buildConsent(choice, offered, current);
      writeConsent(record);
      setStored(record);
    },
    [offered, current],
  );

  return { offered, accepted, decided, save };
}
