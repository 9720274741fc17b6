import type { ChartSeries, FormatValue, FormatX } from './types.ts';

/** Default value format: the locale's number with up to two decimals, then the series' unit. */
export function defaultFormatValue(locale: string): FormatValue {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (value: number, series: ChartSeries) =>
    series.unit ? `${number.format(value)} ${series.unit}` : number.format(value);
}

/** Default x format: strings as they are; dates as the locale's short date, with the time when not midnight. */
export function defaultFormatX(locale: string): FormatX {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (x: string | Date) => {
    if (typeof x === 'string') return x;
    return x.getHours() === 0 && x.getMinutes() === 0 ? date.format(x) : dateTime.format(x);
  };
}

/** True when there is nothing to draw: no x values, or no series with a single value. */
export function isEmptyData(x: readonly unknown[], series: readonly ChartSeries[]): boolean {
  return x.length === 0 || !series.some((s) => s.values.some((v) => v !== null));
}
