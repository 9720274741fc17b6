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

/**
 * Switches a page that has Storybook's preview loaded to another story or other globals through the
 * preview's channel: the story's own render, without loading the page again. Resolves once that very
 * story has rendered with them (a globals change first re-renders the story shown before, which
 * announces itself too) and the browser has painted it; fails when the story errors, is missing or
 * has not rendered within `within` ms, so nothing is ever checked against the story before.
 */
export async function show(page: Page, id: string, globals: Record<string, unknown>, within = 30_000) {
  await page.evaluate(
    async ([storyId, nextGlobals, limit]) => {
      type Listener = (detail?: unknown) => void;
      type Channel = {
        emit: (event: string, arg: unknown) => void;
        on: (event: string, listener: Listener) => void;
        off: (event: string, listener: Listener) => void;
      };
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      const listeners: Array<[string, Listener]> = [];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const rendered = new Promise<void>((resolve, reject) => {
        const fail = (why: string) => {
          reject(new Error(`story ${storyId} ${why}`));
        };
        listeners.push(
          [
            'storyRendered',
            (renderedId) => {
              if (renderedId === storyId) resolve();
            },
          ],
          [
            'storyRenderPhaseChanged',
            (detail) => {
              const { newPhase, storyId: of } = detail as { newPhase: string; storyId: string };
              if (of === storyId && newPhase === 'errored') fail('failed to render (see the console)');
            },
          ],
          [
            'storyMissing',
            () => {
              fail('is missing');
            },
          ],
        );
        for (const [event, listener] of listeners) channel.on(event, listener);
        timer = setTimeout(() => {
          fail(`did not render within ${limit} ms`);
        }, limit);
      });
      try {
        channel.emit('updateGlobals', { globals: nextGlobals });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        await rendered;
      } finally {
        clearTimeout(timer);
        for (const [event, listener] of listeners) channel.off(event, listener);
      }
      await document.fonts.ready;
      // Two frames: the render has been laid out and painted.
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    },
    [id, globals, within] as const,
  );
}
