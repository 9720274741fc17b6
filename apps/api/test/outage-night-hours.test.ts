import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { minuteOfDay } from '../src/energy/time.ts';
import { atNight, nightEnd, tellAt } from '../src/areas/outages/night-hours.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('the night of outage notices (22:00–07:00 local)', () => {
  it('begins at 22:00 and ends at 07:00 by the local clock, in winter and in summer', () => {
    // Winter: UTC+2.
    expect(atNight(at('2026-12-10T19:59:00Z'))).toBe(false);
    expect(atNight(at('2026-12-10T20:00:00Z'))).toBe(true);
    expect(atNight(at('2026-12-11T04:59:00Z'))).toBe(true);
    expect(atNight(at('2026-12-11T05:00:00Z'))).toBe(false);
    // Summer: UTC+3.
    expect(atNight(at('2026-07-01T18:59:00Z'))).toBe(false);
    expect(atNight(at('2026-07-01T19:00:00Z'))).toBe(true);
    expect(atNight(at('2026-07-02T03:59:00Z'))).toBe(true);
    expect(atNight(at('2026-07-02T04:00:00Z'))).toBe(false);
  });

  it('ends at 07:00 of the morning after, across the clock changes, a year end and 29 February', () => {
    // Spring forward on 28 March 2027: 22:00 EET the evening before, 07:00 EEST after.
    expect(iso(nightEnd(at('2027-03-27T20:30:00Z')))).toBe('2027-03-28T04:00:00.000Z');
    expect(iso(nightEnd(at('2027-03-28T02:30:00Z')))).toBe('2027-03-28T04:00:00.000Z');
    // Fall back on 25 October 2026: 03:00–04:00 happens twice; 07:00 is EET.
    expect(iso(nightEnd(at('2026-10-24T19:30:00Z')))).toBe('2026-10-25T05:00:00.000Z');
    expect(iso(nightEnd(at('2026-10-25T00:30:00Z')))).toBe('2026-10-25T05:00:00.000Z');
    expect(iso(nightEnd(at('2026-12-31T22:00:00Z')))).toBe('2027-01-01T05:00:00.000Z');
    expect(iso(nightEnd(at('2028-02-28T21:00:00Z')))).toBe('2028-02-29T05:00:00.000Z');
    expect(iso(nightEnd(at('2028-02-29T23:00:00Z')))).toBe('2028-03-01T05:00:00.000Z');
  });

  it('always ends at 07:00 local, after the instant and within nine hours of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2035-01-01T00:00:00Z') }), (t) => {
        fc.pre(atNight(t));
        const end = nightEnd(t);
        expect(minuteOfDay(end)).toBe(7 * 60);
        expect(end).toBeGreaterThan(t);
        expect(end - t).toBeLessThanOrEqual(10 * 3_600_000);
        expect(atNight(end)).toBe(false);
      }),
    );
  });
});

describe('when an outage is told, by the customer’s timing', () => {
  const evening = at('2026-12-10T19:00:00Z'); // 21:00 local
  const night = at('2026-12-10T21:30:00Z'); // 23:30 local
  const morning = at('2026-12-11T05:00:00Z'); // 07:00 local

  it('Always: now, day or night', () => {
    expect(tellAt('Always', night, night)).toBe(night);
    expect(tellAt('Always', evening, evening)).toBe(evening);
  });

  it('SendAfterNightHours: what would arrive at night waits for 07:00', () => {
    expect(tellAt('SendAfterNightHours', night, night)).toBe(morning);
    expect(tellAt('SendAfterNightHours', evening, night)).toBe(morning);
    expect(tellAt('SendAfterNightHours', evening, evening)).toBe(evening);
    // Seen only after the night (a server that was down): told at once.
    expect(tellAt('SendAfterNightHours', night, morning)).toBe(morning);
  });

  it('NoNightHours: nothing at night, nor later of what happened at night', () => {
    expect(tellAt('NoNightHours', night, night)).toBeNull();
    expect(tellAt('NoNightHours', evening, night)).toBeNull();
    expect(tellAt('NoNightHours', night, morning)).toBeNull();
    expect(tellAt('NoNightHours', evening, evening)).toBe(evening);
  });
});
