// The public face of @vool/ui/charts: the Chart, the types of its props and `preloadCharts` (ECharts'
// code, which a Chart loads when first shown, fetched sooner). Everything else in this
// folder (the option builder, point limits, theme reading) is private and may change in any release.
export { Chart, type ChartProps } from './Chart.tsx';
export { preloadCharts } from './echartsCode.ts';
export type {
  ChartData,
  ChartMarkLine,
  ChartSeries,
  ChartSeriesKind,
  ChartZoomRange,
  FormatValue,
  FormatX,
} from './types.ts';
