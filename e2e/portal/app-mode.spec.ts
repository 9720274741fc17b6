import type { BrowserContext } from '@playwright/test';
import { expect, hydrated, origin, person, signIn, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.use({ viewport: { width: 390, height: 844 }, userAgent: iPhone, isMobile: true, hasTouch: true });

/** Launched from the home screen: the portal remembers that in the standalone cookie. */
const installed = (context: BrowserContext, brand: string) =>
  context.addCookies([{ name: 'standalone', value: 'true', url: origin(brand) }]);

test.describe('signed in', () => {
  test.use({ account: { brand: 'aurora', role: 'representative' } });

  test('the side menu: acting client, link groups, languages and sign-out; the client list swaps in', async ({
    page,
    context,
  }) => {
    const who = await person(page.request, 'aurora', 'representative');
    await installed(context, 'aurora');
    await page.goto(`${origin('aurora')}/dashboard`);
    const t = await textsOf(page, { mobile: true });
    await expect(page.locator('html')).toHaveAttribute('data-standalone', 'ios');
    await expect(page.getByRole('banner')).toHaveCSS('padding-top', '34px');
    // The header leaves language and account to the menu.
    await expect(page.getByRole('banner').getByRole('button', { name: /./ })).toHaveCount(2);

    await hydrated(page);
    await page.getByRole('button', { name: t('shell.menu.open') }).click();
    const menu = page.getByRole('dialog', { name: t('shell.menu.title') });
    await expect(menu).toBeVisible();
    const acting = menu.getByRole('region', { name: t('shell.account.actingAs') });
    await expect(acting).toContainText(who.name);
    const navigation = menu.getByRole('navigation', { name: t('shell.nav.label') });
    await expect(navigation.getByRole('list', { name: t('shell.menu.pages') })).toBeVisible();
    await expect(navigation.getByRole('link', { name: t('shell.nav.dashboard') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      navigation
        .getByRole('list', { name: t('shell.menu.help') })
        .getByRole('link', { name: t('shell.footer.accessibility') }),
    ).toBeVisible();
    const languages = menu.getByRole('radiogroup', { name: t('shell.language.menu') });
    await expect(languages.getByRole('radio')).toHaveCount(3);
    await expect(languages.getByRole('radio', { checked: true })).toHaveAccessibleName('Suomi');
    await expect(menu.getByRole('button', { name: t('shell.account.signOut') })).toBeVisible();

    await acting.getByRole('button', { name: t('shell.account.switch') }).click();
    const clients = page.getByRole('dialog', { name: t('shell.account.switch') });
    await expect(clients).toBeVisible();
    await expect(menu).toBeHidden();
    const choices = clients.getByRole('list').getByRole('button');
    await expect(choices).toHaveCount(3);
    await expect(choices.and(page.locator('[aria-current="true"]'))).toContainText(who.name);

    await clients.getByRole('button', { name: t('shell.menu.back') }).click();
    await expect(menu).toBeVisible();
    await expect(clients).toBeHidden();

    // The language picker works from the menu.
    // The radio input is hidden under its label, which takes the tap.
    await languages.getByText('English', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    // The drawer is now named in English too.
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});

test('a client chosen in the client drawer becomes the acting client; sign-out from the menu', async ({
  page,
  context,
}) => {
  const who = await person(page.request, 'daugava', 'representative');
  await installed(context, 'daugava');
  await signIn(page, 'daugava', who);
  const t = await textsOf(page, { mobile: true });

  await page.getByRole('button', { name: t('shell.menu.open') }).click();
  const menu = page.getByRole('dialog', { name: t('shell.menu.title') });
  await menu.getByRole('button', { name: t('shell.account.switch') }).click();
  const clients = page.getByRole('dialog', { name: t('shell.account.switch') });
  const company = clients.getByRole('list').locator('button:not([aria-current])').first();
  const companyName = (await company.textContent())!.trim();
  await company.click();

  await expect(clients).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('dashboard.title', { name: companyName }),
  );
  await page.getByRole('button', { name: t('shell.menu.open') }).click();
  await expect(menu.getByRole('region', { name: t('shell.account.actingAs') })).toContainText(companyName);

  await menu.getByRole('button', { name: t('shell.account.signOut') }).click();
  await expect(page).toHaveURL(`${origin('daugava')}/auth/signin`);
});

test.describe('safe-area insets at the top', () => {
  test.describe('on Android', () => {
    test.use({ userAgent: android });

    test('24 px', async ({ page, context }) => {
      await installed(context, 'kiir');
      await page.goto(`${origin('kiir')}/auth/signin`);
      await expect(page.locator('html')).toHaveAttribute('data-standalone', 'android');
      await expect(page.getByRole('banner')).toHaveCSS('padding-top', '24px');
    });
  });

  test('none in a browser tab', async ({ page }) => {
    await page.goto(`${origin('kiir')}/auth/signin`);
    await expect(page.locator('html')).not.toHaveAttribute('data-standalone');
    await expect(page.getByRole('banner')).toHaveCSS('padding-top', '0px');
  });
});
