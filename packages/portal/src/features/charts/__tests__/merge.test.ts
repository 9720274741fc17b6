import { describe, expect, it } from '@jest/globals';
import type { Reading } from '@vool/api-client/browser';
import { mergeEarlier } from '../merge.ts';

const reading = (date: string, value: number | null, status?: Reading['status']): Reading => ({
  date,
  value,
  ...(status ? { status } : {}),
});

describe('merging an earlier year per date (spec §7)', () => {
  it('pairs the same wall-clock time one year back', () => {
    const merged = mergeEarlier(
      [reading('2026-11-23T00:00:00+02:00', 1.5), reading('2026-11-23T01:00:00+02:00', 2)],
      [reading('2025-11-23T00:00:00+02:00', 1.1), reading('2025-11-23T01:00:00+02:00', 0.9, 'estimated')],
      1,
    );
    expect(merged).toEqual([
      {
        date: '2026-11-23T00:00:00+02:00',
        value: 1.5,
        status: undefined,
        earlier: 1.1,
        earlierStatus: undefined,
      },
      {
        date: '2026-11-23T01:00:00+02:00',
        value: 2,
        status: undefined,
        earlier: 0.9,
        earlierStatus: 'estimated',
      },
    ]);
  });

  it('leaves a moment empty when the earlier year has no such reading', () => {
    // 29 February exists in 2024 only; two years back is 2022.
    const merged = mergeEarlier(
      [reading('2024-02-28T00:00:00+02:00', 3), reading('2024-02-29T00:00:00+02:00', 4)],
      [reading('2022-02-28T00:00:00+02:00', 5)],
      2,
    );
    expect(merged.map((m) => m.earlier)).toEqual([5, null]);
  });

  it('matches across daylight-saving changes by local time, pairing a doubled hour in order', () => {
    // 2026-03-29 03:00 local does not exist (clocks jump from 03:00 to 04:00); in 2025 the change was 30 March.
    const current = [
      reading('2026-03-29T02:00:00+02:00', 1),
      reading('2026-03-29T04:00:00+03:00', 2),
      // The autumn change: 03:00 twice.
      reading('2026-10-25T03:00:00+03:00', 3),
      reading('2026-10-25T03:00:00+02:00', 4),
    ];
    const earlier = [
      reading('2025-03-29T02:00:00+02:00', 10),
      reading('2025-03-29T03:00:00+02:00', 11),
      reading('2025-03-29T04:00:00+02:00', 12),
      reading('2025-10-25T03:00:00+03:00', 13),
    ];
    expect(mergeEarlier(current, earlier, 1).map((m) => m.earlier)).toEqual([10, 12, 13, null]);
  });

  it('keeps the current readings whole when the earlier call has nothing', () => {
    const merged = mergeEarlier([reading('2026-01-01T00:00:00+02:00', null)], [], 1);
    expect(merged).toEqual([
      {
        date: '2026-01-01T00:00:00+02:00',
        value: null,
        status: undefined,
        earlier: null,
        earlierStatus: undefined,
      },
    ]);
  });
});
