import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { themeIds } from '../../packages/tokens/dist/brands.js';
import { stories, storyUrl } from './stories.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// A story is a fragment of a page: page-level rules (landmarks, a single h1) are left to the portal's own tests.
const wcag = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } as const;
const contrastOnly = { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } as const;
type RunOnly = typeof wcag | typeof contrastOnly;

interface Violation {
  id: string;
  help: string;
  targets: string[];
}

async function axe(page: Page, runOnly: RunOnly): Promise<Violation[]> {
  return page.evaluate(async (only) => {
    type Result = { violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> };
    const w = window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } };
    // Storybook's a11y addon may still be running its own check of the story; wait for it.
    let result: Result | undefined;
    for (let attempt = 0; !result; attempt += 1) {
      try {
        result = await w.axe.run(document, { runOnly: only, resultTypes: ['violations'] });
      } catch (error) {
        if (attempt > 50 || !String(error).includes('already running')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, runOnly);
}

async function open(page: Page, id: string, globals: string) {
  await page.goto(storyUrl(id, globals));
  await page.waitForFunction(
    () =>
      (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 ||
      document.querySelector('[role="dialog"], [role="alertdialog"]'),
  );
  await page.evaluate(() => document.fonts.ready);
  await page.addScriptTag({ path: axePath });
  // Colours are measured at rest: no transition or animation may be caught halfway.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.waitForTimeout(150);
}

/** Overlays portal into <body>, outside the per-theme containers, so such stories switch the theme on <html>. */
const hasPortals = (page: Page) =>
  page.evaluate(() =>
    [...document.body.children].some(
      (el) =>
        !['storybook-root', 'storybook-docs'].includes(el.id) &&
        !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName) &&
        el.textContent.trim() !== '',
    ),
  );

const all = stories();
test.skip(all.length === 0, 'no static Storybook: run npm run build-storybook first');

for (const story of all) {
  test(`${story.title} › ${story.name}: axe clean in every brand and scheme`, async ({ page }) => {
    const found: string[] = [];
    const note = (theme: string, violations: Violation[]) => {
      for (const v of violations) found.push(`${theme}: ${v.id} (${v.help}) at ${v.targets.join(', ')}`);
    };
    if (story.tags?.includes('all-brands')) {
      for (const scheme of ['light', 'dark']) {
        await open(page, story.id, `scheme:${scheme}`);
        note(scheme, await axe(page, wcag));
      }
    } else {
      await open(page, story.id, 'brand:aurora;scheme:light');
      if (await hasPortals(page)) {
        note('aurora light', await axe(page, wcag));
        for (const brand of themeIds) {
          for (const scheme of ['light', 'dark']) {
            await page.evaluate(
              ([b, s]) => Object.assign(document.documentElement.dataset, { brand: b, scheme: s }),
              [brand, scheme],
            );
            note(`${brand} ${scheme}`, await axe(page, contrastOnly));
          }
        }
      } else {
        await open(page, story.id, 'themeMatrix:!true');
        note('24 themes', await axe(page, wcag));
      }
    }
    expect(found).toEqual([]);
  });
}
