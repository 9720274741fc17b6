import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { testNow } from '../../playwright.config.ts';
import { expect, origin, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

interface UsagePoint {
  identifier: string;
  identifierType: 'GSRN' | 'EIC';
  utility: string;
  interval: number;
  dataTypes: string[];
  dataUpTo: string;
  address: { street: string; postalCode: string; city: string };
}
interface Reading {
  date: string;
  value: number | null;
  status?: string;
}

/** What the server tells the signed-in page, asked from the page itself (it holds the session). */
const apiFrom = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as unknown;
  }, path) as Promise<T>;

const readingsFrom = async (page: Page, query: Record<string, string>) =>
  (
    await apiFrom<{ values: Reading[] }>(
      page,
      `/api/charts/readings?${new URLSearchParams(query).toString()}`,
    )
  ).values;

/** `2026-11-23T14:15:00+02:00` → `23.11.2026 14:15`, as the portal writes dates (spec §9). */
const shown = (date: string) =>
  `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)} ${date.slice(11, 16)}`;

/** Days of the ISO week holding `day` (Monday first). */
function weekOf(day: string) {
  const date = new Date(`${day}T12:00:00Z`);
  const monday = new Date(date);
  monday.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setUTCDate(monday.getUTCDate() + 6);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

const dayBefore = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** The same day a year back, as the portal asks for it: 29 February falls back to the 28th. */
function yearBack(day: string) {
  const year = Number(day.slice(0, 4)) - 1;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day.slice(5) === '02-29' && !leap ? `${year}-02-28` : `${year}${day.slice(4)}`;
}

for (const brand of ['aurora', 'kiir']) {
  test.describe(`charts on ${brand}`, () => {
    test.use({ account: { brand, role: 'customer' } });
    // The page opens on the browser's today: the same instant as the server's clock.
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: new Date(testNow) });
    });

    test('pick a usage point, a week at 15 minutes against last year, and the CSV matches the API', async ({
      page,
    }) => {
      // A long journey: two readings calls, a download and axe over a chart and its table.
      test.slow();
      await page.goto(`${origin(brand)}/dashboard`);
      const t = await textsOf(page);
      await page
        .getByRole('navigation', { name: t('shell.nav.label') })
        .getByRole('link', { name: t('shell.nav.charts') })
        .click();
      await expect(page).toHaveURL(`${origin(brand)}/charts`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('charts.title'));

      // The page as it opens: the first point's chart.
      await expect(page.getByRole('img', { name: new RegExp(t('charts.type.consumption')) })).toBeVisible();

      // The client's points by address, the first of which the page opens on.
      const { items: points } = await apiFrom<{ items: UsagePoint[] }>(page, '/api/usage-points/me');
      // The last electricity point: with several, not the one shown first.
      const point = points.filter((p) => p.utility === 'electricity').at(-1) ?? points.at(-1)!;

      // Find the point by the start of its code (the server searches: GSRN in Finland, EIC in Estonia).
      const picker = page.getByRole('combobox', { name: t('charts.usagePoint') });
      const byCode = point.identifierType === 'GSRN' ? 'usagePoints.search.gsrn' : 'usagePoints.search.eic';
      await page.getByRole('radio', { name: t(byCode) }).click();
      // On a busy machine the page may not be hydrated yet: what is typed is searched once it is.
      await picker.fill(point.identifier.slice(0, 12));
      await page.getByRole('option', { name: new RegExp(point.identifier) }).click();
      await expect(picker).toHaveValue(new RegExp(point.identifier));
      if (point.identifier !== points[0]!.identifier) {
        await expect(page).toHaveURL(new RegExp(`point=${point.identifier}`));
      }

      const controls = page.getByRole('region', { name: t('charts.controls') });
      await controls.getByRole('radio', { name: t('charts.period.week') }).click();
      if (point.interval === 15) {
        await controls.getByRole('radio', { name: t('charts.resolution.15') }).click();
        await expect(page).toHaveURL(/resolution=15/);
      }
      await controls.getByRole('button', { name: t('charts.compare') }).click();
      await page.getByRole('option', { name: t('charts.previousYear') }).click();
      await expect(page).toHaveURL(/compare=1/);

      // The page opens on the last day with data, and says how far the data goes.
      await expect(page.getByText(shown(point.dataUpTo), { exact: false })).toBeVisible();
      const upTo = point.dataUpTo.slice(0, 10);
      const lastDay = point.dataUpTo.slice(11, 16) === '00:00' ? dayBefore(upTo) : upTo;
      const anchor = new URL(page.url()).searchParams.get('date') ?? lastDay;
      const week = weekOf(anchor);
      const query = {
        usagePoint: point.identifier,
        dataType: 'consumption',
        resolution: String(point.interval === 15 ? 15 : 60),
        unit: 'kWh',
      };
      const current = await readingsFrom(page, { ...query, ...week });
      const earlier = await readingsFrom(page, {
        ...query,
        from: yearBack(week.from),
        to: yearBack(week.to),
      });
      expect(current.length).toBeGreaterThan(0);

      const figure = page.getByRole('img', { name: new RegExp(t('charts.type.consumption')) });
      await expect(figure).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('charts.exportCsv') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        `consumption_${point.identifier}_${week.from}_${week.to}.csv`,
      );
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const [header, ...rows] = csv.trimEnd().split('\r\n');
      const separator = header!.includes(';') ? ';' : ',';
      expect(header!.split(separator)).toHaveLength(4);
      expect(rows).toHaveLength(current.length);
      // Paired by wall-clock time as the portal does: an hour the autumn change repeats, in order.
      const earlierByTime = new Map<string, Array<number | null>>();
      for (const r of earlier) {
        const time = `${Number(r.date.slice(0, 4)) + 1}${r.date.slice(4, 16)}`;
        earlierByTime.set(time, [...(earlierByTime.get(time) ?? []), r.value]);
      }
      const number = (field: string) => (field === '' ? null : Number(field.replace(',', '.')));
      rows.forEach((row, index) => {
        const [time, value, before] = row.split(separator);
        const reading = current[index]!;
        expect(time).toBe(shown(reading.date));
        expect(number(value!)).toBe(reading.value);
        expect(number(before!)).toBe(earlierByTime.get(reading.date.slice(0, 16))?.shift() ?? null);
      });

      // One day of the same view as a table (a week is 672 rows), and nothing for axe to find with it open.
      await controls.getByRole('radio', { name: t('charts.period.day') }).click();
      await page.getByRole('button', { name: t('charts.showTable') }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('columnheader', { name: t('charts.previousYear') })).toBeVisible();
      const axe = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  });
}

test.describe('charts on a phone, in Estonian', () => {
  test.use({ account: { brand: 'kiir', role: 'customer' }, viewport: { width: 390, height: 844 } });

  test('the period is chosen from a list, and nothing is wider than the screen', async ({ page }) => {
    await page.clock.install({ time: new Date(testNow) });
    await page.goto(`${origin('kiir')}/charts`);
    const t = await textsOf(page);
    const controls = page.getByRole('region', { name: t('charts.controls') });
    // Five period names do not fit side by side in 390 px in every language.
    await controls.getByRole('button', { name: new RegExp(t('charts.period')) }).click();
    await page.getByRole('option', { name: t('charts.period.week') }).click();
    await expect(page).toHaveURL(/period=week/);
    await expect(controls.getByRole('button', { name: new RegExp(t('charts.period.week')) })).toBeVisible();
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((el) => `${el.tagName} ${el.textContent.slice(0, 30)}`),
    );
    expect(overflowing).toEqual([]);
    // Nor is any control's text wider than its own box.
    const cut = await controls.evaluate((region) =>
      [...region.querySelectorAll('*')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
        .map((el) => `${el.tagName} ${el.textContent.slice(0, 30)}`),
    );
    expect(cut).toEqual([]);
  });
});
