import type { CalendarDate } from '@internationalized/date';
import { chartDataTypes, type ChartDataType, type ChartResolution } from '@vool/api-client/browser';
import { parseDay, periodKinds, periodRange, type DateRange, type PeriodKind } from './period.ts';

/** How far back a comparison may reach: the data goes two full years back. */
export const compareChoices = [0, 1, 2] as const;

/** Everything the charts page shows, kept in the address so it can be shared, bookmarked and gone back to. */
export interface ChartState {
  /** The usage point's GSRN or EIC; the first one the client has when absent. */
  point: string | undefined;
  dataType: ChartDataType;
  period: PeriodKind;
  /** The day whose period is shown (not custom). */
  anchor: CalendarDate;
  /** The custom range. */
  custom: DateRange | undefined;
  resolution: ChartResolution;
  /** Years back to compare with; 0 compares nothing. */
  compare: number;
  unit: 'kWh' | 'EUR';
}

const oneOf = <T extends string | number>(values: readonly T[], raw: string | null, fallback: T): T =>
  values.find((value) => String(value) === raw) ?? fallback;

/** Reads the address; anything missing or hand-broken falls back to a sensible default. */
/** `defaultDay`: the day shown when the address names none (the last day with data). */
export function readChartState(params: URLSearchParams, defaultDay: CalendarDate): ChartState {
  const from = parseDay(params.get('from'));
  const to = parseDay(params.get('to'));
  const custom = from && to && from.compare(to) <= 0 ? { from, to } : undefined;
  const period = oneOf(periodKinds, params.get('period'), 'month');
  return {
    point: params.get('point') ?? undefined,
    dataType: oneOf(chartDataTypes, params.get('type'), 'consumption'),
    period: period === 'custom' && !custom ? 'month' : period,
    anchor: parseDay(params.get('date')) ?? defaultDay,
    custom,
    resolution: oneOf([60, 15] as const, params.get('resolution'), 60),
    compare: oneOf(compareChoices, params.get('compare'), 0),
    unit: oneOf(['kWh', 'EUR'] as const, params.get('unit'), 'kWh'),
  };
}

/** The address of a state; defaults are left out so addresses stay short. */
export function writeChartState(state: ChartState, defaultDay: CalendarDate): URLSearchParams {
  const params = new URLSearchParams();
  if (state.point) params.set('point', state.point);
  if (state.dataType !== 'consumption') params.set('type', state.dataType);
  if (state.period !== 'month') params.set('period', state.period);
  if (state.period === 'custom' && state.custom) {
    params.set('from', state.custom.from.toString());
    params.set('to', state.custom.to.toString());
  } else if (state.anchor.compare(defaultDay) !== 0) {
    params.set('date', state.anchor.toString());
  }
  if (state.resolution !== 60) params.set('resolution', String(state.resolution));
  if (state.compare) params.set('compare', String(state.compare));
  if (state.unit !== 'kWh') params.set('unit', state.unit);
  return params;
}

/** The days the state shows. */
export const stateRange = (state: ChartState): DateRange =>
  state.period === 'custom' && state.custom
    ? state.custom
    : periodRange(state.period === 'custom' ? 'month' : state.period, state.anchor);
