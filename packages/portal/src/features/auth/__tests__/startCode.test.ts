import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { SiteConfig } from '../../../app/site.tsx';
import { testSite } from '../../../test/render.tsx';
import { consentCookie } from '../../consent/cookie.ts';
import { buildConsent, writeConsent } from '../../consent/saveConsent.ts';
import { neededAtOnce, startCode } from '../../../app/startCode.ts';
import { consentHasQuestion } from '../../consent/question.ts';
import { authPageActsAtOnce } from '../actsAtOnce.ts';

const authChecks = [authPageActsAtOnce, consentHasQuestion];

/** A narrow or wide screen, as matchMedia reports it. */
function screenOf(narrow: boolean) {
  window.matchMedia = (query) =>
    ({
      matches: query.includes('width') && narrow,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

/** The document as apps/api sends a drawn /auth page: the site, the page and its code. */
function drawnPage({
  path = '/auth/signin',
  site = testSite(),
  mobile = false,
  drawn = true,
  code = ['/assets/authStart.js', '/assets/SignInPage.js'],
}: { path?: string; site?: SiteConfig; mobile?: boolean; drawn?: boolean; code?: string[] } = {}) {
  window.history.replaceState(null, '', path);
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`;
  document.head.innerHTML =
    json('site-config', site) +
    (drawn ? json('served-page', { served: { locale: 'fi-FI', mobile }, data: {}, code }) : '');
}

/** A returning visitor's recorded choice (necessary cookies only). */
const consented = () => {
  writeConsent(buildConsent(['necessary'], ['necessary', 'analytics'], null));
};

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    link.getAttribute('href'),
  );

/** The document's load, which jsdom has had by the time a test runs, still to come. */
function loading() {
  const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  return {
    load() {
      state.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
    },
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  screenOf(false);
  consented();
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.head.innerHTML = '';
  document.cookie = `${consentCookie}=; path=/; max-age=0`;
});

const authPageNeedsItAtOnce = () => neededAtOnce(authChecks);

describe('when an /auth page starts its code', () => {
  it('waits for the load on sign-in, confirm-request and error, for a returning visitor', () => {
    for (const path of ['/auth/signin', '/auth/confirm-request', '/auth/error?error=Verification']) {
      drawnPage({ path });
      expect(authPageNeedsItAtOnce()).toBe(false);
    }
  });

  it('needs it at once for a page the server did not draw, or one that acts as it opens', () => {
    drawnPage({ drawn: false });
    expect(authPageNeedsItAtOnce()).toBe(true);
    for (const path of ['/auth/signout', '/auth/safe-link-out']) {
      drawnPage({ path });
      expect(authPageNeedsItAtOnce()).toBe(true);
    }
  });

  it('needs it at once to remember a return address, or to correct the phone’s or desktop’s texts', () => {
    drawnPage({ path: '/auth/signin?returnUrl=https%3A%2F%2Faurora.example%2F' });
    expect(authPageNeedsItAtOnce()).toBe(true);
    drawnPage({ mobile: true });
    expect(authPageNeedsItAtOnce()).toBe(true);
    screenOf(true);
    expect(authPageNeedsItAtOnce()).toBe(false);
  });

  it('needs it at once in the installed app, whose safe-area insets the code sets', () => {
    drawnPage();
    document.cookie = 'standalone=true; path=/';
    expect(authPageNeedsItAtOnce()).toBe(true);
    document.cookie = 'standalone=; path=/; max-age=0';
  });

  it('needs it at once when cookie consent has a question to ask', () => {
    document.cookie = `${consentCookie}=; path=/; max-age=0`;
    drawnPage();
    expect(authPageNeedsItAtOnce()).toBe(true);
    // No consent feature: no question.
    drawnPage({ site: testSite({ features: ['sign-in-telia'] }) });
    expect(authPageNeedsItAtOnce()).toBe(false);
  });

  it('starts at once when it needs it, fetching all of the code together', () => {
    drawnPage({ path: '/auth/signout' });
    loading();
    const start = jest.fn();
    startCode(start, authChecks);
    expect(start).toHaveBeenCalledTimes(1);
    expect(links('modulepreload')).toEqual(['/assets/authStart.js', '/assets/SignInPage.js']);
  });

  it('otherwise fetches the code after the first paint, and starts it once the page has loaded and the browser is idle, without a move', () => {
    drawnPage();
    const page = loading();
    const start = jest.fn();
    startCode(start, authChecks);
    expect(links('modulepreload')).toEqual([]);
    jest.runAllTimers();
    expect(links('modulepreload')).toEqual(['/assets/authStart.js', '/assets/SignInPage.js']);
    expect(start).not.toHaveBeenCalled();
    page.load();
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('adds the code’s links a few per task, so no press waits behind all of them', async () => {
    const code = Array.from({ length: 10 }, (_, index) => `/assets/part${String(index)}.js`);
    drawnPage({ path: '/auth/signout', code });
    loading();
    startCode(jest.fn(), authChecks);
    expect(links('modulepreload')).toEqual(code.slice(0, 4));
    await jest.advanceTimersByTimeAsync(0);
    expect(links('modulepreload')).toEqual(code.slice(0, 8));
    await jest.runAllTimersAsync();
    expect(links('modulepreload')).toEqual(code);
  });

  it('starts when the browser is idle if the page had loaded before its script ran', () => {
    drawnPage();
    const start = jest.fn();
    startCode(start, authChecks);
    expect(start).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
