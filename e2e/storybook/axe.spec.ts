import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { themeIds } from '../../packages/tokens/dist/brands.js';
import { show, stories, storyUrl } from './stories.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// A story is a fragment of a page: page-level rules (landmarks, a single h1) are left to the portal's own tests.
const wcag = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } as const;
const contrastOnly = { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } as const;
type RunOnly = typeof wcag | typeof contrastOnly;

async function axe(page: Page, runOnly: RunOnly): Promise<string[]> {
  return page.evaluate(async (only) => {
    type Result = { violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> };
    const w = window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } };
    const result = await w.axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    // In the theme matrix, say which theme each node is in.
    const themeOf = (target: string[]) => {
      const cell = document
        .querySelector<HTMLElement>(target.join(' '))
        ?.closest<HTMLElement>('[data-brand]');
      return cell && cell !== document.documentElement
        ? ` (${cell.dataset.brand} ${cell.dataset.scheme})`
        : '';
    };
    return result.violations.map(
      (v) =>
        `${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ') + themeOf(n.target)).join(', ')}`,
    );
  }, runOnly);
}

/**
 * Loads Storybook's preview once; later stories are switched through its channel, which keeps each check
 * to the story's own render instead of a whole page load.
 */
async function boot(page: Page, firstId: string) {
  // a11y.manual keeps the a11y addon's own axe run out of the way of ours.
  await page.goto(storyUrl(firstId, 'a11y.manual:!true'));
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await page.addScriptTag({ path: axePath });
  // Colours are measured at rest: no transition or animation may be caught halfway.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
}

/**
 * Overlays portal into <body>, outside the per-theme containers, so such stories switch the theme on <html>.
 * Storybook's own elements there (its hidden wrappers, the highlights root) are not the story's.
 */
const hasPortals = (page: Page) =>
  page.evaluate(() =>
    [...document.body.children].some(
      (el) =>
        !el.id.startsWith('storybook-') &&
        !el.classList.contains('sb-wrapper') &&
        !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName) &&
        el.checkVisibility() &&
        el.textContent.trim() !== '',
    ),
  );

const all = stories();
test.skip(all.length === 0, 'no static Storybook: run npm run build-storybook first');

const byTitle = new Map<string, typeof all>();
for (const story of all) byTitle.set(story.title, [...(byTitle.get(story.title) ?? []), story]);

/**
 * Consecutive titles in chunks of about the same number of stories, a test each: every test loads
 * Storybook's preview once (seconds), and there are still enough tests to keep both workers busy.
 */
const chunkCount = 12;
const chunks: Array<Array<[string, typeof all]>> = [[]];
let chunkSize = 0;
for (const entry of byTitle) {
  if (chunkSize >= all.length / chunkCount) {
    chunks.push([]);
    chunkSize = 0;
  }
  chunks.at(-1)!.push(entry);
  chunkSize += entry[1].length;
}

for (const chunk of chunks.filter((c) => c.length > 0)) {
  const titles = chunk.map(([title]) => title);
  const name = titles.length > 1 ? `${titles[0]} … ${titles.at(-1)}` : titles[0];
  test(`${name}: every story axe clean in every brand and scheme`, async ({ page }) => {
    test.setTimeout(300_000);
    const found: string[] = [];
    await boot(page, chunk[0]![1][0]!.id);
    for (const story of chunk.flatMap(([, group]) => group)) {
      const note = (theme: string, violations: string[]) =>
        found.push(...violations.map((v) => `${story.title} / ${story.name}, ${theme}: ${v}`));
      if (story.tags?.includes('all-brands')) {
        for (const scheme of ['light', 'dark']) {
          await show(page, story.id, { themeMatrix: false, brand: 'aurora', scheme });
          note(scheme, await axe(page, wcag));
        }
        continue;
      }
      // A play function acts on the one story it is given (it types into *the* combobox): in the
      // matrix it would meet 24 and fail, so such a story is shown alone and its themes switched.
      const playsAlone = story.tags?.includes('play-fn') ?? false;
      if (!playsAlone) {
        await show(page, story.id, { themeMatrix: true, brand: 'aurora', scheme: 'light' });
        if (!(await hasPortals(page))) {
          note('24 themes', await axe(page, wcag));
          continue;
        }
      }
      await show(page, story.id, { themeMatrix: false, brand: 'aurora', scheme: 'light' });
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
    }
    expect(found).toEqual([]);
  });
}
