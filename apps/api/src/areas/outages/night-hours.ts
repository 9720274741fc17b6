import type { OutageTiming } from '@vool/api-client';
import { dayOf, HOUR, midnightUtc, MINUTE, minuteOfDay } from '../../energy/time.ts';

/**
 * The night of the outage notice timings (spec §3: Always, NoNightHours, SendAfterNightHours): 22:00
 * to 07:00 local time, the quiet hours Finnish, Estonian and Latvian network operators use for their
 * own outage text messages. The three countries share one zone rule (energy/time.ts).
 */
export const nightHours = { from: 22, until: 7 } as const;

/** Whether an instant falls in the night, by the local clock (a clock-change night included). */
export function atNight(utcMs: number): boolean {
  const minute = minuteOfDay(utcMs);
  return minute >= nightHours.from * 60 || minute < nightHours.until * 60;
}

/** The end of the night an instant falls in: 07:00 local of that morning. */
export function nightEnd(utcMs: number): number {
  const day = dayOf(utcMs) + (minuteOfDay(utcMs) >= nightHours.from * 60 ? 1 : 0);
  // The clocks change at 03:00 or 04:00: by 07:00 the day's offset may differ from midnight's.
  const guess = midnightUtc(day) + nightHours.until * HOUR;
  return guess + (nightHours.until * 60 - minuteOfDay(guess)) * MINUTE;
}

/**
 * When to tell of something that happened at `at`, by the customer's timing: now, at the night's end,
 * or never (`null`). What matters is when the phone would sound: NoNightHours drops what would arrive
 * at night, and also what happened at night (told in the morning it would be SendAfterNightHours).
 */
export function tellAt(timing: OutageTiming, at: number, now: number): number | null {
  if (timing === 'Always') return now;
  if (timing === 'NoNightHours') return atNight(at) || atNight(now) ? null : now;
  return atNight(now) ? nightEnd(now) : now;
}
