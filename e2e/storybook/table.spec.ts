import { expect, test } from '@playwright/test';
import { openStory, stories } from './stories.ts';

/**
 * The Table's two layouts are switched by CSS alone, which jsdom does not apply: here, in Chromium, the
 * card layout must keep its controls usable and leave the hidden header row out of the tab order.
 */

test.skip(stories().length === 0, 'no static Storybook: run npm run build-storybook first');

const story = 'data-table--mobile-sortable-selectable';

test('below md: "Select all" and "Sort by" above the cards, the hidden header out of the tab order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openStory(page, story);
  const selectAll = page.getByRole('checkbox', { name: 'Select all' });
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(selectAll).toBeVisible();
  await expect(sortBy).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Invoice', exact: true })).toBeAttached();

  await page.keyboard.press('Tab');
  await expect(selectAll).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(sortBy).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Select Invoice 2025-104' })).toBeFocused();

  await sortBy.selectOption({ label: 'Amount, EUR, ascending' });
  await expect(page.getByRole('columnheader', { name: 'Amount, EUR', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('rowheader').first()).toHaveText('Invoice 2025-104');
  await expect(page.getByRole('rowheader').last()).toHaveText('Invoice 2025-032');

  await selectAll.focus();
  await page.keyboard.press('Space');
  for (const box of await page.getByRole('row').getByRole('checkbox').all()) await expect(box).toBeChecked();
});

test('from md up: the header row sorts and selects, and the card controls are gone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openStory(page, story);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Select all' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Invoice' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: 'Invoice' })).toHaveAttribute('aria-sort', 'ascending');
});
