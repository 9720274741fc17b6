import { expect, test, type Page } from '@playwright/test';
import { openStory, stories } from './stories.ts';

/**
 * A list whose results arrive while it is open stays on the side it opened on. React Aria places a
 * popover again whenever its size changes and would flip a grown list above a field low on the page:
 * the option a user (or a test) aimed at would move away under the pointer.
 */

test.skip(stories().length === 0, 'no static Storybook: run npm run build-storybook first');

async function placeFieldLow(page: Page) {
  await page.setViewportSize({ width: 1024, height: 800 });
  await openStory(page, 'forms-combobox--async-loading', { brand: 'kiir', scheme: 'light' });
  // The story's play opened the list; start from a closed one with the field near the bottom.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.locator('#storybook-root').evaluate((root) => {
    root.style.paddingTop = '560px';
  });
  const field = page.getByRole('combobox', { name: 'Place' });
  const box = (await field.boundingBox())!;
  // Less room below the field than the 15 results need, more above it.
  expect(800 - (box.y + box.height)).toBeLessThan(200);
  return field;
}

test('a server search opened low on the page grows under its field, not above it', async ({ page }) => {
  const field = await placeFieldLow(page);
  await field.fill('');
  await field.pressSequentially('mnt');
  const popover = page.locator('[data-trigger="ComboBox"]');
  // First the loading row, then the server's first page of 15 places.
  await expect(page.getByRole('option')).toHaveCount(15);
  await expect(popover).toHaveAttribute('data-placement', 'bottom');
  const fieldBox = (await page.locator('[role="group"]:has([role="combobox"])').boundingBox())!;
  const listBox = (await popover.boundingBox())!;
  expect(listBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
  // The list scrolls within the room below; the next page arrives and it stays there.
  await page.getByRole('option').last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('option')).toHaveCount(30);
  await expect(popover).toHaveAttribute('data-placement', 'bottom');
  await page.getByRole('option', { name: 'Pärnu mnt 2, Tallinn' }).click();
  await expect(field).toHaveValue('Pärnu mnt 2, Tallinn');
});

test('a list that opens above its field, when there is no room below, stays above', async ({ page }) => {
  const field = await placeFieldLow(page);
  await page.locator('#storybook-root').evaluate((root) => {
    root.style.paddingTop = '700px';
  });
  await field.fill('');
  await field.pressSequentially('mnt');
  const popover = page.locator('[data-trigger="ComboBox"]');
  // Above there is room for more than a page: the list asks for the next ones at once.
  await expect(page.getByRole('option', { name: 'Narva mnt 1, Tallinn' })).toBeVisible();
  await expect(popover).toHaveAttribute('data-placement', 'top');
  // Narrowing the search to one place shrinks the list towards the field, on the same side.
  await field.pressSequentially(' 2,');
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(popover).toHaveAttribute('data-placement', 'top');
});
