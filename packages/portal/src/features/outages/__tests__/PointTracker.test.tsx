import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { PointCompensation } from '@vool/api-client/browser';
import { renderWithProviders } from '../../../test/render.tsx';
import { PointTracker } from '../PointTracker.tsx';

/** One place's tracker: a share of the fee (Finland) or a fixed amount by the rules (Estonia). */

const base: PointCompensation = {
  identifier: '38ZEE-71918680-W',
  address: { street: 'Kalda tee 22', postalCode: '71004', city: 'Viljandi', countryCode: 'EE' },
  year: 2026,
  interruptions: [
    {
      outageId: 1,
      start: '2026-07-01T05:00:00.000Z',
      end: '2026-07-02T01:00:00.000Z',
      minutes: 20 * 60,
      percent: 0,
      dueCents: 2_400,
      creditedOn: 'ARVE-7',
    },
  ],
  feeCents: 0,
  feeBasis: 'fixed-amounts',
  dueCents: 2_400,
  creditedCents: 2_400,
  capCents: null,
  law: 'MKM määrus nr 42 (2005) §4 lg 5, §7 lg 2',
  claim: 'automatic',
  operator: 'Võrk AS',
};

describe('PointTracker', () => {
  it('shows a fixed amount without a percent where the rules give amounts', () => {
    renderWithProviders(<PointTracker point={base} />);
    const line = screen.getByRole('listitem');
    expect(line.textContent).toMatch(/20 h.*→ €24\.00/);
    expect(line.textContent).not.toContain('%');
    expect(screen.getByText(/MKM määrus nr 42/)).toBeTruthy();
  });

  it('shows the percent of the fee where the rules give a share', () => {
    const point: PointCompensation = {
      ...base,
      feeBasis: 'annual-network-fee',
      feeCents: 40_000,
      interruptions: [{ ...base.interruptions[0]!, minutes: 30 * 60, percent: 25, dueCents: 10_000 }],
    };
    renderWithProviders(<PointTracker point={point} />);
    expect(screen.getByRole('listitem').textContent).toMatch(/30 h.*25 % → €100\.00/);
  });
});
