import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlacedUsagePoint, UsagePointPage } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { nextOffset } from '../api.ts';
import { PointSearch } from '../PointSearch.tsx';

const point = (identifier: string, street: string, meterNumber = 'E00000001'): PlacedUsagePoint => ({
  identifier,
  identifierType: identifier.startsWith('643') ? 'GSRN' : 'EIC',
  utility: 'electricity',
  pointKind: 'UsagePoint',
  meterNumber,
  interval: 15,
  dataTypes: ['consumption'],
  priceArea: 'FI',
  dataFrom: '2024-11-01T00:00:00+02:00',
  dataUpTo: '2026-11-23T21:00:00+02:00',
  locationId: 1,
  address: { street, postalCode: '00100', city: 'Helsinki', countryCode: 'FI' },
});

/** jsdom has no IntersectionObserver: this one tells the list's end is in view when a test says so. */
class FakeObserver {
  static all: FakeObserver[] = [];
  private readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {
    // Nothing is watched apart: every target is told at once.
  }
  disconnect() {
    // As above.
  }
  takeRecords() {
    return [];
  }
  static reachEnd() {
    for (const observer of FakeObserver.all) {
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
beforeAll(() => {
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** Typing pauses, then the server answers: more than waitFor's one second on a busy machine. */
const settle = { timeout: 5000 };

const listed = [
  point('643000000000000017', 'Aleksanterinkatu 1'),
  point('643000000000000024', 'Hämeentie 3'),
];
const pageOf = (items: PlacedUsagePoint[], total = items.length): UsagePointPage => ({
  items,
  total,
  limit: 20,
  offset: 0,
});

/** A server: the listing answers `listing(offset)`; a search answers what `found` says for its body. */
function setup(
  found: (body: { searchType: string; query: string }) => UsagePointPage,
  listing: (offset: number) => UsagePointPage = () => pageOf(listed),
) {
  const searches: Array<{ searchType: string; query: string }> = [];
  const offsets: number[] = [];
  const client = {
    request: (method: string, path: string, options?: { body?: unknown; query?: { offset?: number } }) => {
      if (method === 'POST' && path === '/api/usage-points/search') {
        const body = options?.body as { searchType: string; query: string };
        searches.push({ searchType: body.searchType, query: body.query });
        return Promise.resolve(found(body));
      }
      offsets.push(options?.query?.offset ?? 0);
      return Promise.resolve(listing(options?.query?.offset ?? 0));
    },
  } as unknown as typeof apiClient;
  const onSelect = jest.fn<(chosen: PlacedUsagePoint) => void>();
  renderWithProviders(<PointSearch label="Usage point" selected={listed[0]!} onSelect={onSelect} />, {
    services: { api: client },
  });
  return { searches, offsets, onSelect, user: userEvent.setup() };
}

describe('the usage point picker', () => {
  it('shows the chosen point, and lists the client’s points by address when opened', async () => {
    const { searches, user } = setup(() => pageOf([]));
    const field = screen.getByRole('combobox', { name: 'Usage point' });
    expect(field).toHaveValue('Aleksanterinkatu 1, 00100 Helsinki · 643000000000000017');
    await user.click(field);
    await waitFor(() => {
      expect(screen.getAllByRole('option')).toHaveLength(2);
    }, settle);
    expect(searches).toEqual([]);
  });

  it('asks the server once the typing pauses, and by the type chosen', async () => {
    const wanted = point('643111111111111116', 'Mannerheimintie 12', 'E12345678');
    const { searches, onSelect, user } = setup(({ query }) =>
      pageOf(query.includes('643') || query.includes('manner') ? [wanted] : []),
    );
    const field = screen.getByRole('combobox', { name: 'Usage point' });
    await user.clear(field);
    await user.type(field, 'manner');
    await waitFor(() => {
      expect(screen.getByRole('option', { name: /Mannerheimintie 12/ })).toBeVisible();
    }, settle);
    // One call for the word, not one per letter.
    expect(searches).toEqual([{ searchType: 'ADDRESS', query: 'manner' }]);
    expect(screen.getByRole('status')).toHaveTextContent('1 usage point found');

    // The list covers the page for assistive tech while open: close it to reach the search type.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', { name: 'GSRN' }));
    await user.clear(field);
    await user.type(field, '6431');
    await waitFor(() => {
      expect(searches.at(-1)).toEqual({ searchType: 'GSRN', query: '6431' });
    }, settle);
    await user.click(field);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(wanted);
  });

  it('keeps a search typed while the page’s own point arrives, and shows that point once left', async () => {
    const wanted = point('643111111111111116', 'Mannerheimintie 12');
    let choose: (chosen: PlacedUsagePoint) => void = () => undefined;
    function PageStillLoading() {
      const [selected, setSelected] = useState<PlacedUsagePoint | null>(null);
      choose = setSelected;
      return <PointSearch label="Usage point" selected={selected} onSelect={() => undefined} />;
    }
    const client = {
      request: (method: string) => Promise.resolve(method === 'POST' ? pageOf([wanted]) : pageOf(listed)),
    } as unknown as typeof apiClient;
    renderWithProviders(<PageStillLoading />, { services: { api: client } });
    const user = userEvent.setup();
    const field = screen.getByRole('combobox', { name: 'Usage point' });
    await user.type(field, 'manner');
    act(() => {
      choose(listed[0]!);
    });
    expect(field).toHaveValue('manner');
    await waitFor(() => {
      expect(screen.getByRole('option', { name: /Mannerheimintie 12/ })).toBeVisible();
    }, settle);
    await user.tab();
    expect(field).toHaveValue('Aleksanterinkatu 1, 00100 Helsinki · 643000000000000017');
  });

  it('says when nothing matches', async () => {
    const { user } = setup(() => pageOf([]));
    const field = screen.getByRole('combobox', { name: 'Usage point' });
    await user.clear(field);
    await user.type(field, 'Zzyzx');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No usage point matches');
    }, settle);
    expect(screen.getByRole('listbox')).toHaveTextContent('No usage point matches');
  });

  it('shows the meter number of each option when searching by it', async () => {
    const { user } = setup(() => pageOf([point('38ZEE-00000001-1', 'Narva mnt 5', 'E7654321')]));
    await user.click(screen.getByRole('radio', { name: 'EIC or meter number' }));
    const field = screen.getByRole('combobox', { name: 'Usage point' });
    await user.clear(field);
    await user.type(field, 'E76');
    await waitFor(() => {
      expect(screen.getByRole('option', { name: /meter E7654321/ })).toBeVisible();
    }, settle);
  });
});

describe('the next page', () => {
  it('is asked for as the open list scrolls to its end', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      point(`6430000000000${String(i).padStart(5, '0')}`, `Kauppakatu ${String(i + 1)}`),
    );
    const { offsets, user } = setup(
      () => pageOf([]),
      (offset) => ({ items: many.slice(offset, offset + 20), total: 45, limit: 20, offset }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Usage point' }));
    await waitFor(() => {
      expect(screen.getAllByRole('option')).toHaveLength(20);
    }, settle);
    act(() => {
      FakeObserver.reachEnd();
    });
    await waitFor(() => {
      expect(screen.getAllByRole('option')).toHaveLength(40);
    }, settle);
    expect(offsets).toEqual([0, 20]);
  });

  it('starts after the last point answered, until the total', () => {
    expect(nextOffset({ ...pageOf(listed, 45), offset: 20 })).toBe(22);
    expect(nextOffset({ ...pageOf(listed, 2), offset: 0 })).toBeUndefined();
    expect(nextOffset({ ...pageOf([], 45), offset: 60 })).toBeUndefined();
  });
});
