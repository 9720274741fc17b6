import { describe, expect, it } from '@jest/globals';
import type { Outage } from '@vool/api-client/browser';
import { euros, hoursAndMinutes, outageMinutes, pastByPlace } from '../format.ts';

const place = (identifier: string, street: string) => ({
  identifier,
  address: { street, city: 'Espoo', postalCode: '02100', countryCode: 'FI' },
});
const outage = (id: number, start: string, end: string, places = [place('1', 'Kuja 1')]): Outage => ({
  id,
  kind: 'fault',
  status: 'restored',
  cause: 'storm',
  area: '02100 Espoo',
  start,
  expectedEnd: end,
  actualEnd: end,
  places,
  operator: 'Lähiverkko Oy',
  faultLine: '+358 800 100 500',
});

describe('the outages page logic', () => {
  it('splits minutes into hours and minutes', () => {
    expect(hoursAndMinutes(1530)).toEqual({ hours: 25, minutes: 30 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 59 });
  });

  it('times an outage by real elapsed time, over a clock change too', () => {
    expect(outageMinutes(outage(1, '2026-10-24T17:00:00.000Z', '2026-10-25T18:00:00.000Z'))).toBe(25 * 60);
  });

  it('groups past outages per place, each place latest first', () => {
    const both = [place('1', 'Kuja 1'), place('2', 'Tie 2')];
    const groups = pastByPlace([
      outage(1, '2026-01-01T00:00:00.000Z', '2026-01-01T01:00:00.000Z'),
      outage(2, '2026-03-01T00:00:00.000Z', '2026-03-01T01:00:00.000Z', both),
    ]);
    expect(groups.map((g) => [g.identifier, g.outages.map((o) => o.id)])).toEqual([
      ['1', [2, 1]],
      ['2', [2]],
    ]);
    expect(groups[1]!.street).toBe('Tie 2, Espoo');
  });

  it('writes euros in the user language', () => {
    expect(euros('en-GB', 12_345)).toBe('€123.45');
  });
});
