import type { Page } from '@playwright/test';
import { testNow } from '../../playwright.config.ts';
import { expect, holdBack, hydrated, origin, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

interface Pages {
  invoices: { invoices: Array<{ invoiceNumber: string }> };
  offers: Array<{ contractId: number; products: Array<{ id: string }> }>;
  contracts: { contracts: Array<{ id: number; actions: { renew: boolean; moveOut: boolean } }> };
}

const apiFrom = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json() as unknown, path) as Promise<T>;

const postTo = <T>(page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([url, json]) => {
      const response = await fetch(url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json!,
      });
      if (!response.ok) throw new Error(`${url!}: ${String(response.status)}`);
      return (await response.json()) as unknown;
    },
    [path, JSON.stringify(body)],
  ) as Promise<T>;

/** Where the document at `path` ends up, after the redirects the server answers with. */
const landsAt = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const { url: landed } = await fetch(url, { headers: { accept: 'text/html' } });
    return landed.slice(window.location.origin.length);
  }, path);

/**
 * A renewal of the person's offer, started through the API as the offer's Sign button does: its
 * signing's token, for the signing page (which follows it) to be drawn with; none where the site
 * signs nothing. Started afresh by each run; it replaces one of the same contract still waiting.
 */
async function startRenewal(page: Page, offer: Pages['offers'][number] | undefined, renews: boolean) {
  if (!offer || !renews) return null;
  const body = { productId: offer.products[0]!.id };
  const started = await postTo<{ signingToken: string }>(
    page,
    `/api/contracts/${offer.contractId}/renew`,
    body,
  );
  return started.signingToken;
}

interface Drawn {
  paths: string[];
  /** A signing the paths follow, started for them. */
  signing: string | null;
  /** Addresses that name nothing to show, with where the server sends them. */
  redirects: Array<[from: string, to: string]>;
}

/** The pages the server draws beyond the dashboard, with the person's own records in their addresses. */
async function drawnPaths(page: Page, brand: string): Promise<Drawn> {
  await page.goto(`${origin(brand)}/accessibility`);
  const [invoices, offers, contracts] = await Promise.all([
    apiFrom<Pages['invoices']>(page, '/api/invoices'),
    apiFrom<Pages['offers']>(page, '/api/me/contract-offers'),
    apiFrom<Pages['contracts']>(page, '/api/contracts'),
  ]);
  const contract = offers[0]?.contractId ?? contracts.contracts[0]!.id;
  const renewed = contracts.contracts.find((c) => c.id === offers[0]?.contractId);
  const signing = await startRenewal(page, offers[0], renewed?.actions.renew ?? false);
  const movable = contracts.contracts.find((c) => c.actions.moveOut);
  const moveOut = movable && `/contracts/${movable.id}/move-out`;
  const paths = [
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
    '/contracts/new',
    ...(moveOut ? [moveOut] : []),
    // A signing of another session, or none: the page says it is not found.
    '/contracts/sign?token=no-such-signing-token',
    '/contracts/sign/confirmation?token=no-such-signing-token',
    // Last: the signing page asks before leaving while the signing waits.
    ...(signing ? [`/contracts/sign?token=${signing}`] : []),
  ];
  const redirects: Drawn['redirects'] = [];
  // No notice sent with the navigation and none on the contract: the form.
  if (moveOut) redirects.push([`${moveOut}/confirmation`, moveOut]);
  // Not signed yet: the signing step.
  if (signing)
    redirects.push([
      `/contracts/${contract}/offer/confirmation?token=${signing}`,
      `/contracts/sign?token=${signing}`,
    ]);
  return { paths, signing, redirects };
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

const areas = ['shell', 'charts', 'invoices', 'contracts', 'outages', 'support', 'settings'];
// The contract flows' own placeholders.
const flows = ['contracts.sign', 'contracts.moveOut', 'contracts.create', 'contracts.offer'];

/** A signing's page follows it once hydrated (its saga), first asking after a wait of 2 s. */
const follows = ({ path, at }: { path: string; at: number }, hydratedAt: number) =>
  path === '/api/contracts/signing/status' && at - hydratedAt > 1500;

/**
 * Each page arrives complete in its document (its heading, and no loading placeholder of its own
 * data) and is taken over without a mismatch (React reports one through /api/logs), without asking
 * again for what it was drawn with, and without moving (what the markup carries looks as the
 * hydrated page does: a style the policy refused showed React Aria's hidden form controls).
 */
async function drawnAndTakenOver(page: Page, brand: string) {
  await page.addInitScript(countShifts);
  // The signing page counts the time left on the browser's clock once hydrated: the server's.
  await page.clock.install({ time: new Date(testNow) });
  const { paths, signing, redirects } = await drawnPaths(page, brand);
  const t = await textsOf(page);
  const logged: string[] = [];
  const asked: Array<{ path: string; at: number }> = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/logs') logged.push(request.postData() ?? '');
    else if (
      /^\/api\/(invoices|contracts|outages|me|support\/channels|external-services|charts|usage-points|products)/.test(
        pathname,
      )
    )
      asked.push({ path: pathname, at: Date.now() });
  });
  for (const [from, to] of redirects) expect(await landsAt(page, from), from).toBe(to);
  for (const path of paths) {
    // The document as the browser gets it (its cookies, its user agent), before any script runs.
    const html = await page.evaluate(
      async (url) => (await fetch(url, { headers: { accept: 'text/html' } })).text(),
      path,
    );
    expect(html, path).toContain('id="served-page"');
    expect(html, path).toMatch(/<h1[^>]*>[^<]+</);
    for (const area of [...areas, ...flows]) expect(html, path).not.toContain(`>${t(`${area}.loading`)}<`);
    asked.length = 0;
    await page.goto(`${origin(brand)}${path}`);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    const hydratedAt = Date.now();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(logged, path).toEqual([]);
    expect(
      asked.filter((ask) => !follows(ask, hydratedAt)).map((ask) => ask.path),
      path,
    ).toEqual([]);
    const shifted = await page.evaluate(
      () => (window as unknown as { __shifts: { total: number } }).__shifts.total,
    );
    expect(shifted, path).toBeLessThan(0.02);
  }
  if (signing) await postTo(page, '/api/contracts/signing/cancel', { signingToken: signing });
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

  test('in the usage-point search is searched once it is: its list opens with what was typed', async ({
    page,
  }) => {
    await page.goto(`${origin('pohjola')}/accessibility`);
    const t = await textsOf(page);
    const { items } = await apiFrom<{ items: Array<{ identifier: string; address: { street: string } }> }>(
      page,
      '/api/usage-points/me',
    );
    const point = items.at(-1)!;
    const release = await holdStart(page);
    await page.goto(`${origin('pohjola')}/charts`);
    const picker = page.getByRole('combobox', { name: t('charts.usagePoint') });
    await picker.fill(point.address.street);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');

    release();
    await expect(page.getByRole('option', { name: new RegExp(point.identifier) })).toBeVisible();
    await expect(picker).toHaveValue(point.address.street);
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

test.describe('a desktop browser in a narrow window', () => {
  test.use({
    account: { brand: 'daugava', role: 'customer', index: 1 },
    viewport: { width: 600, height: 900 },
  });

  const drawnNarrow = async (page: Page) =>
    (
      JSON.parse((await page.locator('#served-page').textContent()) ?? '{}') as {
        served?: { mobile: boolean };
      }
    ).served?.mobile;

  test('is drawn in the phone layout once the site has asked for its width', async ({ page }) => {
    const first = await page.goto(`${origin('daugava')}/dashboard`);
    expect(await first!.headerValue('accept-ch')).toBe('Sec-CH-Viewport-Width');
    // The first document is drawn by the user agent's guess: a desktop's.
    expect(await first!.request().headerValue('sec-ch-viewport-width')).toBeNull();
    expect(await drawnNarrow(page)).toBe(false);

    const logged: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/logs') logged.push(request.postData() ?? '');
    });
    const next = await page.goto(`${origin('daugava')}/invoices`);
    expect(await next!.request().headerValue('sec-ch-viewport-width')).toBe('600');
    expect(await drawnNarrow(page)).toBe(true);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Drawn as the window needs it, and taken over without a mismatch.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(logged).toEqual([]);
  });
});
