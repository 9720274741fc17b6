import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fetchCode, forgetRouteFiles } from '../routeFiles.ts';

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
  it("fetches the files of the build's map without running them, each once, the map asked for once", async () => {
    fetchMock.mockResolvedValue(Response.json(map));
    const load = jest.fn(() => Promise.resolve());
    await fetchCode('src/features/charts/ChartsPage.tsx', load);
    await fetchCode('src/features/invoices/InvoicesPage.tsx', load);

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
});
