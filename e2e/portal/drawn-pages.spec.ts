import type { Page } from '@playwright/test';
import { expect, holdBack, hydrated, origin, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

interface Pages {
  invoices: { invoices: Array<{ invoiceNumber: string }> };
  offers: Array<{ contractId: number }>;
  contracts: { contracts: Array<{ id: number }> };
}

const apiFrom = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json() as unknown, path) as Promise<T>;

/** The pages the server draws beyond the dashboard, with the person's own records in their addresses. */
async function drawnPaths(page: Page, brand: string): Promise<string[]> {
  await page.goto(`${origin(brand)}/accessibility`);
  const [invoices, offers, contracts] = await Promise.all([
    apiFrom<Pages['invoices']>(page, '/api/invoices'),
    apiFrom<Pages['offers']>(page, '/api/me/contract-offers'),
    apiFrom<Pages['contracts']>(page, '/api/contracts'),
  ]);
  const contract = offers[0]?.contractId ?? contracts.contracts[0]!.id;
  return [
    '/charts',
    '/charts?period=week',
    '/invoices',
    `/invoices?invoice=${invoices.invoices[0]!.invoiceNumber}`,
    // A payment's page, where a provider sends the customer back (this one was never made).
    '/invoices/1/confirmation?payment=unknown-payment',
    '/contracts',
    `/contracts?contract=${contracts.contracts[0]!.id}`,
    `/contracts/${contract}/offer`,
    '/outages',
    '/support',
    '/support?new',
    '/settings',
    '/settings?tab=contacts',
    '/settings?tab=addresses',
    '/settings?tab=bank-accounts',
    '/settings?tab=outage-contacts',
    '/settings?tab=notifications',
  ];
}

/** Counts the page's layout shifts not caused by input (CLS, without its windows), from its first paint. */
function countShifts() {
  const shifts = { total: 0 };
  Object.assign(window, { __shifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) shifts.total += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Each page arrives complete in its document (its heading, and no loading placeholder of its own
 * data) and is taken over without a mismatch (React reports one through /api/logs), without asking
 * again for what it was drawn with, and without moving (what the markup carries looks as the
 * hydrated page does: a style the policy refused showed React Aria's hidden form controls).
 */
async function drawnAndTakenOver(page: Page, brand: string) {
  await page.addInitScript(countShifts);
  const paths = await drawnPaths(page, brand);
  const t = await textsOf(page);
  const logged: string[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/logs') logged.push(request.postData() ?? '');
    else if (
      /^\/api\/(invoices|contracts|outages|me|support\/channels|external-services|charts|usage-points)/.test(
        pathname,
      )
    )
      asked.push(pathname);
  });
  for (const path of paths) {
    // The document as the browser gets it (its cookies, its user agent), before any script runs.
    const html = await page.evaluate(
      async (url) => (await fetch(url, { headers: { accept: 'text/html' } })).text(),
      path,
    );
    expect(html, path).toContain('id="served-page"');
    expect(html, path).toMatch(/<h1[^>]*>[^<]+</);
    for (const area of ['shell', 'charts', 'invoices', 'contracts', 'outages', 'support', 'settings'])
      expect(html, path).not.toContain(`>${t(`${area}.loading`)}<`);
    asked.length = 0;
    await page.goto(`${origin(brand)}${path}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(logged, path).toEqual([]);
    expect(asked, path).toEqual([]);
    const shifted = await page.evaluate(
      () => (window as unknown as { __shifts: { total: number } }).__shifts.total,
    );
    expect(shifted, path).toBeLessThan(0.02);
  }
}

test.describe('pages the server draws', () => {
  test.use({ account: { brand: 'pohjola', role: 'customer', index: 1 } });

  test('arrive complete and are taken over without a mismatch, asking nothing again', async ({ page }) => {
    test.setTimeout(120_000);
    await drawnAndTakenOver(page, 'pohjola');
  });
});

test.describe('a press on a drawn page before it is hydrated', () => {
  test.use({ account: { brand: 'pohjola', role: 'customer', index: 1 } });

  // The code that hydrates the page is held back until the press has been made.
  const holdStart = (page: Page) => holdBack(page, /\/assets\/portalStart-[\w-]+\.js$/);

  test('on a settings tab is made once it is: the tab opens', async ({ page }) => {
    await page.goto(`${origin('pohjola')}/accessibility`);
    const t = await textsOf(page);
    const release = await holdStart(page);
    await page.goto(`${origin('pohjola')}/settings?tab=profile`);
    const contacts = page.getByRole('tab', { name: t('settings.tab.contacts') });
    await contacts.click();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
    await expect(contacts).toHaveAttribute('aria-selected', 'false');

    release();
    await expect(contacts).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=contacts$/);
  });

  test('on Pay is made once it is: the payment dialog opens, once', async ({ page }) => {
    await page.goto(`${origin('pohjola')}/accessibility`);
    const t = await textsOf(page);
    const { invoices } = await apiFrom<{ invoices: Array<{ invoiceNumber: string }> }>(
      page,
      '/api/invoices?type=unpaid',
    );
    test.skip(invoices.length === 0, 'the customer has nothing unpaid');
    const release = await holdStart(page);
    await page.goto(`${origin('pohjola')}/invoices?invoice=${invoices[0]!.invoiceNumber}`);
    const [before = ''] = t('invoices.pay', { amount: '\u0000' }).split('\u0000');
    await page
      .getByRole('button', { name: new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .click();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');

    release();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('pages the server draws, on a phone', () => {
  test.use({
    account: { brand: 'daugava', role: 'customer', index: 1 },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });

  test('arrive complete in the phone layout and are taken over without a mismatch', async ({ page }) => {
    test.setTimeout(120_000);
    await drawnAndTakenOver(page, 'daugava');
  });
});
