import { expect, test, type Locator, type Page } from '@playwright/test';
import { openStory, stories } from './stories.ts';

/**
 * Forced-colours mode (Windows High Contrast) replaces every author colour with a few system colours
 * and drops box shadows and background images. These checks render stories in it and assert that they
 * stay usable: keyboard focus shows as an outline, controls keep a visible edge, and a checked or
 * selected control looks different from an unchecked one.
 */

test.skip(stories().length === 0, 'no static Storybook: run npm run build-storybook first');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ forcedColors: 'active' });
});

async function open(page: Page, storyId: string) {
  await openStory(page, storyId, { brand: 'kiir', scheme: 'light' });
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
}

/** Tabs to the next control and tells whether an outline (forced colours keep outlines) marks it. */
async function tabShowsOutline(page: Page): Promise<boolean> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    // React Aria draws the ring where it looks right: on the control, or on a box inside its label.
    const host = active.closest('[data-focus-visible]') ?? active;
    return [host, ...host.querySelectorAll('*')].some((el) => {
      const style = getComputedStyle(el);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    });
  });
}

/** Whether the element has a border on every side, in a colour other than the page's. */
async function hasVisibleBorder(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const canvas = getComputedStyle(document.body).backgroundColor;
    return (['Top', 'Right', 'Bottom', 'Left'] as const).every(
      (side) =>
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-color`) !== canvas,
    );
  });
}

/** How many pixels differ between two pictures of the same element, decoded by the browser. */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(first), decode(second)]);
      if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
      let count = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (x.data.slice(i, i + 4).some((value, channel) => value !== y.data[i + channel])) count++;
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/** A state that shows only as a handful of pixels would be missed at a glance. */
const clearlyDifferent = 40;

test('Button: focus outline and a border', async ({ page }) => {
  await open(page, 'actions-button--primary');
  const button = page.locator('#storybook-root button').first();
  expect(await hasVisibleBorder(button)).toBe(true);
  expect(await tabShowsOutline(page)).toBe(true);
});

for (const [name, storyId] of [
  ['Checkbox', 'forms-checkbox--default'],
  ['Switch', 'forms-switch--off'],
] as const) {
  test(`${name}: focus outline, a visible edge, and checked unlike unchecked`, async ({ page }) => {
    await open(page, storyId);
    const label = page.locator('#storybook-root label').first();
    const control = label.locator('[aria-hidden="true"]').first();
    expect(await hasVisibleBorder(control)).toBe(true);
    expect(await tabShowsOutline(page)).toBe(true);
    const unchecked = await control.screenshot();
    await page.keyboard.press('Space');
    await expect(page.getByRole(name === 'Switch' ? 'switch' : 'checkbox')).toBeChecked();
    const checked = await control.screenshot();
    expect(await differingPixels(page, unchecked, checked)).toBeGreaterThan(clearlyDifferent);
  });
}

test('TextField with an error: a bordered input, a focus outline and a visible message', async ({ page }) => {
  await open(page, 'forms-textfield--invalid');
  const input = page.getByRole('textbox');
  expect(await hasVisibleBorder(input)).toBe(true);
  expect(await tabShowsOutline(page)).toBe(true);
  await expect(input).toBeFocused();
  await expect(page.getByText('Enter an email address like name@example.com')).toBeVisible();
});

test('Tabs: focus outline, and the selected tab unlike the others', async ({ page }) => {
  await open(page, 'navigation-tabs--default');
  const [first, second] = await page.getByRole('tab').all();
  expect(await tabShowsOutline(page)).toBe(true);
  await expect(first!).toBeFocused();
  // Pictured unfocused, so only selection differs between the two pictures.
  await page.mouse.click(0, 0);
  const selected = await first!.screenshot();
  await second!.click();
  await page.mouse.click(0, 0);
  await expect(first!).toHaveAttribute('aria-selected', 'false');
  const unselected = await first!.screenshot();
  expect(await differingPixels(page, selected, unselected)).toBeGreaterThan(clearlyDifferent);
});

test('Table: sort buttons show focus and the sort order, row checkboxes their state', async ({ page }) => {
  await open(page, 'data-table--sortable');
  expect(await tabShowsOutline(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Invoice' })).toBeFocused();
  const header = page.getByRole('columnheader', { name: 'Amount, EUR' });
  await page.mouse.click(0, 0);
  const unsorted = await header.screenshot();
  await page.getByRole('button', { name: 'Amount, EUR' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await page.mouse.click(0, 0);
  const sorted = await header.screenshot();
  expect(await differingPixels(page, unsorted, sorted)).toBeGreaterThan(clearlyDifferent);

  await open(page, 'data-table--selectable');
  const row = page.getByRole('row').filter({ hasText: '2025-087' });
  const box = row.locator('label [aria-hidden="true"]').first();
  expect(await hasVisibleBorder(box)).toBe(true);
  const unchecked = await box.screenshot();
  await box.click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await page.mouse.click(0, 0);
  const checked = await box.screenshot();
  expect(await differingPixels(page, unchecked, checked)).toBeGreaterThan(clearlyDifferent);
});
