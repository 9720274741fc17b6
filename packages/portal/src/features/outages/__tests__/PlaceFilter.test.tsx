import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Compensation, PointCompensation } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PlaceFilter } from '../PlaceFilter.tsx';

/**
 * The compensation trackers of a client with many places: the year's summary, the places with
 * interruptions a page at a time (the server pages them), "Show more" until all are shown.
 */

const tracker = (n: number): PointCompensation => ({
  identifier: `6430000000000${String(n).padStart(5, '0')}`,
  address: { street: `Kauppakatu ${n}`, postalCode: '00100', city: 'Helsinki', countryCode: 'FI' },
  year: 2026,
  interruptions: [
    {
      outageId: null,
      start: '2026-03-01T08:00:00.000Z',
      end: '2026-03-02T14:00:00.000Z',
      minutes: 30 * 60,
      percent: 25,
      dueCents: 10_000 - n,
      creditedOn: null,
    },
  ],
  feeCents: 40_000,
  feeBasis: 'annual-network-fee',
  dueCents: 10_000 - n,
  creditedCents: 0,
  capCents: 200_000,
  law: 'Sähkömarkkinalaki 588/2013 §100',
  claim: 'automatic',
  operator: 'Lähiverkko Oy',
});

const summary = { points: 1600, interrupted: 26, dueCents: 123_456, creditedCents: 7_890 };
const interrupted = Array.from({ length: 26 }, (_, i) => tracker(i + 1));

/** The server: pages of the places with interruptions, as asked. */
function setup() {
  const asked: Array<Record<string, unknown>> = [];
  const client = {
    request: (_method: string, path: string, options?: { query?: Record<string, unknown> }) => {
      const query = options?.query ?? {};
      if (path !== '/api/outages/compensation') return Promise.reject(new Error(`unexpected ${path}`));
      asked.push(query);
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit);
      const answer: Compensation = {
        points: interrupted.slice(offset, offset + limit),
        year: 2026,
        total: interrupted.length,
        limit,
        offset,
        summary,
      };
      return Promise.resolve(answer);
    },
  } as unknown as typeof apiClient;
  renderWithProviders(<PlaceFilter summary={summary} />, { services: { api: client } });
  return { asked, user: userEvent.setup() };
}

const trackerHeadings = () => screen.queryAllByRole('heading', { level: 3 });

describe('the trackers of a client with many places', () => {
  it('says how many places had interruptions and what is due at all of them', async () => {
    setup();
    expect(
      screen.getByText('26 of your 1,600 places had interruptions this year: shown below.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Due this year at all your places: €1,234.56 (€78.90 credited)'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(trackerHeadings()).toHaveLength(20);
    });
  });

  it('shows the first 20, then the rest on "Show more", asking the server for that page only', async () => {
    const { asked, user } = setup();
    await waitFor(() => {
      expect(trackerHeadings()).toHaveLength(20);
    });
    expect(asked).toEqual([{ limit: 20, offset: 0, interrupted: 'true', identifier: undefined }]);
    const more = screen.getByRole('button', { name: 'Show 6 more places (20 of 26 shown)' });
    await user.click(more);
    await waitFor(() => {
      expect(trackerHeadings()).toHaveLength(26);
    });
    expect(asked.at(-1)).toMatchObject({ limit: 20, offset: 20, interrupted: 'true' });
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
    // The reader goes on with the trackers just shown, not from the top of the page.
    await waitFor(() => {
      expect(document.activeElement).toContainElement(
        screen.getByRole('heading', { name: /Kauppakatu 21,/ }),
      );
    });
  });
});
