import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { parseDate } from '@internationalized/date';
import { waitFor, within } from '@testing-library/react';
import type { PlacedUsagePoint, Readings } from '@vool/api-client/browser';
import { installCanvasStubs } from '@vool/ui/testing';
import { drawOnServer, showDrawnPage, takeOverCleanly } from '../../../test/drawnPage.ts';
import { instants, localDate, localIso, quartersOf, signedInAt } from '../../../test/instants.ts';
import { stubWideLightScreen, testSite } from '../../../test/render.tsx';

const zone = 'Europe/Helsinki';
const site = testSite();
const hour = 3_600_000;

/** The client's one point, its readings received up to the hour under way at `at`. */
const pointAt = (at: number): PlacedUsagePoint => ({
  identifier: '643000000000000001',
  identifierType: 'GSRN',
  utility: 'electricity',
  pointKind: 'UsagePoint',
  meterNumber: 'M-1',
  interval: 60,
  dataTypes: ['consumption'],
  priceArea: 'FI',
  dataFrom: '2024-01-01T00:00:00+02:00',
  dataUpTo: localIso(Math.floor(at / hour) * hour, zone),
  locationId: 1,
  address: { street: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki', countryCode: 'FI' },
});

/** An hour's reading for every hour of the days asked, 92 to 100 quarters a day as the clock goes. */
function readings(at: number, query: URLSearchParams): Readings {
  const values = [];
  for (let day = parseDate(query.get('from')!); day.compare(parseDate(query.get('to')!)) <= 0;) {
    for (const quarter of quartersOf(day.toString(), zone).filter((q) => q.slice(14, 16) === '00'))
      values.push({ date: quarter, value: 1 + values.length / 100 });
    day = day.add({ days: 1 });
  }
  return {
    usagePoint: query.get('usagePoint')!,
    dataType: 'consumption',
    unit: 'kWh',
    seriesUnits: {},
    resolution: 60,
    timezone: zone,
    dataUpTo: pointAt(at).dataUpTo,
    values,
  };
}

function apiAt(at: number) {
  const point = pointAt(at);
  const table: Record<string, unknown> = {
    ...signedInAt(at),
    '/api/usage-points/me': { items: [point], total: 1, limit: 1, offset: 0 },
  };
  const asked: string[] = [];
  const fetch = ((input: string) => {
    const url = new URL(input, 'http://portal.invalid');
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/charts/readings')
      return Promise.resolve(Response.json(readings(at, url.searchParams)));
    const body = table[url.pathname];
    return Promise.resolve(Response.json(body ?? [], { status: body === undefined ? 404 : 200 }));
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const realFetch = globalThis.fetch;
stubWideLightScreen();
// What jsdom lacks for ECharts, which draws the chart into its box once the page is hydrated.
installCanvasStubs();
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

// Around the days the charts' period turns on: a month's first midnight (no reading of today yet),
// 29 February, the autumn clock change (a 25-hour day) and a new year's first minute.
const turning = ['the first day of a month', '29 February', 'the second 03:30', 'the new year'];

describe.each(instants.filter(({ name }) => turning.some((part) => name.includes(part))))(
  'the charts page drawn at $name ($at)',
  ({ at: text }) => {
    const at = Date.parse(text);

    it('shows the month of the last reading, with its readings, is taken over drawing the same, then draws the chart', async () => {
      const server = apiAt(at);
      const answer = await drawOnServer({
        url: '/charts',
        site,
        served: { locale: 'fi-FI', scheme: 'light', source: 'system', mobile: false },
        clientId: '100001',
        fetch: server.fetch,
        now: at,
      });
      // The last reading ends at the hour under way: at midnight, that is yesterday's last.
      const last = parseDate(localDate(at - 1, zone));
      const from = last.set({ day: 1 });
      const to = from.add({ months: 1 }).subtract({ days: 1 });
      expect(server.asked.filter((path) => path.startsWith('/api/charts/readings'))).toEqual([
        expect.stringContaining(`from=${from.toString()}&to=${to.toString()}`),
      ]);
      showDrawnPage(answer, site, '/charts');
      const root = document.getElementById('root')!;
      const month = new Intl.DateTimeFormat('fi-FI', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      const title = `Kulutus, ${month.format(Date.UTC(from.year, from.month - 1, 1))}`;
      const drawn = () => {
        expect(within(root).getByRole('heading', { level: 1 })).toBeInTheDocument();
        expect(root.textContent).toContain(title);
        expect(within(root).queryByRole('status', { name: /Ladataan/ })).not.toBeInTheDocument();
      };
      drawn();

      const browser = apiAt(at);
      globalThis.fetch = browser.fetch;
      // The browser's clock is the server's, the time it took to get here later.
      await takeOverCleanly(() => at + 5_000);
      drawn();
      expect(browser.asked.filter((path) => /^\/api\/(charts|usage-points)/.test(path))).toEqual([]);
      // ECharts' code comes after the hydration, and the chart is drawn into its box.
      const [{ preloadCharts }, { getInstanceByDom }] = await Promise.all([
        import('@vool/ui/charts'),
        import('echarts/core'),
      ]);
      await preloadCharts();
      const box = within(root).getByRole('img', { name: title });
      await waitFor(() => {
        expect(getInstanceByDom(box)).toBeDefined();
      });
    }, 30_000);
  },
);
