import type { Reading, ReadingStatus } from '@vool/api-client/browser';

/** A reading of the period shown, beside the reading of the same moment some years earlier. */
export interface ComparedReading {
  date: string;
  value: number | null;
  status?: ReadingStatus | undefined;
  /** The same wall-clock time `years` earlier; null where that year has no such reading. */
  earlier: number | null;
  earlierStatus?: ReadingStatus | undefined;
}

/** `2025-11-23T14:15:00+02:00` moved `years` later, as a wall-clock key: `2026-11-23T14:15`. */
const keyAfter = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4, 16)}`;

/**
 * Spec §7: the earlier period comes from a second call for the same range shifted back `years`, and
 * is merged per date. Matching is by wall-clock time, so 14:15 meets 14:15 across daylight-saving
 * changes; an hour that exists twice (the autumn change) pairs up in order, and one that does not
 * exist in the other year (the spring change, 29 February) is left empty.
 */
export function mergeEarlier(current: Reading[], earlier: Reading[], years: number): ComparedReading[] {
  const byKey = new Map<string, Reading[]>();
  for (const reading of earlier) {
    const key = keyAfter(reading.date, years);
    const same = byKey.get(key);
    if (same) same.push(reading);
    else byKey.set(key, [reading]);
  }
  return current.map((reading) => {
    const match = byKey.get(reading.date.slice(0, 16))?.shift();
    return {
      date: reading.date,
      value: reading.value,
      status: reading.status,
      earlier: match ? match.value : null,
      earlierStatus: match?.status,
    };
  });
}

/** The readings alone, in the same shape, when nothing is compared. */
export const withoutEarlier = (current: Reading[]): ComparedReading[] =>
  current.map((reading) => ({
    date: reading.date,
    value: reading.value,
    status: reading.status,
    earlier: null,
  }));
