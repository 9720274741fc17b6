import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { tooltipFormatter, type TooltipSeries } from './tooltip.ts';
import type { ChartData, ChartMarkLine, ChartSeries, FormatValue } from './types.ts';

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
  | DatasetComponentOption
>;

/** Above this many points in all, animation is switched off: tweening 70 000 points janks every redraw. */
export const ANIMATION_POINT_LIMIT = 2000;
/** Lines longer than this draw without symbols (dots): they would merge into a blur and cost draw time. */
export const SYMBOL_POINT_LIMIT = 60;
/** Bar series longer than this use ECharts' large mode (one path for all bars, no per-bar styles). */
export const LARGE_BAR_LIMIT = 400;
/** With more x values than this, a zoom slider is shown by default. */
export const ZOOM_POINT_LIMIT = 100;

export interface BuildOptionInput {
  data: ChartData;
  /** `data.x` formatted for the axis and tooltip (formatted once, by the component). */
  xLabels: string[];
  /** Name of the value axis, e.g. "kWh". */
  yLabel?: string | undefined;
  markLines?: ChartMarkLine[] | undefined;
  formatValue: FormatValue;
  /** Legend suffix for the estimated part of a series, e.g. "estimated". */
  estimatedLabel?: string | undefined;
  /** The colour token `color.data.estimated` in effect; ECharts' default palette otherwise. */
  estimatedColor?: string | undefined;
  /** Show a zoom slider (and wheel/drag zoom). */
  zoom: boolean;
  /** The user asked for reduced motion. */
  reducedMotion: boolean;
}

type Series = LineSeriesOption | BarSeriesOption;

/** Splits a series with estimates into its measured part and its estimated part (null elsewhere). */
function splitEstimated(series: ChartSeries): {
  actual: Array<number | null>;
  estimated: Array<number | null>;
} {
  const flags = series.estimated ?? [];
  const isLine = series.kind === 'line';
  const actual = series.values.map((v, i) => (flags[i] ? null : v));
  // Lines: the estimated part also takes the neighbouring measured points, so the dashed segment joins
  // the solid line instead of floating apart from it.
  const estimated = series.values.map((v, i) =>
    flags[i] || (isLine && (flags[i - 1] || flags[i + 1])) ? v : null,
  );
  return { actual, estimated };
}

function markLineFor(lines: ChartMarkLine[], series: ChartSeries, formatValue: FormatValue) {
  if (lines.length === 0) return undefined;
  return {
    symbol: 'none',
    silent: true,
    // Animation of mark lines is decided with the series.
    label: { position: 'insideEndTop' as const },
    data: lines.map((line) => ({
      name: line.label,
      yAxis: line.value,
      label: { formatter: `${line.label}: ${formatValue(line.value, series)}` },
    })),
  };
}

/**
 * The ECharts option for a Chart: pure, so it is tested without a canvas. Data goes in one dataset
 * (one column per drawn series); the x axis is a category axis with explicit labels (duplicates allowed,
 * e.g. the same hour on two days) and the dataset's x column holds indexes into it.
 */
export function buildOption(input: BuildOptionInput): ChartOption {
  const { data, xLabels, yLabel, markLines = [], formatValue, estimatedLabel, estimatedColor } = input;
  const count = xLabels.length;
  const total = count * data.series.length;
  const dense = count > SYMBOL_POINT_LIMIT;
  const columns: Record<string, Array<number | null>> = { x: xLabels.map((_, i) => i) };
  const drawn: Series[] = [];
  const estimatedParts: Series[] = [];
  const tooltipSeries = new Map<string, TooltipSeries>();

  data.series.forEach((series, index) => {
    const id = `s${index}`;
    const hasEstimates = series.estimated?.some(Boolean) ?? false;
    const { actual, estimated } = hasEstimates
      ? splitEstimated(series)
      : { actual: series.values, estimated: [] };
    columns[id] = actual;
    tooltipSeries.set(id, { series, values: actual, estimatedPart: false });
    const ownLines = markLines.filter((line) => (line.series ?? data.series[0]?.name) === series.name);
    const common = {
      id,
      name: series.name,
      encode: { x: 'x', y: id, tooltip: id },
      markLine: markLineFor(ownLines, series, formatValue),
    };
    if (series.kind === 'line') {
      drawn.push({
        ...common,
        type: 'line',
        // LTTB keeps peaks and dips when there are more points than pixels (a year of 15-minute data).
        sampling: 'lttb',
        showSymbol: !dense,
        symbol: dense ? 'none' : 'circle',
        connectNulls: false,
      });
    } else {
      drawn.push({
        ...common,
        type: 'bar',
        sampling: 'lttb',
        // Large mode cannot stack, and the estimated part stacks on the measured one.
        large: count > LARGE_BAR_LIMIT && !hasEstimates,
        ...(hasEstimates ? { stack: id } : {}),
      });
    }
    if (hasEstimates) {
      const estimatedId = `${id}e`;
      columns[estimatedId] = estimated;
      tooltipSeries.set(estimatedId, { series, values: estimated, estimatedPart: true });
      const name = estimatedLabel ? `${series.name} (${estimatedLabel})` : series.name;
      const colour = estimatedColor ? { color: estimatedColor } : {};
      const part = {
        id: estimatedId,
        name,
        encode: { x: 'x', y: estimatedId, tooltip: estimatedId },
        itemStyle: colour,
      };
      // Estimated parts go after every measured series, so those keep their palette colours by position.
      estimatedParts.push(
        series.kind === 'line'
          ? {
              ...part,
              type: 'line',
              sampling: 'lttb',
              showSymbol: false,
              symbol: 'none',
              lineStyle: { ...colour, type: 'dashed' },
            }
          : { ...part, type: 'bar', stack: id },
      );
    }
  });

  const series = [...drawn, ...estimatedParts];
  const legend = series.length > 1;
  const animation = !input.reducedMotion && total <= ANIMATION_POINT_LIMIT;
  return {
    animation,
    dataset: { source: columns },
    legend: { show: legend, type: 'scroll', top: 0, left: 0 },
    // 'same': these bounds hold the axis labels and name too, so long date labels are never clipped;
    // 8px below them, as ECharts' measured label box leaves out descenders.
    grid: { outerBoundsMode: 'same', left: 0, right: 16, top: legend ? 32 : 8, bottom: input.zoom ? 48 : 8 },
    tooltip: {
      trigger: 'axis',
      formatter: tooltipFormatter(xLabels, tooltipSeries, formatValue),
      confine: true,
      axisPointer: { type: series.some((s) => s.type === 'bar') ? 'shadow' : 'line' },
    },
    xAxis: { type: 'category', data: xLabels, boundaryGap: series.some((s) => s.type === 'bar') },
    yAxis: {
      type: 'value',
      ...(yLabel ? { name: yLabel, nameLocation: 'end', nameTextStyle: { align: 'left' } } : {}),
    },
    dataZoom: input.zoom
      ? [
          { type: 'inside', xAxisIndex: 0, zoomOnMouseWheel: 'shift' },
          { type: 'slider', xAxisIndex: 0, bottom: 8, height: 24 },
        ]
      : [],
    series,
  };
}
