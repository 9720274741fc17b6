import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { dashboardPlaces, type DashboardLocation, type DashboardLocations } from '@vool/api-client/browser';
import { renderWithProviders } from '../../../test/render.tsx';
import { LocationsCard } from '../LocationsCard.tsx';

/** The places card: the first few places, and for a client with more, how many and where to find them. */

const place = (n: number): DashboardLocation => ({
  id: n,
  address: { street: `Kauppakatu ${n}`, postalCode: '00100', city: 'Helsinki', countryCode: 'FI' },
  usagePoints: [
    {
      identifier: `6430000000000${String(n).padStart(5, '0')}`,
      utility: 'electricity',
      producer: false,
      monthToDate: 100 + n,
      dataUpTo: '2026-11-25T09:00:00+02:00',
    },
  ],
});

const pageOf = (shown: number, total: number, usagePoints = total): DashboardLocations => ({
  items: Array.from({ length: shown }, (_, i) => place(i + 1)),
  total,
  limit: dashboardPlaces,
  offset: 0,
  usagePoints,
  utilities: ['electricity'],
  producer: false,
});

const show = (page: DashboardLocations) =>
  renderWithProviders(
    <LocationsCard query={{ data: page, isLoading: false, isError: false, refetch: () => undefined }} />,
  );

const placeHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the places card', () => {
  it('shows a client with a few places all of them, and nothing about more', () => {
    show(pageOf(3, 3));
    expect(placeHeadings()).toEqual([
      'Kauppakatu 1, 00100 Helsinki',
      'Kauppakatu 2, 00100 Helsinki',
      'Kauppakatu 3, 00100 Helsinki',
    ]);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find a place in the charts' })).not.toBeInTheDocument();
  });

  it('shows a client with as many places as the card holds the same, without "more"', () => {
    show(pageOf(dashboardPlaces, dashboardPlaces));
    expect(placeHeadings()).toHaveLength(dashboardPlaces);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('shows the first places of a company of 1,600, how many there are, and where to find the rest', () => {
    show(pageOf(dashboardPlaces, 1600, 2000));
    expect(placeHeadings()).toHaveLength(dashboardPlaces);
    // Each shown point keeps its month so far and its own charts link.
    const first = screen.getByRole('heading', { name: 'Kauppakatu 1, 00100 Helsinki' }).parentElement!;
    expect(within(first).getByText('This month: 101 kWh')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^Charts of 643000000000000001/ })).toHaveAttribute(
      'href',
      '/charts?point=643000000000000001',
    );
    expect(
      screen.getByText('Showing 5 of your 1,600 places (2,000 usage points in all).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a place in the charts' })).toHaveAttribute(
      'href',
      '/charts',
    );
  });

  it('says "usage point" for one', () => {
    show({ ...pageOf(1, 2, 1), items: [place(1)] });
    expect(screen.getByText('Showing 1 of your 2 places (1 usage point in all).')).toBeInTheDocument();
  });

  it('shows a client without places the empty state', () => {
    show(pageOf(0, 0));
    expect(screen.getByRole('heading', { name: 'No places yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
