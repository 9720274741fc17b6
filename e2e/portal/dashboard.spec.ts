import type { Page } from '@playwright/test';
import { expect, hydrated, origin, test } from './fixtures.ts';
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
  test.use({ account: { brand: 'pohjola', role: 'producer' } });

  test('shows this month against last year, production, spot prices, expenses and places, without ECharts', async ({
    page,
  }) => {
    // ECharts comes with the charts' code only. A link to the charts that nears the screen fetches it
    // ahead (prefetch.spec.ts); without IntersectionObserver none does, and the page's own code shows.
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
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

    const { items: locations } = await apiFrom<{ items: DashboardLocation[] }>(
      page,
      '/api/dashboard/locations',
    );
    const points = locations.flatMap((l) => l.usagePoints);
    expect(points.some((p) => p.producer)).toBe(true);
    await expect(figures.getByText(t('dashboard.production.title'))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('dashboard.spot.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('dashboard.expenses.title') })).toBeVisible();
    const places = page.getByRole('heading', { name: t('dashboard.locations.title') });
    await expect(places).toBeVisible();

    // A place's chart link opens the charts of that very point; ECharts comes with the chart itself,
    // which it draws into its box once it is in.
    const first = points[0]!;
    const chartsLink = page.locator(`a[href="/charts?point=${first.identifier}"]`);
    const loaded = await loadsECharts(page, async () => {
      await chartsLink.click();
      await expect(page).toHaveURL(`${origin('pohjola')}/charts?point=${first.identifier}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('charts.title'));
      await expect(page.locator('[_echarts_instance_]')).toHaveCount(1);
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

test.describe('the dashboard drawn by the server', () => {
  test.use({ account: { brand: 'kiir', role: 'customer' } });

  test('arrives complete before any script, cookie button included; hydrated after it loads without a move, asking nothing again', async ({
    browser,
    page,
  }) => {
    // Before any script: the page, its data and the cookie button included, is in the document itself.
    const bare = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const drawn = await bare.newPage();
    await drawn.goto(`${origin('kiir')}/dashboard`);
    const t = await textsOf(drawn);
    const name = await drawn.getByRole('heading', { level: 1 }).textContent();
    expect(name).not.toBe(t('dashboard.titleFallback'));
    await expect(drawn.getByRole('heading', { level: 2, name: t('dashboard.month.title') })).toBeVisible();
    await expect(drawn.getByRole('heading', { level: 2, name: t('dashboard.summary.title') })).toBeVisible();
    await expect(drawn.getByText(t('dashboard.summary.clientCode'))).toBeVisible();
    await expect(drawn.getByRole('button', { name: t('consent.button.label') })).toBeVisible();
    await bare.close();

    const asked: string[] = [];
    const logged: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/logs') logged.push(request.postData() ?? '');
      else if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto(`${origin('kiir')}/dashboard`);
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    // No move made: the page hydrates once it has loaded, and its menus answer.
    await hydrated(page);
    const accountLabel = t('shell.account.label', { name: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const account = page.getByRole('button', { name: new RegExp(`^${accountLabel}`) });
    await account.click();
    await expect(page.getByRole('menuitem', { name: t('shell.account.signOut') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('consent.button.label') })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
    // Hydrated with the answers it was drawn with: none of the page's own calls again.
    expect(asked.filter((path) => path.startsWith('/api/dashboard') || path === '/api/me')).toEqual([]);
    expect(logged).toEqual([]);
  });
});
