import type { Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

export const storybookDir = new URL('../../apps/storybook/storybook-static/', import.meta.url);

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Every story of the static Storybook build (run `npm run build-storybook` first). */
export function stories(): IndexEntry[] {
  const index = new URL('index.json', storybookDir);
  if (!existsSync(index)) return [];
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(entries).filter((e) => e.type === 'story');
}

export const storyUrl = (id: string, globals = '') =>
  `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${globals ? `&globals=${globals}` : ''}`;

/** The Storybook globals a story is shown with: `{ brand: 'kiir', scheme: 'dark' }`. */
export type Globals = Record<string, string>;

/**
 * Opens one story on its own page and waits until it has rendered and its fonts have loaded, with
 * transitions and animations off, so what is measured or pictured is the story at rest.
 */
export async function openStory(page: Page, id: string, globals: Globals = {}) {
  const encoded = Object.entries(globals)
    .map(([key, value]) => `${key}:${value}`)
    .join(';');
  await page.goto(storyUrl(id, encoded));
  await page.waitForFunction(() => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    return preview?.currentRender?.phase === 'finished';
  });
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
