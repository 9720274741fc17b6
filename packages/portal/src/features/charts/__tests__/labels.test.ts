import { describe, expect, it } from '@jest/globals';
import { parseDate } from '@internationalized/date';
import { axisLabelFormatter, axisLabelKind, formatReadingDate } from '../labels.ts';

const range = (from: string, to: string) => ({ from: parseDate(from), to: parseDate(to) });

describe('axis labels by range (spec §9)', () => {
  it('picks HH:mm for one day, HH:00 for two, DD.MM up to 31 days and months beyond', () => {
    expect(axisLabelKind(range('2026-11-23', '2026-11-23'))).toBe('time');
    expect(axisLabelKind(range('2026-11-23', '2026-11-24'))).toBe('hour');
    expect(axisLabelKind(range('2026-11-01', '2026-11-30'))).toBe('day');
    expect(axisLabelKind(range('2026-10-01', '2026-11-01'))).toBe('day');
    expect(axisLabelKind(range('2026-10-01', '2026-11-02'))).toBe('month');
    expect(axisLabelKind(range('2026-01-01', '2026-12-31'))).toBe('month');
  });

  it('reads the wall-clock time the API wrote, whatever the browser’s zone', () => {
    const date = '2026-03-29T04:15:00+03:00';
    expect(axisLabelFormatter('time', 'en-GB')(date)).toBe('04:15');
    expect(axisLabelFormatter('hour', 'en-GB')(date)).toBe('04:00');
    expect(axisLabelFormatter('day', 'en-GB')(date)).toBe('29.03');
    expect(formatReadingDate(date)).toBe('29.03.2026 04:15');
    expect(formatReadingDate(date, false)).toBe('29.03.2026');
  });

  it('names months in the user’s language', () => {
    expect(axisLabelFormatter('month', 'en-GB')('2026-11-01T00:00:00+02:00')).toBe('Nov 2026');
    expect(axisLabelFormatter('month', 'fi-FI')('2026-11-01T00:00:00+02:00')).toMatch(/^marras/);
  });
});
