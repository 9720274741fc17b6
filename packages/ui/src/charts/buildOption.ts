import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { estimatedRows, measuredRows, type MeasuredColumn } from './typedRows.ts';
import { estimatedColorVariable, estimatedPartName, paletteColor } from './legend.ts';
import { tooltipFormatter, type AxisParam, type TooltipSeries } from './tooltip.ts';
import type { ChartData, ChartMarkLine, ChartSeries, ChartZoomRange, FormatValue } from './types.ts';
import { labelPositions, viewRows } from './view.ts';

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
  | DatasetComponentOption
>;

/** Above this many points in all, animation is switched off: tweening 70 000 points janks every redraw. */
export const ANIMATION_POINT_LIMIT = 2000;
/** Lines longer than this draw without symbols (dots): they would merge into a blur and cost draw time. */
export const SYMBOL_POINT_LIMIT = 60;
/** Bar series longer than this use ECharts' large mode (one path for all bars, no per-bar styles). */
export const LARGE_BAR_LIMIT = 400;
/** With more x values than this, the Chart shows its zoom slider by default. */
export const ZOOM_POINT_LIMIT = 100;
/**
 * Line charts with more x values than this draw over an x axis of indexes into `data.x` (a time axis, so
 * that ECharts samples by x value), from one typed array, with ECharts' min/max sampling. Their tooltip
 * always finds the x value under the pointer, where a category axis finds it only if each series kept
 * that point. Up to this, and for bars, each x value is a category.
 */
export const LONG_LINE_LIMIT = 400;

/** Labels for the x values: all of them, or a function that formats one when it is needed. */
export type XLabels = readonly string[] | ((index: number) => string);

export interface BuildOptionInput {
  data: ChartData;
  /**
   * `data.x` formatted for the tooltip (and the axis, unless `axisLabels`). A function formats only the
   * labels shown: long data has tens of thousands of x values and a handful of axis labels.
   */
  xLabels: XLabels;
  /** `data.x` formatted for the axis labels and the zoom slider. @default xLabels */
  axisLabels?: XLabels | undefined;
  /** Name of the value axis, e.g. "kWh". */
  yLabel?: string | undefined;
  markLines?: ChartMarkLine[] | undefined;
  formatValue: FormatValue;
  /** Legend suffix for the estimated part of a series, e.g. "estimated". */
  estimatedLabel?: string | undefined;
  /** The colour token `color.data.estimated` in effect; ECharts' default palette otherwise. */
  estimatedColor?: string | undefined;
  /** The user asked for reduced motion. */
  reducedMotion: boolean;
  /** Whether a drawn series is shown now, for the tooltip. @default all are */
  isShown?: ((name: string) => boolean) | undefined;
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

/** The label of x value `index`. */
function labelAt(labels: XLabels): (index: number) => string {
  return typeof labels === 'function' ? labels : (index) => labels[index] ?? '';
}

function labelList(labels: XLabels, count: number): string[] {
  return typeof labels === 'function' ? Array.from({ length: count }, (_, i) => labels(i)) : [...labels];
}

/** How an option's x axis labels data.x (see viewOption). */
const xAxes = new WeakMap<object, { count: number; axisLabel: (index: number) => string }>();

/** For long lines: all their rows (see viewOption). */
const longLines = new WeakMap<object, { rows: Float64Array; width: number }>();

/** Rough width of a label in the axis font (12px): enough to space labels, without measuring text. */
function labelWidth(label: string): number {
  return label.length * 6.5;
}

/** The y axis, its labels and the grid's margins take about this much of the chart's width (CSS pixels). */
const PLOT_MARGIN = 64;

/**
 * What changes in `option` to show `view` (indexes into data.x) on a chart `chartWidth` CSS pixels wide:
 * the x axis range, and for long lines their rows in view (see viewRows) and as many axis labels as fit,
 * which ECharts places at round steps. Merge it into the option (`setOption(viewOption(…))`) to zoom.
 */
export function viewOption(option: ChartOption, view: ChartZoomRange, chartWidth: number): ChartOption {
  const range = { min: view.startIndex, max: view.endIndex };
  const axis = xAxes.get(option);
  if (!axis) return { xAxis: range };
  const plotWidth = Math.max(chartWidth - PLOT_MARGIN, 100);
  const fit = Math.max(2, Math.floor(plotWidth / (labelWidth(axis.axisLabel(axis.count - 1)) + 24)));
  // Labels where their day or month begins; null leaves ECharts' own steps (a merge keeps a value).
  const positions = labelPositions(axis.axisLabel, view, fit) ?? null;
  const base = option.xAxis as { axisLabel?: object; axisTick?: object };
  const xAxis = {
    ...range,
    axisLabel: { ...base.axisLabel, customValues: positions },
    axisTick: { ...base.axisTick, customValues: positions },
  };
  const long = longLines.get(option);
  if (!long) return { xAxis: xAxis as ChartOption['xAxis'] };
  const datasets = Array.isArray(option.dataset) ? option.dataset : [option.dataset ?? {}];
  return {
    xAxis: { ...xAxis, splitNumber: fit } as ChartOption['xAxis'],
    dataset: datasets.map((dataset, i) =>
      i === 0
        ? { ...dataset, source: viewRows(long.rows, long.width, view, Math.round(plotWidth / 2)) }
        : dataset,
    ),
  };
}

/**
 * `option` as first drawn at `view` (see viewOption), to set with `notMerge`. `withTooltip: false`
 * leaves the tooltip out, to be added later.
 */
export function drawnOption(
  option: ChartOption,
  view: ChartZoomRange,
  chartWidth: number,
  withTooltip = true,
): ChartOption {
  const shown = viewOption(option, view, chartWidth);
  const drawn: ChartOption = {
    ...option,
    ...shown,
    xAxis: { ...(option.xAxis as object), ...(shown.xAxis as object) },
  };
  if (!withTooltip) delete drawn.tooltip;
  return drawn;
}

/**
 * Room for the value axis labels (12px text, about 7px a digit), from the largest and smallest values:
 * ECharts labels round steps up to them with thousands separators ("12,500"), and small values with
 * decimals ("2.5", "0.25").
 */
export function valueAxisWidth(series: readonly ChartSeries[]): number {
  let high = 0;
  let low = 0;
  for (const { values } of series) {
    for (const value of values) {
      if (value === null) continue;
      if (value > high) high = value;
      if (value < low) low = value;
    }
  }
  const chars = (value: number) => {
    const size = Math.abs(value);
    const digits = Math.floor(Math.log10(Math.max(size, 1))) + 1;
    const decimals = size === 0 ? 0 : size < 1 ? 3 : size < 10 ? 2 : 0;
    return digits + Math.floor((digits - 1) / 3) + decimals + (value < 0 ? 1 : 0);
  };
  return Math.max(chars(high), chars(low), 1) * 7 + 12;
}

/**
 * The ECharts option for a Chart: pure, so it is tested without a canvas. Data goes in one dataset
 * (one column per drawn series). Short data and bars: the x axis is a category axis with explicit labels
 * (duplicates allowed, e.g. the same hour on two days) and the dataset's x column holds indexes into it.
 * Long lines: a time axis of those indexes (see `LONG_LINE_LIMIT`), and their estimated parts in a
 * second dataset of only the rows they have.
 */
export function buildOption(input: BuildOptionInput): ChartOption {
  const { data, yLabel, markLines = [], formatValue, estimatedLabel, estimatedColor } = input;
  const count = data.x.length;
  const total = count * data.series.length;
  const dense = count > SYMBOL_POINT_LIMIT;
  const long =
    count > LONG_LINE_LIMIT && data.series.length > 0 && data.series.every((s) => s.kind === 'line');
  const xLabel = labelAt(input.xLabels);
  const axisLabels = input.axisLabels ?? input.xLabels;
  const columns: Record<string, Array<number | null>> = { x: [] };
  // Long lines: typed columns, in drawing order (measured series, then estimated parts).
  const measuredColumns: Array<[string, MeasuredColumn]> = [];
  const estimatedColumns: Array<[string, ChartSeries]> = [];
  const drawn: Series[] = [];
  const estimatedParts: Series[] = [];
  const tooltipDrawn: Array<[string, TooltipSeries]> = [];
  const tooltipEstimated: Array<[string, TooltipSeries]> = [];

  data.series.forEach((series, index) => {
    const id = `s${index}`;
    const flags = series.estimated ?? [];
    const hasEstimates = flags.some(Boolean);
    const split = !long && hasEstimates ? splitEstimated(series) : undefined;
    if (long) {
      measuredColumns.push([id, { series, withoutEstimated: hasEstimates }]);
    } else {
      columns[id] = split?.actual ?? series.values;
    }
    tooltipDrawn.push([
      id,
      {
        series,
        name: series.name,
        estimatedPart: false,
        hasEstimatedPart: hasEstimates,
        color: paletteColor(index),
      },
    ]);
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
        // With more points than pixels, sampling keeps peaks and dips. Long lines: min/max, as ECharts'
        // LTTB misplaces points of zoomed data with gaps (it takes a bucket's index for a raw index).
        sampling: long ? 'none' : 'lttb',
        showSymbol: !dense,
        symbol: dense ? 'none' : 'circle',
        connectNulls: false,
        ...(long ? { lineStyle: { width: 1 } } : {}),
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
      if (long) {
        // As splitEstimated: the estimated points and their neighbours, so the dashed part joins the line.
        estimatedColumns.push([estimatedId, series]);
      } else {
        columns[estimatedId] = split?.estimated ?? [];
      }
      const name = estimatedPartName(series, estimatedLabel);
      tooltipEstimated.push([
        estimatedId,
        {
          series,
          name,
          estimatedPart: true,
          hasEstimatedPart: true,
          color: estimatedColor ?? estimatedColorVariable,
        },
      ]);
      const colour = estimatedColor ? { color: estimatedColor } : {};
      const part = {
        id: estimatedId,
        name,
        // Long lines: the estimated parts have their own, sparse dataset (see estimatedRows).
        ...(long ? { datasetIndex: 1 } : {}),
        encode: { x: 'x', y: estimatedId, tooltip: estimatedId },
        itemStyle: colour,
      };
      // Estimated parts go after every measured series, so those keep their palette colours by position.
      estimatedParts.push(
        series.kind === 'line'
          ? {
              ...part,
              type: 'line',
              sampling: long ? 'none' : 'lttb',
              showSymbol: false,
              symbol: 'none',
              lineStyle: { ...colour, type: 'dashed' },
            }
          : { ...part, type: 'bar', stack: id },
      );
    }
  });

  const series = [...drawn, ...estimatedParts];
  const hasBars = series.some((s) => s.type === 'bar');
  const animation = !input.reducedMotion && total <= ANIMATION_POINT_LIMIT;
  // Sampled series keep different points, so the tooltip reads which x value it is at from the axis
  // (snapped to the nearest kept point, which is a real reading), not from a series' data index.
  const indexOf = long
    ? (param: AxisParam) => Math.round(Number(param.axisValue))
    : (param: AxisParam) => param.dataIndex;
  const axisLabel = labelAt(axisLabels);
  const formatAxis = (value: number) => axisLabel(Math.round(value));
  // Axis labels of long lines fall at round indexes, so two may share a label (twice the same day on
  // an axis labelled by day): only the first of them is written.
  const formatAxisTick = (value: number, tick: number) => {
    const label = formatAxis(value);
    if (tick > 0 && label === previousTickLabel) return '';
    previousTickLabel = label;
    return label;
  };
  let previousTickLabel = '';

  let dataset: DatasetComponentOption | DatasetComponentOption[];
  if (long) {
    const full = {
      dimensions: ['x', ...measuredColumns.map(([id]) => id)],
      source: measuredRows(
        measuredColumns.map(([, column]) => column),
        count,
      ),
    };
    dataset =
      estimatedColumns.length === 0
        ? full
        : [
            full,
            {
              dimensions: ['x', ...estimatedColumns.map(([id]) => id)],
              source: estimatedRows(
                estimatedColumns.map(([, part]) => part),
                count,
              ),
            },
          ];
  } else {
    columns.x = Array.from({ length: count }, (_, i) => i);
    dataset = { source: columns };
  }

  const option: ChartOption = {
    animation,
    dataset,
    // The Chart shows the legend in HTML (focusable toggles); ECharts' keeps which series are shown.
    legend: { show: false },
    // 'same': these bounds hold the axis labels and name too, so long date labels are never clipped;
    // 8px below them, as ECharts' measured label box leaves out descenders.
    // Margins estimated from the data rather than measured by ECharts ('outerBoundsMode'), which lays out
    // and measures every axis label twice on each draw and zoom.
    grid: {
      outerBoundsMode: 'none',
      left: valueAxisWidth(data.series),
      right: 16,
      top: yLabel ? 28 : 8,
      bottom: 24,
    },
    tooltip: {
      trigger: 'axis',
      formatter: tooltipFormatter({
        xLabel,
        drawn: new Map([...tooltipDrawn, ...tooltipEstimated]),
        formatValue,
        indexOf,
        ...(input.isShown ? { isShown: input.isShown } : {}),
      }),
      confine: true,
      axisPointer: { type: hasBars ? 'shadow' : 'line', ...(long ? { snap: true } : {}) },
    },
    xAxis: long
      ? {
          // A time axis of indexes, styled as the category axis by the theme, which ECharts samples by x
          // value and labels at round steps.
          type: 'time',
          min: 0,
          max: Math.max(count - 1, 1),
          // As many labels as fit: the Chart sets splitNumber for its width (viewOption).
          axisLabel: { formatter: formatAxisTick },
        }
      : { type: 'category', data: labelList(axisLabels, count), boundaryGap: hasBars },
    yAxis: {
      type: 'value',
      ...(yLabel ? { name: yLabel, nameLocation: 'end', nameTextStyle: { align: 'left' } } : {}),
    },
    series,
  };
  xAxes.set(option, { count, axisLabel });
  if (long) {
    const full = (Array.isArray(dataset) ? dataset[0] : dataset) as { source: Float64Array };
    longLines.set(option, { rows: full.source, width: measuredColumns.length + 1 });
  }
  return option;
}
