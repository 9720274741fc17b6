import { describe, expect, it } from '@jest/globals';
import {
  amountBeyond,
  assess,
  compensationRules,
  feeCents,
  minutesBetween,
  percentFor,
  spansOf,
} from '../src/areas/outages/compensation.ts';

/** The compensation tables at their boundaries, on an injected clock (no real time is read). */

const fi = compensationRules.FI;
if (fi.basis === 'fixed-amounts') throw new Error('Finland gives a share of the fee');
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

describe('Estonia, MKM määrus nr 42 §4 lg 5 and §7 lg 2', () => {
  const ee = compensationRules.EE;
  if (ee.basis !== 'fixed-amounts') throw new Error('Estonia gives fixed amounts');
  // Local dates of Tallinn (the same offsets as Helsinki): 31 March is winter's last day, 1 April summer's first.
  const winter = new Date('2026-03-31T08:00:00+03:00');
  const summer = new Date('2026-04-01T08:00:00+03:00');
  const autumn = new Date('2026-10-01T08:00:00+03:00');

  it('allows 12 h from 1 April to 30 September and 16 h from 1 October to 31 March', () => {
    expect(ee.allowedMinutes(winter)).toBe(m(16));
    expect(ee.allowedMinutes(summer)).toBe(m(12));
    expect(ee.allowedMinutes(new Date('2026-09-30T23:59:00+03:00'))).toBe(m(12));
    expect(ee.allowedMinutes(autumn)).toBe(m(16));
  });

  it.each([
    ['summer', summer, m(12), 0],
    ['summer', summer, m(12, 1), 2_400],
    ['summer', summer, m(12 + 48), 2_400],
    ['summer', summer, m(12 + 48, 1), 4_800],
    ['summer', summer, m(12 + 96), 4_800],
    ['summer', summer, m(12 + 96, 1), 7_200],
    ['winter', winter, m(15, 59), 0],
    ['winter', winter, m(16), 0],
    ['winter', winter, m(16, 1), 2_400],
    ['winter', winter, m(16 + 48, 1), 4_800],
    ['winter', winter, m(16 + 200), 7_200],
  ])('in %s, %i minutes → %i cents', (_, start, minutes, cents) => {
    expect(amountBeyond(ee, start, minutes)).toBe(cents);
  });

  it('assesses fixed amounts whatever the fee, and the operator deducts them unasked', () => {
    const spans = [{ outageId: 1, start: summer, end: new Date(summer.getTime() + m(20) * 60_000) }];
    const result = assess(ee, 0, spans, new Date('2026-06-01T00:00:00Z'), () => 'ARVE-1');
    expect(result.interruptions[0]).toMatchObject({ percent: 0, dueCents: 2_400, creditedOn: 'ARVE-1' });
    expect(feeCents('EE', 'household', 10_000, ee)).toBe(0);
    expect(ee.claim).toBe('automatic');
  });
});

describe('Latvia (modelled amounts)', () => {
  it('nothing within the allowed 24 h restoration time', () => {
    const lv = compensationRules.LV;
    if (lv.basis === 'fixed-amounts') throw new Error('Latvia is modelled as a share of the fee');
    expect(percentFor(lv, m(23, 59))).toBe(0);
    expect(percentFor(lv, m(24))).toBeGreaterThan(0);
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
