import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fetchCode, forgetRouteFiles, turnMs } from '../routeFiles.ts';

const map = {
  'src/features/charts/ChartsPage.tsx': {
    scripts: ['/assets/ChartsPage-a.js', '/assets/Chart-b.js'],
    stylesheets: ['/assets/ChartsPage-c.css'],
  },
  'src/features/invoices/InvoicesPage.tsx': {
    scripts: ['/assets/InvoicesPage-d.js', '/assets/Chart-b.js'],
    stylesheets: [],
  },
};

const fetchMock = jest.fn<typeof fetch>();
const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
/** The files asked for so far arrive. */
const arrive = () => {
  for (const link of document.head.querySelectorAll('link')) link.dispatchEvent(new Event('load'));
};

beforeEach(() => {
  forgetRouteFiles();
  document.head.innerHTML = '';
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe("a page's code ahead of it", () => {
  it("fetches the files of the build's map without running them, one page at a time, each file once", async () => {
    fetchMock.mockResolvedValue(Response.json(map));
    const load = jest.fn(() => Promise.resolve());
    const charts = fetchCode('src/features/charts/ChartsPage.tsx', load);
    const invoices = fetchCode('src/features/invoices/InvoicesPage.tsx', load);
    await settle();
    // The invoices' files wait until the charts' have arrived.
    expect(links()).toHaveLength(3);
    arrive();
    await charts;
    await settle();
    arrive();
    await invoices;

    expect(load).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/route-files.json']);
    expect(links()).toEqual([
      'modulepreload /assets/ChartsPage-a.js',
      'modulepreload /assets/Chart-b.js',
      'prefetch /assets/ChartsPage-c.css',
      'modulepreload /assets/InvoicesPage-d.js',
    ]);
    const style = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]')!;
    expect(style.as).toBe('style');
  });

  it('moves on to the next page when a file never reports, after a page’s turn at most', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockResolvedValue(Response.json(map));
      const load = jest.fn(() => Promise.resolve());
      void fetchCode('src/features/charts/ChartsPage.tsx', load);
      const invoices = fetchCode('src/features/invoices/InvoicesPage.tsx', load);
      await settle();
      expect(links()).toHaveLength(3);
      // Nothing arrives (no load, no error): the invoices' files still come after the turn.
      await jest.advanceTimersByTimeAsync(turnMs - 1);
      expect(links()).toHaveLength(3);
      await jest.advanceTimersByTimeAsync(1);
      await settle();
      expect(links()).toContain('modulepreload /assets/InvoicesPage-d.js');
      arrive();
      await invoices;
    } finally {
      jest.useRealTimers();
    }
  });

  it('adds a page’s links a few per task, so no press waits behind all of them', async () => {
    jest.useFakeTimers();
    try {
      const scripts = Array.from({ length: 10 }, (_, index) => `/assets/part-${String(index)}.js`);
      fetchMock.mockResolvedValue(
        Response.json({ 'src/features/charts/ChartsPage.tsx': { scripts, stylesheets: ['/assets/c.css'] } }),
      );
      const charts = fetchCode(
        'src/features/charts/ChartsPage.tsx',
        jest.fn(() => Promise.resolve()),
      );
      await settle();
      expect(links()).toHaveLength(4);
      jest.runOnlyPendingTimers();
      await settle();
      expect(links()).toHaveLength(8);
      jest.runOnlyPendingTimers();
      await settle();
      expect(links()).toEqual([...scripts.map((href) => `modulepreload ${href}`), 'prefetch /assets/c.css']);
      arrive();
      await charts;
    } finally {
      jest.useRealTimers();
    }
  });

  it('imports the code where the map does not know the module, or there is no map', async () => {
    fetchMock.mockResolvedValue(Response.json(map));
    const load = jest.fn(() => Promise.resolve());
    await fetchCode('src/features/settings/SettingsPage.tsx', load);
    await fetchCode(undefined, load);
    expect(load).toHaveBeenCalledTimes(2);

    forgetRouteFiles();
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    await fetchCode('src/features/charts/ChartsPage.tsx', load);
    forgetRouteFiles();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await fetchCode('src/features/charts/ChartsPage.tsx', load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(links()).toEqual([]);
  });

  it('is not fetched ahead with data saver on or on 2G, nor imported', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(map)));
    const load = jest.fn(() => Promise.resolve());
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      forgetRouteFiles();
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      await fetchCode('src/features/charts/ChartsPage.tsx', load);
    }
    delete (navigator as { connection?: unknown }).connection;
    expect(load).not.toHaveBeenCalled();
    expect(links()).toEqual([]);
  });
});
