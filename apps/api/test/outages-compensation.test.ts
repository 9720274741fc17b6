import { describe, expect, it } from '@jest/globals';
import {
  assess,
  compensationRules,
  feeCents,
  minutesBetween,
  percentFor,
  spansOf,
} from '../src/areas/outages/compensation.ts';

/** The compensation tables at their boundaries, on an injected clock (no real time is read). */

const fi = compensationRules.FI;
const m = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('Finland, Sähkömarkkinalaki §100', () => {
  it.each([
    [m(11, 59), 0],
    [m(12), 10],
    [m(23, 59), 10],
    [m(24), 25],
    [m(71, 59), 25],
    [m(72), 50],
    [m(119, 59), 50],
    [m(120), 100],
    [m(191, 59), 100],
    [m(192), 150],
    [m(287, 59), 150],
    [m(288), 200],
    [m(1000), 200],
  ])('%i minutes → %i %%', (minutes, percent) => {
    expect(percentFor(fi, minutes)).toBe(percent);
  });

  it('caps a year at €2,000 per usage point, in the order the outages happened', () => {
    const day = Date.parse('2026-03-01T10:00:00Z');
    const spans = [0, 20, 40].map((d) => ({
      outageId: d,
      start: new Date(day + d * 86_400_000),
      end: new Date(day + d * 86_400_000 + 300 * 3_600_000),
    }));
    // 200 % of a €900 fee is €1,800 each: the first is due whole, the second the €200 left, the third nothing.
    const result = assess(fi, 90_000, spans, new Date('2026-12-01T00:00:00Z'), () => null);
    expect(result.interruptions.map((i) => i.dueCents)).toEqual([180_000, 20_000, 0]);
    expect(result.dueCents).toBe(200_000);
  });

  it('credits a compensation on the first invoice issued after the outage', () => {
    const spans = [
      { outageId: 1, start: new Date('2026-05-01T00:00:00Z'), end: new Date('2026-05-02T06:00:00Z') },
    ];
    const result = assess(fi, 50_000, spans, new Date('2026-06-01T00:00:00Z'), () => 'INV-1');
    expect(result.interruptions[0]).toMatchObject({ percent: 25, dueCents: 12_500, creditedOn: 'INV-1' });
    expect(result.creditedCents).toBe(12_500);
  });

  it('bases the fee on the grid monthly fee × 12 plus the energy fee × annual kWh, VAT included', () => {
    // (6.45 × 12 + 0.0452 × 10 000) × 1.255 = (77.40 + 452.00) × 1.255 = 664.397 → 66 440 cents.
    expect(feeCents('FI', 'household', 10_000, fi)).toBe(66_440);
  });
});

describe('other countries', () => {
  it('Estonia: nothing within the allowed 12 h, then a share of the monthly fee', () => {
    expect(percentFor(compensationRules.EE, m(11, 59))).toBe(0);
    expect(percentFor(compensationRules.EE, m(12))).toBeGreaterThan(0);
    expect(compensationRules.EE.basis).toBe('monthly-network-fee');
  });

  it('Latvia: nothing within the allowed 24 h restoration time', () => {
    expect(percentFor(compensationRules.LV, m(23, 59))).toBe(0);
    expect(percentFor(compensationRules.LV, m(24))).toBeGreaterThan(0);
  });
});

describe('durations from the meter', () => {
  it('count real elapsed time over a clock change', () => {
    // Helsinki, 25 October 2026: 04:00 summer time becomes 03:00. 20:00 local on the 24th (17:00Z)
    // to 20:00 local on the 25th (18:00Z) reads 24 h on the wall clock but lasted 25 h.
    const start = new Date('2026-10-24T17:00:00Z');
    const end = new Date('2026-10-25T18:00:00Z');
    expect(minutesBetween(start, end)).toBe(m(25));
    // And in spring, 29 March 2026: 12:00 local to 12:00 local the next day lasted 23 h: 10 %, not 25 %.
    const spring = minutesBetween(new Date('2026-03-28T10:00:00Z'), new Date('2026-03-29T09:00:00Z'));
    expect(spring).toBe(m(23));
    expect(percentFor(fi, spring)).toBe(10);
  });

  it('pair power-off with the next power-on; one still off lasts until now', () => {
    const at = (iso: string) => new Date(iso);
    const spans = spansOf([
      { at: at('2026-01-01T00:00:00Z'), kind: 'power-on', outage_id: null },
      { at: at('2026-02-01T00:00:00Z'), kind: 'power-off', outage_id: 7 },
      { at: at('2026-02-01T12:00:00Z'), kind: 'power-on', outage_id: 7 },
      { at: at('2026-03-01T00:00:00Z'), kind: 'power-off', outage_id: 8 },
    ]);
    expect(spans).toHaveLength(2);
    const result = assess(fi, 10_000, spans, at('2026-03-01T13:00:00Z'), () => 'X');
    expect(result.interruptions.map((i) => [i.minutes, i.percent, i.end, i.creditedOn])).toEqual([
      [m(12), 10, '2026-02-01T12:00:00.000Z', 'X'],
      [m(13), 10, null, null],
    ]);
  });
});
