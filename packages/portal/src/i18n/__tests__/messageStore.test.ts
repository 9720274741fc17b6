import { describe, expect, it, jest } from '@jest/globals';
import { createMessageStore } from '../messageStore.ts';

// The compiled files come through Vite's import.meta.glob, which Jest has not: their loader is replaced.
const loads: Array<{ locale: string; mobile: boolean; areas: string[] }> = [];
// A stand-in for the compiled files (Vite's import.meta.glob, which Jest has not): one text per area.
const store = createMessageStore((locale, mobile, wanted) => {
  const areas = [...wanted];
  loads.push({ locale, mobile, areas });
  return Promise.resolve(
    Object.fromEntries(areas.map((area) => [`${area}.title`, [{ type: 0, value: locale }]])),
  );
});

describe('the message store', () => {
  it('loads the areas asked for before the language is known together with it, then each page’s own', async () => {
    const early = store.requireArea('dashboard');
    await store.setMessageTarget('fi-FI', false);
    await early;
    expect(Object.keys(store.messagesSnapshot().messages).sort()).toEqual(['core.title', 'dashboard.title']);
    expect(loads).toHaveLength(1);

    await store.requireArea('charts');
    expect(Object.keys(store.messagesSnapshot().messages)).toContain('charts.title');
    // Asking again for what is there costs nothing.
    await store.requireArea('charts');
    expect(loads).toHaveLength(2);
  });

  it('switches language with every area loaded so far, and tells its subscribers', async () => {
    const listener = jest.fn();
    const unsubscribe = store.subscribeMessages(listener);
    await store.setMessageTarget('sv-FI', true);
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(loads.at(-1)).toEqual({ locale: 'sv-FI', mobile: true, areas: ['core', 'dashboard', 'charts'] });
    expect(store.messagesSnapshot()).toMatchObject({ locale: 'sv-FI', mobile: true });
  });

  it('fetches a page’s texts ahead of it without putting them in use, so nothing draws again', async () => {
    const listener = jest.fn();
    const unsubscribe = store.subscribeMessages(listener);
    const before = store.messagesSnapshot();
    await store.fetchArea('invoices');
    expect(loads.at(-1)).toEqual({ locale: 'sv-FI', mobile: true, areas: ['invoices'] });
    expect(store.messagesSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    // Once in use, ahead of a page is nothing to fetch.
    const count = loads.length;
    await store.fetchArea('charts');
    expect(loads).toHaveLength(count);
    unsubscribe();
  });

  it('adds a page’s texts to the ones in use, so what is drawn keeps its formatter and draws nothing again', async () => {
    const before = store.messagesSnapshot();
    await store.requireArea('outages');
    const after = store.messagesSnapshot();
    expect(after).toBe(before);
    expect(after.messages['outages.title']).toEqual([{ type: 0, value: 'sv-FI' }]);
    // Another language is a snapshot of its own, without the old one's texts mixed in.
    await store.setMessageTarget('ru-RU', true);
    expect(store.messagesSnapshot()).not.toBe(before);
    expect(before.messages['outages.title']).toEqual([{ type: 0, value: 'sv-FI' }]);
  });

  it('keeps the newest of two quick switches', async () => {
    const first = store.setMessageTarget('et-EE', false);
    const second = store.setMessageTarget('lv-LV', false);
    await Promise.all([first, second]);
    expect(store.messagesSnapshot().locale).toBe('lv-LV');
  });
});
