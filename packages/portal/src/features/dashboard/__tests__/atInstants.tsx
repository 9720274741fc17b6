import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { parseDate } from '@internationalized/date';
import { within } from '@testing-library/react';
import type { Reading, SpotStatistics } from '@vool/api-client/browser';
import { setClock } from '../../../app/clock.ts';
import { mergeEarlier } from '../../charts/merge.ts';
import { periodRange, shiftYears, todayIn } from '../../charts/period.ts';
import { drawOnServer, showDrawnPage, takeOverCleanly } from '../../../test/drawnPage.ts';
import { instants, localDate, localIso, quartersOf, signedInAt } from '../../../test/instants.ts';
import { stubWideLightScreen, testSite } from '../../../test/render.tsx';
import { spotPricesValidFor } from '../saga.ts';
import { cheapestHourAhead, currentPrice } from '../spot.ts';

const zone = 'Europe/Helsinki';
const site = testSite({ features: [...testSite().features, 'spot-price'] });
/** Every quarter its own price, so the one shown tells which quarter the page took for "now". */
const priceOf = (index: number) => 1 + index / 100;
const cents = (price: number) =>
  `${new Intl.NumberFormat('fi-FI', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price)} c/kWh`;

const spotDay = (date: string) => {
  const prices = quartersOf(date, zone).map((at, index) => ({ date: at, price: priceOf(index) }));
  return { date, prices, average: 50, min: 0, max: 99 };
};

/** What the API answers at `at`: tomorrow's spot prices from 14:00 local time. */
function spotAt(at: number): SpotStatistics {
  const today = localDate(at, zone);
  const tomorrow = parseDate(today).add({ days: 1 }).toString();
  const published = localIso(at, zone).slice(11, 16) >= '14:00';
  const publishing = quartersOf(today, zone).find((quarter) => quarter.slice(11, 16) === '14:00')!;
  return {
    area: 'FI',
    unit: 'c/kWh',
    resolution: 15,
    today: spotDay(today),
    tomorrow: published ? spotDay(tomorrow) : null,
    tomorrowExpectedAt: published ? null : publishing,
  };
}

function apiAt(at: number) {
  const today = localDate(at, zone);
  const table: Record<string, unknown> = {
    ...signedInAt(at),
    '/api/dashboard/locations': {
      items: [
        {
          id: 1,
          address: { street: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki' },
          usagePoints: [
            {
              identifier: '643000000000000001',
              utility: 'electricity',
              producer: false,
              monthToDate: 812,
              dataUpTo: localIso(Math.floor(at / 3_600_000) * 3_600_000 - 3_600_000, zone),
            },
          ],
        },
      ],
      total: 1,
      limit: 5,
      offset: 0,
      usagePoints: 1,
      utilities: ['electricity'],
      producer: false,
    },
    '/api/dashboard/statistics/consumption': {
      month: today.slice(0, 7),
      through: today,
      unit: 'kWh',
      items: [
        {
          utility: 'electricity',
          current: 1234.4,
          previous: 1300,
          previousFullMonth: 2345,
          changePercent: -5,
        },
      ],
    },
    '/api/dashboard/yearly-consumption': { year: Number(today.slice(0, 4)), unit: 'kWh', series: [] },
    '/api/dashboard/invoices': {
      currency: 'EUR',
      unpaidCount: 0,
      unpaidTotal: 0,
      overdueCount: 0,
      nextDue: null,
      latest: null,
    },
    '/api/dashboard/statistics/expenses': { currency: 'EUR', months: [] },
    '/api/dashboard/statistics/spot': spotAt(at),
  };
  const asked: string[] = [];
  const fetch = ((input: string) => {
    const { pathname } = new URL(input, 'http://portal.invalid');
    asked.push(pathname);
    return Promise.resolve(Response.json(table[pathname] ?? [], { status: pathname in table ? 200 : 404 }));
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

/** The definition beside a term of the page's description lists. */
const described = (root: HTMLElement, term: string) =>
  within(root).queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;

const realFetch = globalThis.fetch;

/**
 * The dashboard, the spot prices and the charts' calendar at each of the fixed instants: what a page
 * shows depends on "now", and the server's render and the browser's hydration must agree on it. Run
 * by atInstants-*.test.tsx, each with the process in a time zone of its own.
 */
export function testAtInstants(): void {
  stubWideLightScreen();
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  describe.each(instants)('at $name ($at)', ({ at: text }) => {
    const at = Date.parse(text);
    const current = currentPrice(spotAt(at).today, at)!;
    const price = cents(current.price);

    it('draws the dashboard at the API’s instant and is taken over drawing the same', async () => {
      const server = apiAt(at);
      const answer = await drawOnServer({
        url: '/dashboard',
        site,
        served: { locale: 'fi-FI', scheme: 'light', source: 'system', mobile: false },
        clientId: '100001',
        fetch: server.fetch,
        now: at,
      });
      expect(answer.page.served.now).toBe(at);
      showDrawnPage(answer, site);
      const root = document.getElementById('root')!;
      const tomorrow = spotAt(at).tomorrow !== null;
      const drawn = () => {
        expect(described(root, 'Nyt')).toBe(price);
        expect(within(root).queryByText('Keskihinta huomenna') !== null).toBe(tomorrow);
        expect(root.textContent).toContain(tomorrow ? '' : 'julkaistaan noin klo 14:00');
        // The month's figure in the page's language, on both sides.
        expect(root.textContent).toContain(`${new Intl.NumberFormat('fi-FI').format(1234)} kWh`);
      };
      drawn();

      const browser = apiAt(at);
      globalThis.fetch = browser.fetch;
      // The browser's clock is the server's, the time it took to get here later.
      await takeOverCleanly(() => at + 5_000);
      drawn();
      expect(browser.asked.filter((path) => path.startsWith('/api/dashboard'))).toEqual([]);
      // A render and a hydration of the whole page, on a machine other work shares.
    }, 30_000);

    it('finds the spot price under way, the cheapest hour left and when to ask again', () => {
      const spot = spotAt(at);
      expect(localIso(at, zone) >= current.date).toBe(true);
      expect(at - Date.parse(current.date)).toBeLessThan(15 * 60_000);
      // The hours left, each of its own four quarters: 03:00 twice on the autumn change day.
      const cheap = (quarter: string) => quarter.slice(11, 13) === '03' && quarter.endsWith('+02:00');
      const prices = spot.today.prices.map((p) => ({ ...p, price: cheap(p.date) ? 0 : 10 }));
      const twice = prices.filter((p) => p.date.slice(11, 13) === '03').length === 8;
      const best = cheapestHourAhead({ ...spot.today, prices }, at);
      if (twice && Date.parse(spot.today.date + 'T04:00:00+02:00') > at) {
        expect(best).toEqual({ from: '03:00', to: '04:00', price: 0 });
      } else if (best) {
        expect(best.price).toBe(prices.some((p) => p.price === 0 && Date.parse(p.date) >= at) ? 0 : 10);
      }
      // The card asks again when tomorrow's come (14:00) or, with them in, at midnight.
      const wait = spotPricesValidFor(spot, at);
      const next = spot.tomorrow ? spot.tomorrow.prices[0]!.date : spot.tomorrowExpectedAt!;
      expect(wait).toBe(Date.parse(next) - at + 5_000);
    });

    it('opens the charts on the site’s today and compares a year back by wall-clock time', () => {
      for (const timeZone of ['Europe/Helsinki', 'Europe/Tallinn', 'Europe/Riga']) {
        expect(todayIn(timeZone, new Date(at)).toString()).toBe(localDate(at, timeZone));
      }
      const restore = setClock(() => at);
      const today = todayIn(zone);
      restore();
      expect(today.toString()).toBe(localDate(at, zone));
      const week = periodRange('week', today);
      expect(week.to.compare(week.from)).toBe(6);
      expect(today.compare(week.from) >= 0 && today.compare(week.to) <= 0).toBe(true);
      // A year back: 29 February falls back to the 28th; the day's readings pair by wall-clock time,
      // a repeated hour in order, each earlier reading at most once.
      const back = shiftYears({ from: today, to: today }, 1).from;
      const leap = today.month === 2 && today.day === 29;
      const sameDay = `${today.year - 1}${today.toString().slice(4)}`;
      expect(back.toString()).toBe(leap ? `${today.year - 1}-02-28` : sameDay);
      const readings = (date: string, from: number): Reading[] =>
        quartersOf(date, zone).map((quarter, index) => ({ date: quarter, value: from + index }));
      const earlier = readings(back.toString(), 1000);
      const merged = mergeEarlier(readings(today.toString(), 0), earlier, 1);
      const byValue = new Map(earlier.map((r) => [r.value, r.date]));
      const paired = merged.filter((m) => m.earlier !== null);
      expect(new Set(paired.map((m) => m.earlier)).size).toBe(paired.length);
      for (const m of paired) expect(byValue.get(m.earlier)!.slice(5, 16)).toBe(m.date.slice(5, 16));
      // All but the hours a clock change adds or takes away pair up; 29 February has no match.
      if (leap) expect(paired).toEqual([]);
      else expect(paired.length).toBeGreaterThanOrEqual(Math.min(merged.length, earlier.length) - 4);
    });
  });
}
