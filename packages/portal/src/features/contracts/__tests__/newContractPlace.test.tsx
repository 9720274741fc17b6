import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PlacedUsagePoint, StartInfo, UsagePointPage } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import { renderPage } from '../../../test/render.tsx';
import { NewContractPage } from '../NewContractPage.tsx';

/**
 * The place of a new contract: a card per point of supply for a client with a few, the usage point
 * search for one with many; either way the choice goes into the address (`?point=`) and the start of
 * that point follows. The client's places are never loaded whole (`/api/locations`).
 */

const point = (n: number, street: string): PlacedUsagePoint => ({
  identifier: `6430000000000${String(n).padStart(5, '0')}`,
  identifierType: 'GSRN',
  utility: 'electricity',
  pointKind: 'UsagePoint',
  meterNumber: `E${String(n).padStart(8, '0')}`,
  interval: 15,
  dataTypes: ['consumption'],
  priceArea: 'FI',
  dataFrom: '2024-11-01T00:00:00+02:00',
  dataUpTo: '2026-11-17T00:00:00+02:00',
  locationId: n,
  address: { street, postalCode: '00100', city: 'Helsinki', countryCode: 'FI' },
});

/** A place whose fixed term runs on: the form says from when, a date of its own per point. */
const startInfo = (objectId: string, day: number): StartInfo => ({
  objectId,
  utility: 'electricity',
  place: { street: 'Kauppakatu 1', postalCode: '00100', city: 'Helsinki', countryCode: 'FI' },
  customerType: 'private',
  earliestStartDate: `2027-01-${String(day).padStart(2, '0')}`,
  latestStartDate: '2027-03-31',
  opensOn: '2026-12-01',
  current: null,
  networkOperator: 'Helen Sähköverkko Oy',
  eic: null,
});

interface Asked {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/**
 * The API as the page sees it: the client's supply points (`all`, of which the listing answers the
 * first page and the search those whose street starts with the text), each point's start.
 */
async function open(all: PlacedUsagePoint[], address = '/contracts/new') {
  const asked: Asked[] = [];
  const page = (items: PlacedUsagePoint[], total = items.length): UsagePointPage => ({
    items,
    total,
    limit: 10,
    offset: 0,
  });
  const client = {
    request: (method: string, path: string, options: Omit<Asked, 'method' | 'path'> = {}) => {
      asked.push({ method, path, query: options.query, body: options.body });
      if (path === '/api/contracts')
        return Promise.resolve({ contracts: [], canCreate: true, signing: true });
      if (path === '/api/usage-points/me') {
        const { identifier, limit } = options.query as { identifier?: string; limit?: number };
        if (identifier) return Promise.resolve(page(all.filter((p) => p.identifier === identifier)));
        return Promise.resolve(page(all.slice(0, limit), all.length));
      }
      if (path === '/api/usage-points/search') {
        const text = String(options.body?.query).toLowerCase();
        return Promise.resolve(page(all.filter((p) => p.address.street.toLowerCase().startsWith(text))));
      }
      const start = /^\/api\/contracts\/start-info\/(\d+)$/.exec(path);
      if (start) {
        const n = all.findIndex((p) => p.identifier === start[1]);
        return Promise.resolve(startInfo(start[1]!, (n % 28) + 1));
      }
      return Promise.reject(new Error(`${method} ${path} was not expected`));
    },
    auth: { session: () => Promise.resolve(null) },
  } as unknown as typeof apiClient;
  const router = createMemoryRouter([{ path: '/contracts/new', element: <NewContractPage /> }], {
    initialEntries: [address],
  });
  await renderPage(<RouterProvider router={router} />, { services: { api: client } });
  return { asked, router, user: userEvent.setup() };
}

/** jsdom has no IntersectionObserver, which the open list's load-more needs: here nothing scrolls. */
class StillObserver {
  observe() {
    // Nothing scrolls in jsdom: nothing to watch.
  }
  unobserve() {
    // As above.
  }
  disconnect() {
    // As above.
  }
  takeRecords() {
    return [];
  }
}
beforeAll(() => {
  globalThis.IntersectionObserver = StillObserver as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const few = [point(1, 'Kauppakatu 1'), point(2, 'Rantatie 5'), point(3, 'Isokatu 9')];
const many = Array.from({ length: 40 }, (_, i) => point(i + 1, `Mannerheimintie ${String(i + 1)}`));
/** What the form says for the nth point: the day before its own earliest start (see `open`). */
function startOf(n: number): string {
  const day = ((n - 1) % 28) + 1;
  const until = day === 1 ? '31.12.2026' : `${String(day - 1).padStart(2, '0')}.01.2027`;
  return `A fixed term runs at this place until ${until}.`;
}

/** The picker's code comes lazily, and its search once typing pauses: more than a second on a busy machine. */
const settle = { timeout: 5000 };

const pointCalls = (asked: Asked[]) => asked.filter((a) => a.path.startsWith('/api/usage-points'));

describe('the place of a new contract', () => {
  it('is one card per point of supply for a client with a few, and the one chosen goes into the address', async () => {
    const { asked, router, user } = await open(few);
    const group = await screen.findByRole('radiogroup', { name: /Place of supply/ });
    const cards = within(group).getAllByRole('radio');
    expect(cards).toHaveLength(3);
    expect(cards.every((card) => !(card as HTMLInputElement).checked)).toBe(true);
    expect(screen.queryByRole('combobox')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Rantatie 5/ }));
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?point=${few[1]!.identifier}`);
    });
    expect(await screen.findByText(startOf(2), { exact: false })).toBeVisible();
    expect(asked.map((a) => a.path)).toContain(`/api/contracts/start-info/${few[1]!.identifier}`);
    // The first page of the supply points alone: never every place of the client.
    expect(pointCalls(asked)).toEqual([
      { method: 'GET', path: '/api/usage-points/me', query: { kind: 'UsagePoint', limit: 10 } },
    ]);
    expect(asked.some((a) => a.path === '/api/locations')).toBe(false);
  });

  it('chooses a client’s only place for them, and ignores an address naming one not theirs', async () => {
    await open([few[0]!], '/contracts/new?point=643999999999999999');
    expect(await screen.findByRole('radio', { name: /Kauppakatu 1/ })).toBeChecked();
    expect(await screen.findByText(startOf(1), { exact: false })).toBeVisible();
  });

  it('keeps the card the address names across a reload', async () => {
    await open(few, `/contracts/new?point=${few[2]!.identifier}`);
    expect(await screen.findByRole('radio', { name: /Isokatu 9/ })).toBeChecked();
    expect(await screen.findByText(startOf(3), { exact: false })).toBeVisible();
  });

  it('says when the client has no place to supply', async () => {
    await open([]);
    expect(await screen.findByRole('heading', { name: 'No places to supply' })).toBeVisible();
  });

  it('is the usage point search for a client with many, asking for supply points only', async () => {
    const { asked, router, user } = await open(many);
    const field = await screen.findByRole('combobox', { name: /Place of supply/ }, settle);
    expect(field).toHaveAccessibleDescription(/You have 40 places of supply\./);
    expect(screen.queryByRole('radiogroup', { name: /Place of supply/ })).toBeNull();

    await user.click(field);
    await user.paste('Mannerheimintie 27');
    const option = await screen.findByRole('option', { name: /Mannerheimintie 27/ }, settle);
    await user.click(option);
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?point=${many[26]!.identifier}`);
    });
    expect(await screen.findByText(startOf(27), { exact: false })).toBeVisible();
    const searches = asked.filter((a) => a.path === '/api/usage-points/search');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((a) => a.body?.kind === 'UsagePoint')).toBe(true);
    // The picker's own listing is of supply points too.
    const listings = pointCalls(asked).filter((a) => a.path === '/api/usage-points/me');
    expect(listings.every((a) => a.query?.kind === 'UsagePoint')).toBe(true);
    expect(asked.some((a) => a.path === '/api/locations')).toBe(false);
  });

  it('shows the point the address names beyond the first page, asked for alone', async () => {
    const { asked } = await open(many, `/contracts/new?point=${many[33]!.identifier}`);
    const field = await screen.findByRole('combobox', { name: /Place of supply/ }, settle);
    await waitFor(() => {
      expect(field).toHaveValue(`Mannerheimintie 34, 00100 Helsinki · ${many[33]!.identifier}`);
    });
    expect(await screen.findByText(startOf(34), { exact: false })).toBeVisible();
    expect(pointCalls(asked)).toContainEqual({
      method: 'GET',
      path: '/api/usage-points/me',
      query: { kind: 'UsagePoint', identifier: many[33]!.identifier },
    });
  });

  it('ignores an address naming a point that is not the client’s', async () => {
    const { asked } = await open(many, '/contracts/new?point=643999999999999999');
    const field = await screen.findByRole('combobox', { name: /Place of supply/ }, settle);
    expect(field).toHaveValue('');
    expect(asked.some((a) => a.path.startsWith('/api/contracts/start-info'))).toBe(false);
  });
});
