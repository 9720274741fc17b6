import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { SiteConfig } from '../../../app/site.tsx';
import { testSite } from '../../../test/render.tsx';
import { consentCookie } from '../../consent/cookie.ts';
import { buildConsent, writeConsent } from '../../consent/saveConsent.ts';
import { authNeedsCodeAtOnce as neededAtOnce, whenAuthPageNeeded as whenNeeded } from '../takeOver.ts';

/** A narrow or wide screen whose width can change, as matchMedia reports it. */
function screenOf(narrow: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return narrow;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const other = { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined };
  window.matchMedia = (query) => (query.includes('width') ? list : other) as unknown as MediaQueryList;
  return {
    resize(toNarrow: boolean) {
      narrow = toNarrow;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The document as apps/api sends a drawn /auth page: the site, the page and its code. */
function drawnPage({
  path = '/auth/signin',
  site = testSite(),
  mobile = false,
  drawn = true,
}: { path?: string; site?: SiteConfig; mobile?: boolean; drawn?: boolean } = {}) {
  window.history.replaceState(null, '', path);
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`;
  const code = ['/assets/authStart.js', '/assets/SignInPage.js'];
  document.head.innerHTML =
    json('site-config', site) +
    (drawn ? json('served-page', { served: { locale: 'fi-FI', mobile }, data: {}, code }) : '');
}

/** A returning visitor's recorded choice (necessary cookies only). */
const consented = () => {
  writeConsent(buildConsent(['necessary'], ['necessary', 'analytics'], null));
};

/** auth.html's hook for the visitor's first move; `move()` makes it. */
function firstMove({ made = false } = {}) {
  const waiting: Array<() => void> = [];
  window.__voolOnIntent = (callback) => {
    if (made) callback();
    else waiting.push(callback);
  };
  return {
    move() {
      waiting.splice(0).forEach((callback) => {
        callback();
      });
    },
  };
}

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  jest.useFakeTimers();
  screenOf(false);
  consented();
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  document.head.innerHTML = '';
  document.cookie = `${consentCookie}=; path=/; max-age=0`;
  delete window.__voolOnIntent;
});

describe('when an /auth page takes its code on', () => {
  it('waits for a returning visitor’s first move on sign-in, confirm-request and error', () => {
    for (const path of ['/auth/signin', '/auth/confirm-request', '/auth/error?error=Verification']) {
      drawnPage({ path });
      expect(neededAtOnce()).toBe(false);
    }
  });

  it('needs it at once for a page the server did not draw, or one that acts as it opens', () => {
    drawnPage({ drawn: false });
    expect(neededAtOnce()).toBe(true);
    for (const path of ['/auth/signout', '/auth/safe-link-out']) {
      drawnPage({ path });
      expect(neededAtOnce()).toBe(true);
    }
  });

  it('needs it at once to remember a return address, or to correct the phone’s or desktop’s texts', () => {
    drawnPage({ path: '/auth/signin?returnUrl=https%3A%2F%2Faurora.example%2F' });
    expect(neededAtOnce()).toBe(true);
    drawnPage({ mobile: true });
    expect(neededAtOnce()).toBe(true);
    screenOf(true);
    expect(neededAtOnce()).toBe(false);
  });

  it('needs it at once in the installed app, whose safe-area insets the code sets', () => {
    drawnPage();
    document.cookie = 'standalone=true; path=/';
    expect(neededAtOnce()).toBe(true);
    document.cookie = 'standalone=; path=/; max-age=0';
  });

  it('needs it at once when cookie consent has a question to ask', () => {
    document.cookie = `${consentCookie}=; path=/; max-age=0`;
    drawnPage();
    expect(neededAtOnce()).toBe(true);
    // No consent feature: no question.
    drawnPage({ site: testSite({ features: ['sign-in-telia'] }) });
    expect(neededAtOnce()).toBe(false);
  });

  it('starts at once, fetching all of the code together', () => {
    drawnPage({ path: '/auth/signout' });
    firstMove();
    const start = jest.fn();
    whenNeeded(start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(links('modulepreload')).toEqual(['/assets/authStart.js', '/assets/SignInPage.js']);
  });

  it('otherwise starts once, at the first move or a resize across the phone’s width', () => {
    drawnPage();
    const visitor = firstMove();
    const start = jest.fn();
    whenNeeded(start);
    expect(start).not.toHaveBeenCalled();
    visitor.move();
    expect(start).toHaveBeenCalledTimes(1);

    const screen = screenOf(false);
    const resized = jest.fn();
    firstMove();
    whenNeeded(resized);
    screen.resize(true);
    screen.resize(false);
    expect(resized).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the visitor moved before the page’s script ran', () => {
    drawnPage();
    firstMove({ made: true });
    const start = jest.fn();
    whenNeeded(start);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(250);
    expect(links('prefetch')).toEqual([]);
  });

  it('fetches the code, without running it, once the page has loaded and the browser is idle', () => {
    drawnPage();
    firstMove();
    const start = jest.fn();
    whenNeeded(start);
    expect(links('prefetch')).toEqual([]);
    jest.advanceTimersByTime(250);
    expect(links('prefetch')).toEqual(['/assets/authStart.js', '/assets/SignInPage.js']);
    expect(start).not.toHaveBeenCalled();
  });
});
