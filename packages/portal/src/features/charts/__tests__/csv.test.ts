import { describe, expect, it } from '@jest/globals';
import { csvConvention, toCsv } from '../csv.ts';
import type { ComparedReading } from '../merge.ts';

const points: ComparedReading[] = [
  { date: '2026-11-23T00:00:00+02:00', value: 1.234, earlier: 0.5 },
  { date: '2026-11-23T00:15:00+02:00', value: null, earlier: null },
  { date: '2026-11-23T00:30:00+02:00', value: -0.25, status: 'estimated', earlier: 2 },
];

const options = (locale: string, earlier?: string) => ({
  columns: { date: 'Time', value: 'Consumption (kWh)', earlier, status: 'Reading' },
  statusLabels: { estimated: 'estimated', corrected: 'corrected' },
  locale,
});

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('CSV of what the chart shows', () => {
  it('writes one line per interval with the API’s values unrounded', () => {
    expect(lines(toCsv(points, options('en-GB')))).toEqual([
      'Time,Consumption (kWh),Reading',
      '23.11.2026 00:00,1.234,',
      '23.11.2026 00:15,,',
      '23.11.2026 00:30,-0.25,estimated',
    ]);
  });

  it('adds the compared period as a column when it is shown', () => {
    expect(lines(toCsv(points, options('en-GB', 'Same period last year (kWh)')))[1]).toBe(
      '23.11.2026 00:00,1.234,0.5,',
    );
  });

  it('uses semicolons and decimal commas where spreadsheets expect them', () => {
    expect(csvConvention('fi-FI')).toEqual({ separator: ';', decimal: ',' });
    expect(csvConvention('en-GB')).toEqual({ separator: ',', decimal: '.' });
    expect(lines(toCsv(points, options('et-EE')))[1]).toBe('23.11.2026 00:00;1,234;');
  });

  it('quotes a header that holds the separator or quotes, and starts with a byte-order mark', () => {
    const csv = toCsv(points, {
      ...options('en-GB'),
      columns: { date: 'Time', value: 'Cost, "EUR"', status: 'Reading' },
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)[0]).toBe('Time,"Cost, ""EUR""",Reading');
  });
});
