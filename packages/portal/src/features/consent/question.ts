import type { Site } from '@vool/api-client/browser';
import { availableCategories } from './categories.ts';
import { isConsentCurrent, readConsent } from './cookie.ts';

/**
 * Whether the cookie consent has a question to ask this visitor (see ConsentManager). Without React,
 * so that a document's entry can ask it before the page's code runs (app/startCode.ts).
 */
export function consentHasQuestion(site: Pick<Site, 'features' | 'ga_measurement_id'>): boolean {
  if (!site.features.includes('cookie-consent')) return false;
  const record = readConsent();
  return !record || !isConsentCurrent(record, availableCategories(site.ga_measurement_id));
}

/**
 * Whether the consent's code (its dialogs, and the analytics it starts) is needed as the page opens: a
 * question to ask, or analytics accepted. A visitor who decided against analytics, or a site without
 * them, gets it only when they open the preferences.
 */
export function consentNeedsItsCode(site: Pick<Site, 'features' | 'ga_measurement_id'>): boolean {
  if (consentHasQuestion(site)) return true;
  return Boolean(site.ga_measurement_id) && (readConsent()?.categories.includes('analytics') ?? false);
}
