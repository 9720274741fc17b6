import { describe, expect, it } from '@jest/globals';
import type { PricingKind } from '@vool/api-client';
import { pricingSchedule, termPricing, type SupplyTerm } from '../src/areas/contracts/supply.ts';
import type { StoredPriceComponent } from '../src/db/schema.ts';
import { addDay, emptyUsage, intervalEnergy, type Pricing } from '../src/energy/pricing.ts';
import { dayNumber, localDay, parseDay } from '../src/energy/time.ts';

/** How a supply contract prices each day (contracts' supply.ts) and how a day's energy adds up (pricing.ts). */

const day = (text: string) => parseDay(text)!;
const kwh = (kind: StoredPriceComponent['kind'], price: string): StoredPriceComponent => ({
  kind,
  price,
  unit: 'kWh',
});
const monthly: StoredPriceComponent = { kind: 'Monthly', price: '3.95', unit: 'month' };

function term(
  pricingKind: PricingKind,
  from: string,
  to: string | null,
  lists: Array<[string, StoredPriceComponent[]]>,
  more: Partial<SupplyTerm> = {},
): SupplyTerm {
  return {
    from: day(from),
    to: to === null ? Number.POSITIVE_INFINITY : day(to),
    pricingKind,
    fixedUntil: null,
    termMonths: null,
    lists: lists.map(([validFrom, components]) => ({
      from: day(validFrom),
      components: [...components, monthly],
    })),
    ...more,
  };
}

const finnishPoint = { utility: 'electricity', country: 'FI' } as const;

describe('termPricing', () => {
  it('prices an hourly product at spot with its margin, from the list in force on each day', () => {
    const spot = term('Hourly', '2025-03-10', null, [
      ['2021-01-01', [kwh('Margin', '0.0049')]],
      ['2026-01-01', [kwh('Margin', '0.0054')]],
    ]);
    expect(termPricing(spot, day('2025-12-31'))).toEqual({ kind: 'spot', margin: '0.0049' });
    expect(termPricing(spot, day('2026-01-01'))).toEqual({ kind: 'spot', margin: '0.0054' });
  });

  it('keeps a fixed term at the list in force when it started, after a new list comes', () => {
    const fixed = term(
      'Fixed',
      '2025-11-15',
      '2026-11-14',
      [
        ['2021-01-01', [kwh('Base', '0.0790')]],
        ['2026-01-01', [kwh('Base', '0.0830')]],
      ],
      { termMonths: 12 },
    );
    expect(termPricing(fixed, day('2026-06-01'))).toEqual({ kind: 'fixed', base: '0.0790' });
  });

  it('prices a day/night product by its two prices', () => {
    const dayNight = term('Fixed', '2025-01-01', '2025-12-31', [
      ['2021-01-01', [kwh('Day', '0.0910'), kwh('Night', '0.0570')]],
    ]);
    expect(termPricing(dayNight, day('2025-05-05'))).toEqual({
      kind: 'dayNight',
      day: '0.0910',
      night: '0.0570',
    });
  });

  it('bills a fixed term then spot at its fixed price to the term’s last day and at spot from the next', () => {
    const thenSpot = term(
      'FixedTermWithTermlessFollowup',
      '2024-02-29',
      null,
      [['2021-01-01', [kwh('Base', '0.0770'), kwh('Margin', '0.0059')]]],
      { termMonths: 12, fixedUntil: day('2025-02-27') },
    );
    expect(termPricing(thenSpot, day('2025-02-27'))).toEqual({ kind: 'fixed', base: '0.0770' });
    expect(termPricing(thenSpot, day('2025-02-28'))).toEqual({ kind: 'spot', margin: '0.0059' });
  });

  it('leaves a product that names no energy price to the standard offer', () => {
    expect(
      termPricing(term('Fixed', '2025-01-01', null, [['2021-01-01', []]]), day('2025-02-01')),
    ).toBeNull();
  });
});

describe('pricingSchedule', () => {
  const first = term('Fixed', '2024-03-01', '2025-02-28', [['2021-01-01', [kwh('Base', '0.0790')]]], {
    termMonths: 12,
  });
  const renewal = term('Hourly', '2025-03-01', '2026-01-31', [['2021-01-01', [kwh('Margin', '0.0049')]]]);
  const pricingOn = pricingSchedule(finnishPoint, [renewal, first]);

  it('prices each day by the term in force, the standard offer before the first and after the last', () => {
    expect(pricingOn(day('2024-02-29'))).toEqual({ kind: 'spot', margin: '0.0049' });
    expect(pricingOn(day('2024-03-01'))).toEqual({ kind: 'fixed', base: '0.0790' });
    expect(pricingOn(day('2025-02-28'))).toEqual({ kind: 'fixed', base: '0.0790' });
    expect(pricingOn(day('2025-03-01'))).toEqual({ kind: 'spot', margin: '0.0049' });
    expect(pricingOn(day('2026-01-31'))).toEqual({ kind: 'spot', margin: '0.0049' });
    // After the last term: the seller's standard offer.
    expect(pricingOn(day('2026-02-01'))).toEqual({ kind: 'spot', margin: '0.0049' });
  });

  it('bills gas and district heat before any contract at the listed price', () => {
    expect(pricingSchedule({ utility: 'gas', country: 'EE' }, [])(day('2025-01-01'))).toEqual({
      kind: 'fixed',
      base: '0.0598',
    });
  });
});

describe('addDay', () => {
  const dayNight: Pricing = { kind: 'dayNight', day: '0.0910', night: '0.0570' };
  const ones = (n: number) => new Int32Array(n).fill(1);

  it.each([
    ['an ordinary day', '2026-06-10', 96, 60, 36],
    ['the spring clock change (23 hours)', '2026-03-29', 92, 60, 32],
    ['the autumn clock change (25 hours)', '2026-10-25', 100, 60, 40],
  ])('splits %s into 15 day hours and the rest by the local clock', (_, date, quarters, dayWh, nightWh) => {
    const local = localDay(day(date));
    expect(local.quarters).toBe(quarters);
    const usage = emptyUsage();
    addDay(usage, local, ones(quarters), 1, null, dayNight);
    expect([...usage.priced]).toEqual([
      ['Day:0.0910', dayWh],
      ['Night:0.0570', nightWh],
    ]);
    expect(usage.wh).toBe(quarters);
  });

  it('adds a spot day’s energy at each interval’s price, exactly, with the margin on every kWh', () => {
    const usage = emptyUsage();
    const local = localDay(dayNumber(2028, 2, 29));
    const spot = Int32Array.from({ length: 96 }, (_, i) => (i % 2 ? -150 : 12_345));
    addDay(usage, local, ones(96), 1, spot, { kind: 'spot', margin: '0.0049' });
    expect(usage).toMatchObject({ wh: 96, spotWh: 96, spot: 48 * 12_345 - 48 * 150, spotPriced: true });
    expect([...usage.priced]).toEqual([['Margin:0.0049', 96]]);
  });

  it('gives a day read as one value (gas) to the day price', () => {
    const usage = emptyUsage();
    addDay(usage, localDay(day('2026-01-15')), [4200], 96, null, dayNight);
    expect([...usage.priced]).toEqual([
      ['Day:0.0910', 4200],
      ['Night:0.0570', 0],
    ]);
  });

  it('prices one interval as the day adds it up', () => {
    expect(intervalEnergy({ kind: 'fixed', base: '0.0790' }, 2500, null, false).toFixed()).toBe('0.1975');
    expect(intervalEnergy({ kind: 'spot', margin: '0.0049' }, 2500, 10_000, true).toFixed()).toBe('0.25');
    expect(intervalEnergy(dayNight, 1000, null, false).toFixed()).toBe('0.057');
  });
});
