import { describe, expect, it } from '@jest/globals';
import { parseDate } from '@internationalized/date';
import { readChartState, stateRange, writeChartState } from '../state.ts';

const today = parseDate('2026-11-23');
const read = (query: string) => readChartState(new URLSearchParams(query), today);
const defaults = { dataType: 'consumption', period: 'month', resolution: 60, compare: 0, unit: 'kWh' };

describe('chart state in the address', () => {
  it('defaults to this month’s hourly consumption, compared with nothing', () => {
    const state = read('');
    expect(state).toMatchObject(defaults);
    expect(state.anchor.toString()).toBe('2026-11-23');
    expect(writeChartState(state, today).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const query =
      'point=643000000000000017&type=price&period=week&date=2026-03-29&resolution=15&compare=1&unit=EUR';
    const state = read(query);
    expect(writeChartState(state, today).toString()).toBe(query);
    const range = stateRange(state);
    expect(`${range.from.toString()}..${range.to.toString()}`).toBe('2026-03-23..2026-03-29');
  });

  it('falls back to defaults for hand-broken values', () => {
    const state = read('type=gold&period=fortnight&resolution=5&compare=9&unit=USD&date=2026-02-30');
    expect(state).toMatchObject(defaults);
    expect(state.anchor.toString()).toBe('2026-11-23');
  });

  it('keeps a custom range only when it is a real one', () => {
    const custom = read('period=custom&from=2026-01-05&to=2026-02-10');
    expect(custom.period).toBe('custom');
    expect(writeChartState(custom, today).toString()).toBe('period=custom&from=2026-01-05&to=2026-02-10');
    expect(read('period=custom&from=2026-02-10&to=2026-01-05').period).toBe('month');
    expect(read('period=custom&from=2026-01-05').period).toBe('month');
  });
});
