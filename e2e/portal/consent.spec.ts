import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, origin, test } from './fixtures.ts';
import { textsOf, type Texts } from './texts.ts';

// Cookie consent (spec §4, §9) on aurora, which has a Google Analytics measurement id, so the visitor
// chooses between necessary and analytics cookies. The fixtures give every test a consent: these
// start without one.

const brand = 'aurora';
const day = 24 * 60 * 60;

interface ConsentRecord {
  categories: string[];
  services: Record<string, string[]>;
  revision: number;
  consentId: string;
  consentTimestamp: string;
}

const cookieNamed = async (page: Page, name: string) =>
  (await page.context().cookies(origin(brand))).find((cookie) => cookie.name === name);

async function recorded(page: Page): Promise<ConsentRecord | undefined> {
  const cookie = await cookieNamed(page, 'cc_cookie');
  return cookie && (JSON.parse(decodeURIComponent(cookie.value)) as ConsentRecord);
}

/** Google's tag never leaves the machine: answered here, and counted. */
async function countAnalyticsLoads(page: Page) {
  const loads: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    loads.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return loads;
}

async function expectAxeClean(page: Page, within: Locator) {
  await expect(within).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A first visit: the sign-in page, with no consent recorded, asks at once. */
async function firstVisit(page: Page): Promise<{ t: Texts; question: Locator }> {
  await page.context().clearCookies({ name: 'cc_cookie' });
  await page.goto(`${origin(brand)}/auth/signin`);
  const t = await textsOf(page);
  const question = page.getByRole('dialog', { name: t('consent.ask.title') });
  await expect(question).toBeVisible();
  await expect(question).toHaveAccessibleDescription(t('consent.ask.text'));
  return { t, question };
}

/**
 * The page again, code and all: a returning visitor's page is hydrated once it has loaded, and the
 * consent's dialogs follow. The preferences opened from the cookie button show they are in, so a
 * question would be there too.
 */
async function visitAgain(page: Page, t: Texts) {
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: t('consent.button.label') }).click();
  const preferences = page.getByRole('dialog', { name: t('consent.preferences.title') });
  await expect(preferences).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preferences).toBeHidden();
}

test('accept all: both categories for 182 days, analytics starts, and the next visit is not asked', async ({
  page,
}) => {
  const analytics = await countAnalyticsLoads(page);
  const { t, question } = await firstVisit(page);
  await expectAxeClean(page, question);
  expect(analytics).toEqual([]);

  await question.getByRole('button', { name: t('consent.action.acceptAll') }).click();
  await expect(question).toBeHidden();
  expect(await recorded(page)).toMatchObject({
    categories: ['necessary', 'analytics'],
    services: { necessary: [], analytics: ['google-analytics'] },
    revision: 0,
  });
  const cookie = (await cookieNamed(page, 'cc_cookie'))!;
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(182 * day - 60);
  expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(182 * day);
  await expect.poll(() => analytics.length).toBe(1);

  await visitAgain(page, t);
  await expect(question).toHaveCount(0);
});

test('reject all: necessary only, no analytics, and its cookies are cleared', async ({ page }) => {
  const analytics = await countAnalyticsLoads(page);
  await page.context().addCookies([{ name: '_ga', value: 'GA1.1.123.456', url: origin(brand) }]);
  const { t, question } = await firstVisit(page);

  await question.getByRole('button', { name: t('consent.action.rejectAll') }).click();
  await expect(question).toBeHidden();
  expect(await recorded(page)).toMatchObject({
    categories: ['necessary'],
    services: { necessary: [], analytics: [] },
  });
  await expect.poll(() => cookieNamed(page, '_ga')).toBeUndefined();

  await visitAgain(page, t);
  await expect(question).toHaveCount(0);
  expect(analytics).toEqual([]);
});

test('a custom choice: analytics switched on in the preferences, and off again from the cookie button', async ({
  page,
}) => {
  const analytics = await countAnalyticsLoads(page);
  const { t, question } = await firstVisit(page);
  await question.getByRole('button', { name: t('consent.action.preferences') }).click();

  const preferences = page.getByRole('dialog', { name: t('consent.preferences.title') });
  await expectAxeClean(page, preferences);
  const necessary = preferences.getByRole('switch', { name: t('consent.category.necessary') });
  const analyticsSwitch = preferences.getByRole('switch', { name: t('consent.category.analytics') });
  // Pressed where a visitor presses it: the switch's label (the input itself is visually hidden).
  const toggleAnalytics = () =>
    preferences.getByText(t('consent.category.analytics'), { exact: true }).click();
  await expect(necessary).toBeChecked();
  await expect(necessary).toHaveAttribute('aria-readonly', 'true');
  await expect(analyticsSwitch).not.toBeChecked();
  await toggleAnalytics();
  await preferences.getByRole('button', { name: t('consent.action.save') }).click();
  await expect(preferences).toBeHidden();
  await expect(question).toBeHidden();
  expect((await recorded(page))?.categories).toEqual(['necessary', 'analytics']);
  await expect.poll(() => analytics.length).toBe(1);
  const { consentId } = (await recorded(page))!;

  // Changed later: the same consent, now without analytics.
  await page.getByRole('button', { name: t('consent.button.label') }).click();
  await expect(analyticsSwitch).toBeChecked();
  await toggleAnalytics();
  await preferences.getByRole('button', { name: t('consent.action.save') }).click();
  await expect(preferences).toBeHidden();
  expect(await recorded(page)).toMatchObject({ categories: ['necessary'], consentId });
});

test('Escape closes the question and records nothing; the next page load asks again', async ({ page }) => {
  const { t, question } = await firstVisit(page);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  // The visitor can still decide from the cookie button.
  await expect(page.getByRole('button', { name: t('consent.button.label') })).toBeVisible();
  expect(await recorded(page)).toBeUndefined();

  await page.reload();
  await expect(question).toBeVisible();
});

test('a consent of an earlier revision is asked again, and the new one starts afresh', async ({ page }) => {
  const earlier = {
    categories: ['necessary', 'analytics'],
    services: { necessary: [], analytics: ['google-analytics'] },
    // The portal asks under revision 0 (features/consent/cookie.ts): this answered an earlier question.
    revision: -1,
    data: null,
    consentTimestamp: '2026-01-05T10:00:00.000Z',
    lastConsentTimestamp: '2026-01-05T10:00:00.000Z',
    consentId: '0b1c2d3e-4f50-4617-8899-aabbccddeeff',
  };
  await page.context().clearCookies({ name: 'cc_cookie' });
  await page
    .context()
    .addCookies([
      { name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(earlier)), url: origin(brand) },
    ]);
  await countAnalyticsLoads(page);
  await page.goto(`${origin(brand)}/auth/signin`);
  const t = await textsOf(page);
  const question = page.getByRole('dialog', { name: t('consent.ask.title') });
  await expect(question).toBeVisible();

  await question.getByRole('button', { name: t('consent.action.rejectAll') }).click();
  await expect(question).toBeHidden();
  const now = await recorded(page);
  expect(now).toMatchObject({ categories: ['necessary'], revision: 0 });
  expect(now?.consentId).not.toBe(earlier.consentId);
  expect(now?.consentTimestamp).not.toBe(earlier.consentTimestamp);
});
