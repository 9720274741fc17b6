export { Chart, type ChartProps } from './Chart.tsx';
export {
  ANIMATION_POINT_LIMIT,
  buildOption,
  LARGE_BAR_LIMIT,
  LONG_LINE_LIMIT,
  SYMBOL_POINT_LIMIT,
  ZOOM_POINT_LIMIT,
  type BuildOptionInput,
  type ChartOption,
  type XLabels,
} from './buildOption.ts';
export {
  chartThemeFrom,
  cssVariable,
  readChartTheme,
  type ChartTheme,
  type ChartThemeOption,
} from './chartTheme.ts';
export {
  chartSeriesKinds,
  type ChartData,
  type ChartMarkLine,
  type ChartSeries,
  type ChartSeriesKind,
  type ChartZoomRange,
  type FormatValue,
  type FormatX,
} from './types.ts';
