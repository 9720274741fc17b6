import type { Page } from '@playwright/test';
import { expect, origin, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

interface MonthStatistics {
  month: string;
  items: Array<{ utility: string; current: number }>;
}
interface DashboardLocation {
  usagePoints: Array<{ identifier: string; producer: boolean }>;
}

const apiFrom = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json() as unknown, path) as Promise<T>;

/** Whether any script the page loaded carries ECharts (its instance attribute is in every build). */
async function loadsECharts(page: Page, visit: () => Promise<void>): Promise<boolean> {
  const bodies: Array<Promise<string>> = [];
  const listener = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  page.on('response', listener);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return (await Promise.all(bodies)).some((body) => body.includes('_echarts_instance_'));
}

test.describe('the dashboard of a producer on a spot-price site', () => {
  test.use({ account: { brand: 'pohjola', role: 'customer' } });

  test('shows this month against last year, production, spot prices, expenses and places, without ECharts', async ({
    page,
  }) => {
    const echarts = await loadsECharts(page, async () => {
      await page.goto(`${origin('pohjola')}/dashboard`);
    });
    expect(echarts).toBe(false);
    const t = await textsOf(page);
    const stats = await apiFrom<MonthStatistics>(page, '/api/dashboard/statistics/consumption');
    const figures = page.getByRole('region', { name: t('dashboard.month.title') });
    for (const item of stats.items) {
      const value = new Intl.NumberFormat((await page.locator('html').getAttribute('lang')) ?? 'en-GB', {
        maximumFractionDigits: 0,
      }).format(item.current);
      await expect(figures.getByText(value, { exact: true }).first()).toBeVisible();
    }

    const locations = await apiFrom<DashboardLocation[]>(page, '/api/dashboard/locations');
    const points = locations.flatMap((l) => l.usagePoints);
    if (points.some((p) => p.producer)) {
      await expect(figures.getByText(t('dashboard.production.title'))).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: t('dashboard.spot.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('dashboard.expenses.title') })).toBeVisible();
    const places = page.getByRole('heading', { name: t('dashboard.locations.title') });
    await expect(places).toBeVisible();

    // A place's chart link opens the charts of that very point; ECharts comes with the chart route.
    const first = points[0]!;
    const chartsLink = page.locator(`a[href="/charts?point=${first.identifier}"]`);
    const loaded = await loadsECharts(page, async () => {
      await chartsLink.click();
      await expect(page).toHaveURL(`${origin('pohjola')}/charts?point=${first.identifier}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('charts.title'));
    });
    expect(loaded).toBe(true);
  });
});

test.describe('a heating site without spot prices', () => {
  test.use({ account: { brand: 'linna', role: 'customer' } });

  test('shows no spot-price card', async ({ page }) => {
    await page.goto(`${origin('linna')}/dashboard`);
    const t = await textsOf(page);
    await expect(page.getByRole('heading', { name: t('dashboard.locations.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('dashboard.expenses.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('dashboard.spot.title') })).toHaveCount(0);
  });
});

test.describe('a new customer', () => {
  test.use({ account: { brand: 'kiir', role: 'new-customer' } });

  test('sees the welcome and no empty cards; the charts page says there is nothing yet', async ({ page }) => {
    await page.goto(`${origin('kiir')}/dashboard`);
    const t = await textsOf(page);
    await expect(page.getByText(t('dashboard.newCustomer'))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('dashboard.expenses.title') })).toHaveCount(0);
    await page.goto(`${origin('kiir')}/charts`);
    await expect(page.getByRole('heading', { name: t('charts.noPoints') })).toBeVisible();
  });
});
