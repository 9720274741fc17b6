import { expect, test } from '@playwright/test';
import { openStory, show, stories } from './stories.ts';

/**
 * Screenshot baselines of a few representative stories in three reference brands, light and dark: a
 * change to a component or to the tokens that alters how they look shows here as a failing picture.
 * The other brands are covered by the axe run, which renders every story in every theme.
 * Update deliberately, after looking at the new pictures: `npx playwright test --project storybook
 * screenshots --update-snapshots`.
 */

// Three brands that differ in every visible axis: hue, corner radius, typeface, country.
const referenceBrands = [
  'pohjola', // FI: orange, near-square corners, IBM Plex Sans
  'kiir', // EE: violet, round corners, Montserrat
  'daugava', // LV: blue, medium corners, Noto Sans
] as const;

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };

interface Shot {
  name: string;
  storyId: string;
  viewport?: { width: number; height: number };
  /** Overlays render into <body>, outside the story root: picture the whole viewport. */
  whole?: boolean;
}

const shots: Shot[] = [
  { name: 'button-variants', storyId: 'actions-button--matrix' },
  { name: 'form', storyId: 'forms-form--update-contact-details-form' },
  { name: 'dialog-open', storyId: 'overlays-dialog--open', whole: true },
  { name: 'table-sortable', storyId: 'data-table--sortable' },
  { name: 'table-cards', storyId: 'data-table--mobile-sortable-selectable', viewport: phone },
  { name: 'tabs', storyId: 'navigation-tabs--default' },
  { name: 'alerts', storyId: 'feedback-alert--all-tones' },
  { name: 'app-shell', storyId: 'layout-appshell--desktop', whole: true },
];

const known = new Set(stories().map((s) => s.id));
test.skip(known.size === 0, 'no static Storybook: run npm run build-storybook first');

// One page per story: the first theme loads it, the others switch to it through Storybook's channel.
for (const shot of shots) {
  test(`${shot.name} in ${referenceBrands.join(', ')}, light and dark`, async ({ page }) => {
    expect(known, `story ${shot.storyId} exists`).toContain(shot.storyId);
    await page.setViewportSize(shot.viewport ?? desktop);
    let loaded = false;
    for (const brand of referenceBrands) {
      for (const scheme of ['light', 'dark'] as const) {
        if (loaded) await show(page, shot.storyId, { brand, scheme });
        else await openStory(page, shot.storyId, { brand, scheme });
        loaded = true;
        const target = shot.whole ? page : page.locator('#storybook-root');
        await expect
          .soft(target, `${brand} ${scheme}`)
          .toHaveScreenshot(`${shot.name}-${brand}-${scheme}.png`, {
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.001,
          });
      }
    }
  });
}
