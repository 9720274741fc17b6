import type { Page } from '@playwright/test';
import { expect, origin, test } from './fixtures.ts';

/** The scripts of a page's route, as the build names its chunk (`/assets/<Module>-<hash>.js`). */
const chunkOf = (module: string) => new RegExp(`/assets/${module}-[\\w-]+\\.js$`);

function scriptsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

test.describe('link prefetch (spec §9)', () => {
  test.use({ account: { brand: 'kiir', role: 'customer' }, viewport: { width: 1280, height: 600 } });

  test("fetches a linked page's code once the link comes within 200 px of the screen, not before", async ({
    page,
  }) => {
    const asked = scriptsAsked(page);
    // The menu's link to the charts is on screen: their code follows as soon as the page's has run.
    const charts = page.waitForRequest(chunkOf('ChartsPage'));
    await page.goto(`${origin('kiir')}/dashboard`);
    const footerLink = page.locator('footer a[href="/accessibility"]');
    const box = await footerLink.boundingBox();
    expect(box?.y, 'the footer starts more than 200 px below the screen').toBeGreaterThan(600 + 200);

    // A move, for a page whose code waits for one; by the charts' code, the links are observed.
    await page.mouse.move(640, 300);
    await charts;
    // Fetched, not run: the charts' stylesheet is not applied to this page, and their code is not
    // evaluated in a long task while the person reads the dashboard.
    await expect(page.locator('link[rel="prefetch"][href*="/ChartsPage-"]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"][href*="/ChartsPage-"]')).toHaveCount(0);
    expect(asked.filter((path) => chunkOf('AccessibilityStatementPage').test(path))).toEqual([]);

    // Scrolled to within 200 px of the footer's link: the statement's code is fetched, before any click.
    const statement = page.waitForRequest(chunkOf('AccessibilityStatementPage'));
    // Scrolled by the page itself: a wheel under the pointer can land on a chart, which zooms instead.
    await page.evaluate(
      (by) => {
        window.scrollBy(0, by);
      },
      box!.y - 600 - 150,
    );
    await statement;
    await expect(page).toHaveURL(`${origin('kiir')}/dashboard`);

    // Followed, the link opens the page from what was fetched, its stylesheet applied.
    await page.locator('footer a[href="/accessibility"]').click();
    await expect(page).toHaveURL(`${origin('kiir')}/accessibility`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked.filter((path) => chunkOf('AccessibilityStatementPage').test(path))).toHaveLength(1);
  });
});
