import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { port } from '../playwright.config.ts';

const tokens = (id: string) =>
  JSON.parse(
    readFileSync(new URL(`../packages/tokens/dist/json/${id}.json`, import.meta.url), 'utf8'),
  ) as Record<'light' | 'dark', Record<string, string>>;

/** `#06715d` → `rgb(6, 113, 93)`, the form getComputedStyle answers in. */
const rgb = (hex: string) => {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
};

const brandUrl = (id: string) => `http://${id}.localhost:${port}/`;

async function headerLogo(page: Page) {
  const logo = page.locator('.header img.logo:visible');
  await expect(logo).toHaveCount(1);
  return logo;
}

for (const id of ['aurora', 'kiir', 'daugava']) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${id} in ${scheme}: its own logo, colours and font, and no axe violations`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(brandUrl(id));
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-brand', id);
      await expect(html).toHaveAttribute('data-scheme', scheme);
      // Following the system scheme, the toggle still tells assistive tech which scheme is on.
      await expect(page.locator('.toggle')).toHaveAttribute('aria-pressed', String(scheme === 'dark'));

      const logo = await headerLogo(page);
      await expect(logo).toHaveAttribute(
        'src',
        `/tokens/assets/${id}/${scheme === 'dark' ? 'logo-dark' : 'logo'}.svg`,
      );
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const values = tokens(id)[scheme];
      await expect(page.locator('.utility-icon').first()).toHaveCSS(
        'color',
        rgb(values['color.icon.accent']!),
      );
      await expect(page.locator('.header')).toHaveCSS(
        'background-color',
        rgb(values['color.background.header.default']!),
      );

      const family = values['font.family.body']!.split(',')[0]!.replace(/'/g, '');
      const fontLoaded = await page.evaluate(async (name) => {
        await document.fonts.ready;
        return (
          document.fonts.check(`16px "${name}"`) &&
          [...document.fonts].some((f) => f.family.replace(/"/g, '') === name && f.status === 'loaded')
        );
      }, family);
      expect(fontLoaded).toBe(true);

      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations).toEqual([]);
    });
  }
}

test('three brands show three different primary colours', async ({ page }) => {
  const colours = new Set<string>();
  for (const id of ['aurora', 'kiir', 'daugava']) {
    await page.goto(brandUrl(id));
    colours.add(
      await page
        .locator('.utility-icon')
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    );
  }
  expect(colours.size).toBe(3);
});

test('the appearance toggle switches scheme in place and remembers it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(brandUrl('linna'));
  const toggle = page.getByRole('button', { name: 'Tume režiim' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-scheme-source', 'user');
});

test('the appearance toggle works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(brandUrl('gaisma'));
  await page.getByRole('button', { name: 'Tumšais režīms' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await expect(page).toHaveURL(brandUrl('gaisma'));
  await context.close();
});

test('the mobile layout keeps the header usable at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(brandUrl('nordlys'));
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});
