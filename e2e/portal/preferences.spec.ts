import type { Page } from '@playwright/test';
import { brandFile, expect, holdBack, hydrated, origin, test } from './fixtures.ts';
import { texts, textsOf } from './texts.ts';

/** Each language is offered under its own name, whatever the interface language is. */
const languages = [
  ['et-EE', 'Eesti'],
  ['ru-RU', 'Русский'],
  ['lv-LV', 'Latviešu'],
  ['en-GB', 'English'],
  ['fi-FI', 'Suomi'],
  ['sv-FI', 'Svenska'],
] as const;

const nameOf = (locale: string | null) => languages.find(([id]) => id === locale)?.[1] ?? '';

const localeCookie = async (page: Page) =>
  (await page.context().cookies(origin('nordlys'))).find((c) => c.name === 'locale')?.value;

test('the header switches between all six languages of a site, and the choice is kept', async ({ page }) => {
  const { companyName } = brandFile('nordlys');
  await page.goto(`${origin('nordlys')}/auth/signin`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en-GB');
  await hydrated(page);

  for (const [locale, name] of languages) {
    const current = await textsOf(page);
    const language = nameOf(await html.getAttribute('lang'));
    await page.getByRole('button', { name: current('shell.language.label', { language }) }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio')).toHaveCount(6);
    await menu.getByRole('menuitemradio', { name }).click();

    const t = texts(locale);
    await expect(html).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('auth.signIn.title', { company: companyName }),
    );
    await expect(page.getByRole('button', { name: t('auth.signIn.emailSubmit') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('shell.footer.accessibility') })).toBeVisible();
    expect(await localeCookie(page)).toBe(locale);
  }

  // The last choice, Swedish, is painted from the first byte of the next load.
  const response = await page.reload();
  expect(await response!.text()).toMatch(/<html[^>]* lang="sv-FI"/);
  await expect(html).toHaveAttribute('lang', 'sv-FI');
  await expect(page.getByRole('button', { name: texts('sv-FI')('auth.signIn.emailSubmit') })).toBeVisible();
  expect(await localeCookie(page)).toBe('sv-FI');
});

test.describe('appearance', () => {
  test('dark mode is chosen in the header and kept over a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${origin('aurora')}/auth/signin`);
    const t = await textsOf(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-scheme', 'light');

    await hydrated(page);
    await page
      .getByRole('button', { name: t('shell.appearance.label', { scheme: t('shell.appearance.system') }) })
      .click();
    await page.getByRole('menuitemradio', { name: t('shell.appearance.dark') }).click();
    await expect(html).toHaveAttribute('data-scheme', 'dark');
    const logo = page.getByRole('banner').locator('img').first();
    await expect(logo).toHaveAttribute('src', /logo-dark\.svg$/);

    await page.reload();
    await expect(html).toHaveAttribute('data-scheme', 'dark');
    // The device's light setting no longer matters once the user has chosen.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-scheme', 'dark');
    await expect(
      page.getByRole('button', { name: t('shell.appearance.label', { scheme: t('shell.appearance.dark') }) }),
    ).toBeVisible();
  });

  test('"Same as device" follows the system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${origin('aurora')}/auth/signin`);
    const t = await textsOf(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-scheme', 'dark');
    // The page as drawn, before its code runs, already shows the dark scheme's icon.
    const appearance = page.getByRole('button', {
      name: t('shell.appearance.label', { scheme: t('shell.appearance.system') }),
    });
    await expect(appearance.locator('svg[data-icon="Moon"]')).toBeVisible();
    await expect(appearance.locator('svg[data-icon="Sun"]')).toBeHidden();

    // Choose light first, then go back to following the device.
    await hydrated(page);
    await appearance.click();
    await page.getByRole('menuitemradio', { name: t('shell.appearance.light') }).click();
    await expect(html).toHaveAttribute('data-scheme', 'light');
    await page
      .getByRole('button', { name: t('shell.appearance.label', { scheme: t('shell.appearance.light') }) })
      .click();
    await page.getByRole('menuitemradio', { name: t('shell.appearance.system') }).click();
    await expect(html).toHaveAttribute('data-scheme', 'dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-scheme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-scheme', 'dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(html).toHaveAttribute('data-scheme', 'light');
    await expect(html).toHaveAttribute('data-scheme-source', 'system');
  });
});

test.describe('a header menu pressed before the page is hydrated', () => {
  test('opens once the page’s code has run, focus inside', async ({ page }) => {
    // The code that hydrates the sign-in page is held back until the button has been pressed.
    const release = await holdBack(page, /\/assets\/authStart-[\w-]+\.js$/);
    await page.goto(`${origin('nordlys')}/auth/signin`);
    const t = await textsOf(page);
    const button = page.getByRole('button', { name: t('shell.language.label', { language: 'English' }) });
    await button.click();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
    await expect(page.getByRole('menu')).toHaveCount(0);

    release();
    await hydrated(page);
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio')).toHaveCount(6);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  });
});

test.describe("a header menu's code", () => {
  test('is not waited for: a press before it arrives opens the menu once it is in, focus inside', async ({
    page,
  }) => {
    // The menu's chunk is held back until the button has been pressed.
    const release = await holdBack(page, /\/assets\/LanguageMenuList-[\w-]+\.js$/);
    await page.goto(`${origin('nordlys')}/auth/signin`);
    await hydrated(page);
    const t = await textsOf(page);
    const button = page.getByRole('button', { name: t('shell.language.label', { language: 'English' }) });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(page.getByRole('menu')).toHaveCount(0);

    release();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio')).toHaveCount(6);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
