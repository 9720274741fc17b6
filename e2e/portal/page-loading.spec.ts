import { expect, holdBack, hydrated, origin, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

test.describe('a page that takes long to open', () => {
  test.use({ account: { brand: 'kiir', role: 'customer' } });

  test('shows the loading bar from the press until the page is there', async ({ page }) => {
    await page.goto(`${origin('kiir')}/dashboard`);
    await hydrated(page);
    const t = await textsOf(page);
    // The statement's code, held as a slow connection would: its link is below the screen, so it
    // was not fetched ahead.
    const release = await holdBack(page, /\/assets\/AccessibilityStatementPage-[\w-]+\.js$/);
    await page.locator('footer a[href="/accessibility"]').click();

    const bar = page.getByRole('progressbar', { name: t('shell.pageLoading') });
    await expect(bar).toBeVisible();
    // Faded in after a moment, so a page that opens at once does not flash it.
    await expect(bar).toHaveCSS('opacity', '1');
    await expect(page).toHaveURL(/\/dashboard$/);

    release();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});
