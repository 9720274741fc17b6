import { describe, expect, it } from '@jest/globals';
import { parseDate } from '@internationalized/date';
import { isoWeek, parseDay, periodRange, rangeDays, shiftYears, stepPeriod, todayIn } from '../period.ts';

const day = (value: string) => parseDate(value);
const text = (range: { from: { toString(): string }; to: { toString(): string } }) =>
  `${range.from.toString()}..${range.to.toString()}`;

describe('periods', () => {
  it('starts weeks on Monday, also when the anchor is a Sunday', () => {
    expect(text(periodRange('week', day('2026-11-22')))).toBe('2026-11-16..2026-11-22');
    expect(text(periodRange('week', day('2026-11-23')))).toBe('2026-11-23..2026-11-29');
  });

  it('gives whole months and years', () => {
    expect(text(periodRange('month', day('2024-02-10')))).toBe('2024-02-01..2024-02-29');
    expect(text(periodRange('year', day('2026-07-01')))).toBe('2026-01-01..2026-12-31');
    expect(text(periodRange('day', day('2026-03-29')))).toBe('2026-03-29..2026-03-29');
  });

  it('steps by the period and stops at 9999-12-31', () => {
    expect(stepPeriod('month', day('2026-01-31'), 1).toString()).toBe('2026-02-28');
    expect(stepPeriod('week', day('2026-01-01'), -1).toString()).toBe('2025-12-25');
    expect(stepPeriod('year', day('9999-06-01'), 1).toString()).toBe('9999-12-31');
  });

  it('counts days and shifts whole years back', () => {
    expect(rangeDays(periodRange('day', day('2026-11-23')))).toBe(0);
    expect(rangeDays(periodRange('week', day('2026-11-23')))).toBe(6);
    expect(text(shiftYears(periodRange('month', day('2024-02-01')), 1))).toBe('2023-02-01..2023-02-28');
  });

  it('numbers weeks the ISO way', () => {
    expect(isoWeek(day('2026-11-23'))).toBe(48);
    expect(isoWeek(day('2027-01-01'))).toBe(53);
    expect(isoWeek(day('2025-12-29'))).toBe(1);
  });

  it('refuses days that do not exist or lie past the last date', () => {
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay('2026-13-01')).toBeUndefined();
    expect(parseDay('tomorrow')).toBeUndefined();
    expect(parseDay('9999-12-31')?.toString()).toBe('9999-12-31');
    expect(parseDay('2024-02-29')?.toString()).toBe('2024-02-29');
  });

  it('knows today in the site’s time zone, not the browser’s', () => {
    // 22:30 UTC on 23 November is already the 24th in Helsinki (UTC+2).
    const late = new Date('2026-11-23T22:30:00Z');
    expect(todayIn('Europe/Helsinki', late).toString()).toBe('2026-11-24');
    expect(todayIn('UTC', late).toString()).toBe('2026-11-23');
  });
});
