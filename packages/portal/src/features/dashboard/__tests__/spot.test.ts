import { describe, expect, it } from '@jest/globals';
import type { SpotDay } from '@vool/api-client/browser';
import { cheapestHourAhead, currentPrice, extremes } from '../spot.ts';

/** 96 quarters of 23 November 2026 (UTC+2), priced by a rule. */
function day(price: (quarter: number) => number): SpotDay {
  const prices = Array.from({ length: 96 }, (_, q) => {
    const hh = String(Math.floor(q / 4)).padStart(2, '0');
    const mm = String((q % 4) * 15).padStart(2, '0');
    return { date: `2026-11-23T${hh}:${mm}:00+02:00`, price: price(q) };
  });
  return { date: '2026-11-23', prices, average: 0, min: 0, max: 0 };
}
const at = (local: string) => Date.parse(`2026-11-23T${local}:00+02:00`);

describe('the spot card’s figures', () => {
  it('finds the quarter under way', () => {
    expect(
      currentPrice(
        day((q) => q),
        at('10:20'),
      )?.price,
    ).toBe(41);
    expect(
      currentPrice(
        day((q) => q),
        Date.parse('2026-11-24T00:00:00+02:00'),
      ),
    ).toBeUndefined();
  });

  it('finds the cheapest and the dearest quarter', () => {
    const result = extremes(day((q) => (q === 17 ? -2 : q === 70 ? 99 : 5)));
    expect(result?.low).toEqual({ date: '2026-11-23T04:15:00+02:00', price: -2 });
    expect(result?.high.price).toBe(99);
  });

  it('finds the cheapest whole hour not yet over, by the mean of its quarters', () => {
    // Hour 3 is cheapest of all, but at 05:10 it is over; hour 22 is the cheapest left.
    const prices = day((q) => (Math.floor(q / 4) === 3 ? 1 : Math.floor(q / 4) === 22 ? 2 : 10));
    expect(cheapestHourAhead(prices, at('02:10'))).toEqual({ from: '03:00', to: '04:00', price: 1 });
    expect(cheapestHourAhead(prices, at('05:10'))).toEqual({ from: '22:00', to: '23:00', price: 2 });
    expect(cheapestHourAhead(prices, Date.parse('2026-11-24T00:00:00+02:00'))).toBeUndefined();
  });
});
