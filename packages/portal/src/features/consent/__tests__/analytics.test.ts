/**
 * @jest-environment-options {"url": "https://portal.aurora.example/dashboard"}
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { clearAnalyticsCookies, cookieDomains, startAnalytics, stopAnalytics } from '../analytics.ts';

const id = 'G-TEST123456';
const gaScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/'),
  );
const cookieNames = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .filter(Boolean);
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  for (const script of gaScripts()) script.remove();
  delete window.dataLayer;
  window[`ga-disable-${id}`] = undefined;
  for (const name of cookieNames()) {
    for (const domain of ['', '; domain=aurora.example', '; domain=portal.aurora.example']) {
      document.cookie = `${name}=; path=/; max-age=0${domain}`;
    }
  }
});

describe('Google Analytics', () => {
  it('loads gtag.js from a script element and configures the measurement id from the bundle', () => {
    startAnalytics(id);
    expect(gaScripts().map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123456',
    ]);
    expect(gaScripts()[0]?.async).toBe(true);
    expect(commands()).toEqual([
      ['js', expect.any(Date)],
      ['config', id],
    ]);
    // gtag.js only treats arguments objects as commands.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
    expect(window[`ga-disable-${id}`]).toBe(false);
  });

  it('loads once, and configures again only when started after being stopped', () => {
    startAnalytics(id);
    startAnalytics(id);
    expect(gaScripts()).toHaveLength(1);
    expect(commands()).toHaveLength(2);
    stopAnalytics(id);
    expect(window[`ga-disable-${id}`]).toBe(true);
    startAnalytics(id);
    expect(gaScripts()).toHaveLength(1);
    expect(commands().at(-1)).toEqual(['config', id]);
    expect(window[`ga-disable-${id}`]).toBe(false);
  });

  it('clears every _ga cookie on the host and its parent domain, and nothing else', () => {
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_TEST123456=GS1.1.789; path=/; domain=aurora.example';
    document.cookie = '_gat=1; path=/; domain=portal.aurora.example';
    document.cookie = 'locale=fi-FI; path=/';
    expect(cookieNames()).toEqual(expect.arrayContaining(['_ga', '_ga_TEST123456', '_gat', 'locale']));
    stopAnalytics(id);
    expect(cookieNames()).toEqual(['locale']);
  });

  it('leaves cookies alone when there are none of its own', () => {
    document.cookie = 'standalone=ios; path=/';
    clearAnalyticsCookies();
    expect(cookieNames()).toEqual(['standalone']);
  });
});

describe('the domains a cookie may sit on', () => {
  it('are the host and each parent below the top level', () => {
    expect(cookieDomains('portal.aurora.example')).toEqual(['portal.aurora.example', 'aurora.example']);
    expect(cookieDomains('kiir.localhost')).toEqual(['kiir.localhost']);
  });

  it('are only the host for a single name or an address', () => {
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(cookieDomains('[::1]')).toEqual(['[::1]']);
  });
});
