import type { Page } from '@playwright/test';
import { expect, origin, person, signIn, signInWithEid, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

// A session that ends while a page is open: the server deletes it, and every call of the page is then
// refused (401). Each test signs in by itself, since it ends its session.

/** Ends the session on the server as another tab of the same browser does: by signing out there. */
async function signOutInAnotherTab(page: Page, brand: string) {
  const other = await page.context().newPage();
  await other.goto(`${origin(brand)}/auth/signout`);
  await expect(other).toHaveURL(`${origin(brand)}/auth/signin`);
  await other.close();
}

/** Waits for the sign-in page the portal sent the user to, and answers where it will return. */
async function signInPageReturningTo(page: Page, brand: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`^${origin(brand)}/auth/signin\\?callbackUrl=`));
  return new URL(page.url()).searchParams.get('callbackUrl')!;
}

test('a chart changed after the session ended: sign in, and the same chart is back', async ({ page }) => {
  const who = await person(page.request, 'gaisma', 'customer', 1);
  await signIn(page, 'gaisma', who);
  await page.goto(`${origin('gaisma')}/charts?period=year`);
  const t = await textsOf(page);
  const controls = page.getByRole('region', { name: t('charts.controls') });
  const chart = page.getByRole('img', { name: new RegExp(t('charts.type.consumption')) });
  await expect(controls.getByRole('radio', { name: t('charts.period.year') })).toBeChecked();
  // The year's readings are in: the next call is the week's.
  await expect(chart).toBeVisible();
  await signOutInAnotherTab(page, 'gaisma');

  const refused = page.waitForResponse((r) => r.url().includes('/api/charts/readings'));
  await controls.getByRole('radio', { name: t('charts.period.week') }).click();
  expect((await refused).status()).toBe(401);
  const back = await signInPageReturningTo(page, 'gaisma');
  expect(back).toMatch(/^\/charts\?(.+&)?period=week(&|$)/);

  await signInWithEid(page, who);
  await expect(page).toHaveURL(`${origin('gaisma')}${back}`);
  await expect(controls.getByRole('radio', { name: t('charts.period.week') })).toBeChecked();
  await expect(chart).toBeVisible();
});

test('a page asked for after the session ended: sign in, and that page opens', async ({ page }) => {
  const who = await person(page.request, 'raba', 'customer', 1);
  await signIn(page, 'raba', who);
  const t = await textsOf(page);
  // The dashboard came drawn by the server, and signIn waited for its hydration: from then on the
  // charts link is the portal's own navigation.
  const chartsLink = page
    .getByRole('navigation', { name: t('shell.nav.label') })
    .getByRole('link', { name: t('shell.nav.charts') });
  await signOutInAnotherTab(page, 'raba');

  // The charts page's loader asks for the usage points before the address changes.
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/usage-points/me');
  await chartsLink.click();
  expect((await refused).status()).toBe(401);
  expect(await signInPageReturningTo(page, 'raba')).toBe('/charts');

  await signInWithEid(page, who);
  await expect(page).toHaveURL(`${origin('raba')}/charts`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('charts.title'));
});

test('a client switch after the session ended leads to sign-in, and back', async ({ page }) => {
  const who = await person(page.request, 'laane', 'representative');
  await signIn(page, 'laane', who);
  const t = await textsOf(page);
  await signOutInAnotherTab(page, 'laane');

  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/representatives') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t('shell.account.label', { name: who.name }) }).click();
  await page
    .getByRole('group', { name: t('shell.account.switch') })
    .getByRole('menuitem')
    .first()
    .click();
  expect((await refused).status()).toBe(401);
  // The dashboard is where sign-in leads anyway, so its address is not passed along.
  await expect(page).toHaveURL(`${origin('laane')}/auth/signin`);

  await signInWithEid(page, who);
  await expect(page).toHaveURL(`${origin('laane')}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('dashboard.title', { name: who.name }));
});
