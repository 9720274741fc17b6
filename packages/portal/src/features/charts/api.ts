import type { ChartDataType, ChartResolution, Readings, ReadingUnit } from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';
import { mergeEarlier, withoutEarlier, type ComparedReading } from './merge.ts';

/** Energy can be shown as euros; prices and temperatures have one unit only. */
export const hasCost = (dataType: ChartDataType) =>
  dataType === 'consumption' || dataType === 'production' || dataType === 'netted';

export interface ReadingsArgs {
  usagePoint: string;
  dataType: ChartDataType;
  /** Whole days in the site's time zone, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  resolution: ChartResolution;
  unit: 'kWh' | 'EUR';
  /**
   * Spec §7: year offsets. `[0]` is the period itself; a second element `n` adds the same period `n`
   * years earlier, fetched by a second call and merged per date.
   */
  series: number[];
}

export interface ChartReadings {
  unit: ReadingUnit;
  /** The interval of the values in minutes (a gas meter answers daily values). */
  resolution: number;
  dataUpTo: string;
  /** Years back of the `earlier` values; null when nothing is compared. */
  earlierYears: number | null;
  points: ComparedReading[];
}

const shiftBack = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

/** `2024-02-29` minus a year is not a date: the API gets the 28th, as the calendar picker would do. */
const validDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d > last ? `${day.slice(0, 8)}${String(last).padStart(2, '0')}` : day;
};

export const chartsApi = api.enhanceEndpoints({ addTagTypes: ['Readings'] }).injectEndpoints({
  endpoints: (build) => ({
    readings: build.query<ChartReadings, ReadingsArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        const ask = (from: string, to: string) =>
          baseQuery(
            call('readings', {
              query: {
                usagePoint: args.usagePoint,
                dataType: args.dataType,
                from,
                to,
                resolution: args.resolution,
                unit: hasCost(args.dataType) ? args.unit : undefined,
              },
            }),
          );
        const years = args.series[1];
        const [current, earlier] = await Promise.all([
          ask(args.from, args.to),
          years ? ask(validDay(shiftBack(args.from, years)), validDay(shiftBack(args.to, years))) : undefined,
        ]);
        if (current.error) return { error: current.error };
        if (earlier?.error) return { error: earlier.error };
        const readings = current.data as Readings;
        return {
          data: {
            unit: readings.unit,
            resolution: readings.resolution,
            dataUpTo: readings.dataUpTo,
            earlierYears: years ?? null,
            points:
              years && earlier
                ? mergeEarlier(readings.values, (earlier.data as Readings).values, years)
                : withoutEarlier(readings.values),
          },
        };
      },
      providesTags: ['Readings'],
    }),
  }),
});

// The charts page shows these failures in place, with a way to try again.
handleErrorsInline('readings');

export const { useReadingsQuery } = chartsApi;
