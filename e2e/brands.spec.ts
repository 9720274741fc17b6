import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { port } from '../playwright.config.ts';
import { giveConsent } from './portal/fixtures.ts';

const tokens = (id: string) =>
  JSON.parse(
    readFileSync(new URL(`../packages/tokens/dist/json/${id}.json`, import.meta.url), 'utf8'),
  ) as Record<'light' | 'dark', Record<string, string>>;

/** `#06715d` → `rgb(6, 113, 93)`, the form getComputedStyle answers in. */
const rgb = (hex: string) => {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
};

const signIn = (id: string) => `http://${id}.localhost:${port}/auth/signin`;

for (const id of ['aurora', 'kiir', 'daugava']) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${id} in ${scheme}: its own logo, colours and font from the first paint, axe clean`, async ({
      page,
      context,
    }) => {
      await giveConsent(context);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(signIn(id));
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-brand', id);
      await expect(html).toHaveAttribute('data-scheme', scheme);
      await expect(page.locator(`link#vool-brand-css[data-brand="${id}"]`)).toHaveCount(1);
      await expect(page.locator('link[href^="/tokens/css/"]')).toHaveCount(2);

      const logo = page.getByRole('banner').locator('img').first();
      // What the browser shows (following the system, it picks from the <picture> itself). The image
      // may still be on its way when the header is there: wait for it, then check it decoded.
      await expect
        .poll(() =>
          logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
        )
        .toMatch(new RegExp(`/tokens/assets/${id}/${scheme === 'dark' ? 'logo-dark' : 'logo'}\\.svg$`));

      const values = tokens(id)[scheme];
      await expect(page.locator('[data-part="header"]')).toHaveCSS(
        'background-color',
        rgb(values['color.background.header.default']!),
      );
      const family = values['font.family.body']!.split(',')[0]!.replace(/'/g, '');
      const fontLoaded = await page.evaluate(async (name) => {
        await document.fonts.ready;
        return [...document.fonts].some((f) => f.family.replace(/"/g, '') === name && f.status === 'loaded');
      }, family);
      expect(fontLoaded).toBe(true);

      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations).toEqual([]);
    });
  }
}

test('three brands show three different primary colours', async ({ page }) => {
  const colours = new Set<string>();
  for (const id of ['aurora', 'kiir', 'daugava']) {
    await page.goto(signIn(id));
    const primary = page.locator('main button[data-variant="primary"]').first();
    colours.add(await primary.evaluate((el) => getComputedStyle(el).backgroundColor));
  }
  expect(colours.size).toBe(3);
});

test('the sign-in page fits a 360 px phone without sideways scrolling', async ({ page, context }) => {
  // The consent dialog is checked by the portal journeys; here it would only cover the page.
  await giveConsent(context);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(signIn('nordlys'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the cookie consent dialog is axe clean in ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(signIn('kiir'));
    await expect(page.getByRole('dialog')).toBeVisible();
    // Measure the settled dialog, not its opening animation.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
  });
}
