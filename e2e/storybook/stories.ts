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
