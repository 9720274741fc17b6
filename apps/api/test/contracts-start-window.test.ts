import { describe, expect, it } from '@jest/globals';
import { addDays } from '@vool/api-client';
import type { Catalogue } from '../src/areas/contracts/catalogue.ts';
import type { ContractRow } from '../src/areas/contracts/repository.ts';
import { boundUntil, startWindow } from '../src/areas/contracts/start-window.ts';

/** Where a new supply may start, around fixed terms, month ends and 29 February. */

const today = '2026-11-18';
const terms: Record<string, number | null> = { fixed12: 12, followup24: 24, spot: null };
const catalogue = { row: (id: string) => ({ term_months: terms[id] ?? null }) } as unknown as Catalogue;
const row = (p: Partial<ContractRow>) =>
  ({ identifier: 'P1', product_id: 'spot', start_date: '2025-01-01', end_date: null, ...p }) as ContractRow;

describe('startWindow', () => {
  it('opens after the notice and closes 90 days ahead when nothing binds the point', () => {
    expect(startWindow(today, null)).toEqual({ earliest: '2026-12-02', latest: '2027-02-16', opensOn: null });
  });

  it('starts the day after a fixed term, but never within the notice', () => {
    expect(startWindow(today, addDays(today, 5)).earliest).toBe(addDays(today, 14));
    expect(startWindow(today, addDays(today, 13)).earliest).toBe(addDays(today, 14));
    expect(startWindow(today, addDays(today, 30)).earliest).toBe(addDays(today, 31));
  });

  it('is open up to a term ending on the 89th day, and says from when beyond it', () => {
    expect(startWindow(today, addDays(today, 89))).toEqual({
      earliest: addDays(today, 90),
      latest: addDays(today, 90),
      opensOn: null,
    });
    expect(startWindow(today, addDays(today, 90))).toEqual({
      earliest: addDays(today, 91),
      latest: addDays(today, 91),
      opensOn: addDays(today, 1),
    });
  });

  it('counts calendar days over 29 February and a year end', () => {
    expect(startWindow('2028-02-15', '2028-02-28').earliest).toBe('2028-02-29');
    expect(startWindow('2028-02-20', null).earliest).toBe('2028-03-05');
    expect(startWindow('2026-12-31', '2027-12-31')).toMatchObject({
      earliest: '2028-01-01',
      opensOn: '2027-10-03',
    });
  });
});

describe('boundUntil', () => {
  it('is the end of a fixed term in force, or of the fixed part of a term with spot after it', () => {
    expect(boundUntil([row({ product_id: 'fixed12', end_date: '2027-03-31' })], 'P1', catalogue, today)).toBe(
      '2027-03-31',
    );
    expect(
      boundUntil([row({ product_id: 'followup24', start_date: '2025-06-01' })], 'P1', catalogue, today),
    ).toBe('2027-05-31');
  });

  it('binds nothing for an open-ended supply in force, an ended one, another point or a network contract', () => {
    const rows = [
      row({}),
      row({ product_id: 'fixed12', end_date: '2026-11-17' }),
      row({ identifier: 'P2', product_id: 'fixed12', end_date: '2027-05-01' }),
      row({ product_id: null, end_date: '2030-01-01' }),
      row({ product_id: 'followup24', start_date: '2024-01-01' }),
    ];
    expect(boundUntil(rows, 'P1', catalogue, today)).toBeNull();
  });

  it('keeps an open-ended supply yet to start, and takes the latest of several', () => {
    const rows = [row({ product_id: 'fixed12', end_date: '2026-12-31' }), row({ start_date: '2027-01-01' })];
    expect(boundUntil(rows, 'P1', catalogue, today)).toBe('2027-01-01');
  });
});
