import { afterEach, describe, expect, it } from '@jest/globals';
import { consentNeedsItsCode } from '../question.ts';
import { consentCookie, type ConsentRecord } from '../cookie.ts';
import { buildConsent } from '../saveConsent.ts';

const store = (record: ConsentRecord) => {
  document.cookie = `${consentCookie}=${encodeURIComponent(JSON.stringify(record))}; path=/`;
};
const withAnalytics = { features: ['cookie-consent'], ga_measurement_id: 'G-TEST123456' };
const withoutAnalytics = { features: ['cookie-consent'], ga_measurement_id: null };

afterEach(() => {
  document.cookie = `${consentCookie}=; path=/; max-age=0`;
});

describe('whether the consent needs its code as the page opens', () => {
  it('does for a question to ask', () => {
    expect(consentNeedsItsCode(withAnalytics)).toBe(true);
    store({ ...buildConsent(['necessary'], ['necessary', 'analytics'], null), revision: 1 });
    expect(consentNeedsItsCode(withAnalytics)).toBe(true);
  });

  it('does for analytics to start', () => {
    store(buildConsent(['analytics'], ['necessary', 'analytics'], null));
    expect(consentNeedsItsCode(withAnalytics)).toBe(true);
  });

  it('does not for a visitor who decided against analytics, or a site without them', () => {
    store(buildConsent(['necessary'], ['necessary', 'analytics'], null));
    expect(consentNeedsItsCode(withAnalytics)).toBe(false);
    store(buildConsent(['necessary'], ['necessary'], null));
    expect(consentNeedsItsCode(withoutAnalytics)).toBe(false);
  });
});
