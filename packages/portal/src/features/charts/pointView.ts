import type { CalendarDate } from '@internationalized/date';
import type { PlacedUsagePoint } from '@vool/api-client/browser';
import type { ReadingsArgs } from './api.ts';
import { parseDay, todayIn } from './period.ts';
import { stateRange, type ChartState } from './state.ts';

/** How often the page looks at the clock: its "today" moves on at midnight, not at every render. */
export const todayStep = 60_000;

/** The site's today at `now`, read to the minute, as the page (useNow) and its server render read it. */
export const chartToday = (timeZone: string, now: number): CalendarDate =>
  todayIn(timeZone, new Date(Math.floor(now / todayStep) * todayStep));

/**
 * The day the point's latest reading falls in: `dataUpTo` is the end of that reading, so a value ending
 * at midnight belongs to the day before.
 */
export function lastDataDay(point: PlacedUsagePoint, today: CalendarDate): CalendarDate {
  const end = parseDay(point.dataUpTo.slice(0, 10));
  if (!end) return today;
  const day = point.dataUpTo.slice(11, 16) === '00:00' ? end.subtract({ days: 1 }) : end;
  return day.compare(today) > 0 ? today : day;
}

/** What the address asks for, narrowed to what this point can show: the readings the chart asks. */
export function readingsArgsOf(point: PlacedUsagePoint, state: ChartState): ReadingsArgs {
  const range = stateRange(state);
  return {
    usagePoint: point.identifier,
    dataType: point.dataTypes.includes(state.dataType) ? state.dataType : point.dataTypes[0]!,
    from: range.from.toString(),
    to: range.to.toString(),
    resolution: point.interval === 15 ? state.resolution : 60,
    unit: state.unit,
    series: state.compare ? [0, state.compare] : [0],
  };
}
