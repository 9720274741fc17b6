import { describe, expect, it } from '@jest/globals';
import { summarise } from '../summary.ts';

describe('the chart’s description figures', () => {
  it('sums, finds the extremes and counts estimated and corrected values', () => {
    const summary = summarise(
      [
        { date: 'a', value: 1, earlier: 2 },
        { date: 'b', value: 4, status: 'estimated', earlier: null },
        { date: 'c', value: null, earlier: 1 },
        { date: 'd', value: -1, status: 'corrected', earlier: 0.5 },
      ],
      true,
    );
    expect(summary).toEqual({
      total: 4,
      earlierTotal: 3.5,
      average: 4 / 3,
      highest: { value: 4, date: 'b' },
      lowest: { value: -1, date: 'd' },
      estimated: 1,
      corrected: 1,
    });
  });

  it('has no extremes or average without values, and no earlier total when nothing is compared', () => {
    expect(summarise([{ date: 'a', value: null, earlier: null }], false)).toMatchObject({
      total: 0,
      earlierTotal: null,
      average: null,
      highest: null,
    });
  });
});
