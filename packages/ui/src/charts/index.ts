// The public face of @vool/ui/charts: the Chart and the types of its props. Everything else in this
// folder (the option builder, point limits, theme reading) is private and may change in any release.
export { Chart, type ChartProps } from './Chart.tsx';
export type {
  ChartData,
  ChartMarkLine,
  ChartSeries,
  ChartSeriesKind,
  ChartZoomRange,
  FormatValue,
  FormatX,
} from './types.ts';
