import { describe, expect, it, jest } from '@jest/globals';
import { parseDate } from '@internationalized/date';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlacedUsagePoint } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChartControls } from '../ChartControls.tsx';
import { readChartState, type ChartState } from '../state.ts';

const point = (over: Partial<PlacedUsagePoint> = {}): PlacedUsagePoint => ({
  identifier: '643000000000000017',
  identifierType: 'GSRN',
  utility: 'electricity',
  pointKind: 'UsagePoint',
  meterNumber: 'M1',
  interval: 15,
  dataTypes: ['consumption', 'price', 'temperature'],
  priceArea: 'FI',
  dataFrom: '2024-11-23T00:00:00+02:00',
  dataUpTo: '2026-11-23T21:00:00+02:00',
  locationId: 1,
  address: { street: 'Koulukatu 1', postalCode: '02100', city: 'Espoo', countryCode: 'FI' },
  ...over,
});

const today = parseDate('2026-11-23');

/** The picker's list, should it open: the one point. */
const client = {
  request: () => Promise.resolve({ items: [point()], total: 1, limit: 20, offset: 0 }),
} as unknown as typeof apiClient;

function setup(state: Partial<ChartState> = {}, shown = point()) {
  const onChange = jest.fn<(change: Partial<ChartState>) => void>();
  const full = { ...readChartState(new URLSearchParams(), today), ...state };
  renderWithProviders(
    <ChartControls
      point={shown}
      onPoint={() => undefined}
      state={full}
      latest={today}
      isMobile={false}
      onChange={onChange}
    />,
    { services: { api: client } },
  );
  return { onChange, user: userEvent.setup() };
}

describe('the chart controls', () => {
  it('change the period kind, and step back a month', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 'week' });
    await user.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(onChange.mock.lastCall?.[0].anchor?.toString()).toBe('2026-10-23');
  });

  it('do not step past the latest data', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Next period' })).toBeDisabled();
  });

  it('start a custom range from the period on screen', async () => {
    const { onChange, user } = setup({ period: 'week' });
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const change = onChange.mock.lastCall?.[0];
    expect(change?.period).toBe('custom');
    expect(`${change?.custom?.from.toString()}..${change?.custom?.to.toString()}`).toBe(
      '2026-11-23..2026-11-29',
    );
  });

  it('offer 15 minutes and euros only where they exist', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('radio', { name: '15 min' }));
    expect(onChange).toHaveBeenLastCalledWith({ resolution: 15 });
    await user.click(screen.getByRole('radio', { name: '€' }));
    expect(onChange).toHaveBeenLastCalledWith({ unit: 'EUR' });
  });

  it('say what a heating meter sends instead of offering 15 minutes; no euros for temperatures', () => {
    setup(
      { dataType: 'temperature' },
      point({ utility: 'heating', interval: 60, dataTypes: ['consumption', 'temperature'] }),
    );
    expect(screen.queryByRole('radio', { name: '15 min' })).toBeNull();
    expect(screen.getByText('This meter sends hourly readings.')).toBeVisible();
    expect(screen.queryByRole('radio', { name: '€' })).toBeNull();
  });
});
