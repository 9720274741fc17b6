import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useLocale } from 'react-aria-components/I18nProvider';
import type { EChartsType } from 'echarts/core';
import { Button } from '../Button/Button.tsx';
import { TableIcon } from '../icons/Table.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { buildOption, viewOption, ZOOM_POINT_LIMIT, type ChartOption } from './buildOption.ts';
import * as styles from './Chart.css.ts';
import { ChartLegend } from './ChartLegend.tsx';
import { ChartTable } from './ChartTable.tsx';
import { ChartZoom } from './ChartZoom.tsx';
import { createChart } from './echarts.ts';
import { defaultFormatValue, defaultFormatX, isEmptyData } from './format.ts';
import { legendEntries, LegendState } from './legend.ts';
import type { ChartData, ChartMarkLine, ChartZoomRange, FormatValue, FormatX } from './types.ts';
import { themeKey, useChartTheme, useReducedMotion } from './useChartTheme.ts';
import { clampView, wholeView } from './view.ts';
import { zoomGestures } from './zoomGestures.ts';

export interface ChartProps extends LayoutProps {
  /** The chart's accessible name and the table's caption, e.g. "Electricity consumption, 2025". */
  title: string;
  /** What the chart shows and what stands out, in a sentence or two. Shown under the chart. */
  description: string;
  /**
   * The x values and the series drawn over them. Keep the same object while it is unchanged (useMemo):
   * a new one redraws the chart.
   */
  data: ChartData;
  /** Header of the table's first column (the x values), e.g. "Month". */
  xLabel: string;
  /** Name of the value axis, e.g. "kWh". */
  yLabel?: string;
  /** Label of the toggle while the table is hidden, e.g. "Show as table". */
  showTableLabel: string;
  /** Label of the toggle while the table is shown, e.g. "Hide table". */
  hideTableLabel: string;
  /** Shown instead of the chart when there is no value to draw. */
  emptyLabel: string;
  /**
   * Shows `loadingLabel` in the chart's place.
   * @default false
   */
  isLoading?: boolean;
  /** Shown while `isLoading`, e.g. "Loading consumption…". */
  loadingLabel?: string;
  /** Suffix for estimated readings in the legend and table, e.g. "estimated". */
  estimatedLabel?: string;
  /**
   * Formats values in the tooltip, mark lines and table. Pass a stable function (module level or
   * useCallback): a new one redraws the chart.
   * @default the locale's number with up to two decimals and the series' unit
   */
  formatValue?: FormatValue;
  /**
   * Formats x values on the axis, tooltip and table rows. Stable, like `formatValue`. Called only for
   * the x values shown: the axis labels, the one under the pointer, the table's rows once it opens.
   * @default strings as given; dates in the locale's short format
   */
  formatX?: FormatX;
  /**
   * Formats x values on the axis labels and the zoom slider only, e.g. just the month on a year of
   * readings whose tooltip shows the date and time. Stable, like `formatValue`.
   * @default formatX
   */
  formatAxisX?: FormatX;
  /** Horizontal reference lines, e.g. the average price. */
  markLines?: ChartMarkLine[];
  /**
   * Shows a zoom slider under the chart, and zooms by shift+wheel and pinch, moving by drag.
   * @default true above 100 x values
   */
  zoom?: boolean;
  /**
   * The x range in view, when the caller keeps it (with `onZoom`); otherwise the Chart keeps its own, which
   * starts at all x values and starts over when `data` changes.
   */
  zoomRange?: ChartZoomRange;
  /** Called with the x range the user zoomed or moved to. */
  onZoom?: (range: ChartZoomRange) => void;
  /**
   * Name of the zoom slider.
   * @default "Zoom"
   */
  zoomLabel?: string;
  /**
   * Names of the slider's handles for the start and the end of the range in view.
   * @default "From", "To"
   */
  zoomStartLabel?: string;
  zoomEndLabel?: string;
  /**
   * Height of the drawing area in CSS pixels.
   * @default 320
   */
  height?: number;
  ref?: Ref<HTMLElement>;
}

/**
 * A line or bar chart (ECharts, canvas) in the brand's chart colours, following brand and scheme
 * switches. It is an image with a name and a description, and its data is one button away as a table.
 */
export function Chart({
  title,
  description,
  data,
  xLabel,
  yLabel,
  showTableLabel,
  hideTableLabel,
  emptyLabel,
  isLoading = false,
  loadingLabel,
  estimatedLabel,
  formatValue: formatValueProp,
  formatX: formatXProp,
  formatAxisX,
  markLines: markLinesProp,
  zoom: zoomProp,
  zoomRange,
  onZoom,
  zoomLabel = 'Zoom',
  zoomStartLabel = 'From',
  zoomEndLabel = 'To',
  height = 320,
  layout,
  UNSAFE_className,
  ref,
}: ChartProps) {
  const { locale } = useLocale();
  const descriptionId = useId();
  const tableId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  // The option and view the chart shows.
  const applied = useRef<{ option: ChartOption; view: ChartZoomRange } | null>(null);
  // The instance that has its tooltip (see the drawing effect).
  const tooltipFor = useRef<EChartsType | null>(null);
  const appliedTheme = useRef('');
  const onZoomRef = useRef(onZoom);
  const theme = useChartTheme(boxRef);
  const themeRef = useRef(theme);
  // Wait for the first theme read, so the chart is drawn once in the right colours, not twice.
  const ready = theme !== undefined;
  const reducedMotion = useReducedMotion();

  const formatValue = useMemo(() => formatValueProp ?? defaultFormatValue(locale), [formatValueProp, locale]);
  const formatX = useMemo(() => formatXProp ?? defaultFormatX(locale), [formatXProp, locale]);
  // Labels are formatted when shown, once each: a year of 15-minute data has 35,040 x values, of which
  // the axis shows a handful and the tooltip one at a time.
  const xLabels = useMemo(() => lazyLabels(data.x, formatX), [data.x, formatX]);
  const axisLabels = useMemo(
    () => (formatAxisX ? lazyLabels(data.x, formatAxisX) : undefined),
    [data.x, formatAxisX],
  );
  // An inline array is a new one on every render of the caller: compare mark lines by value, so they
  // do not redraw the chart (and reset its zoom) each time.
  const markLinesKey = JSON.stringify(markLinesProp ?? []);
  const markLines = useMemo(() => JSON.parse(markLinesKey) as ChartMarkLine[], [markLinesKey]);
  const empty = isEmptyData(data.x, data.series);
  const drawing = !isLoading && !empty;
  const count = data.x.length;
  const zoom = zoomProp ?? count > ZOOM_POINT_LIMIT;
  // The range in view: the caller's, or the Chart's own, which starts over with new data.
  const [ownView, setOwnView] = useState<{ data: ChartData; view: ChartZoomRange } | null>(null);
  const view = zoomRange
    ? clampView(zoomRange, count)
    : ownView?.data === data
      ? ownView.view
      : wholeView(count);
  const setView = useCallback(
    (next: ChartZoomRange) => {
      if (!zoomRange) setOwnView({ data, view: next });
      onZoomRef.current?.(next);
    },
    [zoomRange, data],
  );
  const viewRef = useRef(view);
  const setViewRef = useRef(setView);
  const zoomRef = useRef(zoom);
  const countRef = useRef(count);
  const estimatedColor = theme?.estimated;

  const [legendState] = useState(() => new LegendState());
  const { isShown } = legendState;

  // Built once the theme is known (its estimated colour is in the option) and there is a chart to draw.
  const option = useMemo(
    () =>
      ready &&
      drawing &&
      buildOption({
        data,
        xLabels,
        axisLabels,
        yLabel,
        markLines,
        formatValue,
        estimatedLabel,
        estimatedColor,
        reducedMotion,
        isShown,
      }),
    [
      ready,
      drawing,
      data,
      xLabels,
      axisLabels,
      yLabel,
      markLines,
      formatValue,
      estimatedLabel,
      estimatedColor,
      reducedMotion,
      isShown,
    ],
  );
  const optionRef = useRef<ChartOption | false>(option);
  const legend = useMemo(
    () => legendEntries(data.series, estimatedLabel, estimatedColor),
    [data.series, estimatedLabel, estimatedColor],
  );
  // Which series the legend hides; a new option shows them all again (ECharts' selection starts over).
  const [hiddenFor, setHiddenFor] = useState<{ option: unknown; names: ReadonlySet<string> }>({
    option,
    names: new Set(),
  });
  const hidden = hiddenFor.option === option ? hiddenFor.names : noneHidden;
  useEffect(() => {
    legendState.update(hidden);
  }, [legendState, hidden]);
  const toggleSeries = useCallback(
    (name: string) => {
      chartRef.current?.dispatchAction({ type: 'legendToggleSelect', name });
      const names = new Set(hidden);
      if (!names.delete(name)) names.add(name);
      setHiddenFor({ option, names });
    },
    [hidden, option],
  );
  // The table's row headers, only while it is open.
  const tableLabels = useMemo(
    () => (tableOpen ? Array.from({ length: data.x.length }, (_, i) => xLabels(i)) : []),
    [tableOpen, data.x.length, xLabels],
  );

  useLayoutEffect(() => {
    onZoomRef.current = onZoom;
    themeRef.current = theme;
    setViewRef.current = setView;
    zoomRef.current = zoom;
    countRef.current = count;
  }, [onZoom, theme, setView, zoom, count]);

  // One ECharts instance per mount: created with the theme in effect as soon as that is known, so a chart
  // that starts loading has its canvas ready when the data comes; resized with its box.
  useLayoutEffect(() => {
    const element = canvasRef.current;
    if (!ready || !element) return;
    const chart = createChart(element, themeRef.current?.echarts);
    appliedTheme.current = themeKey(themeRef.current);
    chartRef.current = chart;
    applied.current = null;
    const resize = new ResizeObserver(() => {
      // Observing starts with a call at the size the chart was just drawn at: redrawing then would
      // lay out and draw the whole chart a second time before it is first shown.
      if (element.clientWidth === chart.getWidth() && element.clientHeight === chart.getHeight()) return;
      chart.resize();
      const current = optionRef.current;
      if (current)
        chart.setOption(viewOption(current, viewRef.current, chart.getWidth()), { lazyUpdate: true });
    });
    resize.observe(element);
    const stopGestures = zoomGestures(element, chart, {
      enabled: () => zoomRef.current,
      view: () => viewRef.current,
      count: () => countRef.current,
      onChange: (next) => {
        setViewRef.current(next);
      },
    });
    return () => {
      stopGestures();
      resize.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, [ready]);

  // ECharts 6 re-themes a live chart with setTheme, keeping its option and zoom.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !theme || themeKey(theme) === appliedTheme.current) return;
    chart.setTheme(theme.echarts);
    appliedTheme.current = themeKey(theme);
  }, [theme, ready]);

  // A new option replaces the old one (notMerge), so removed series and mark lines disappear; a new view
  // of the same option changes only what the view changes.
  useLayoutEffect(() => {
    optionRef.current = option;
    viewRef.current = view;
    const chart = chartRef.current;
    if (!chart) return;
    const last = applied.current;
    if (!option) {
      // Loading or empty: the placeholder covers the canvas; what it showed goes.
      if (last) chart.clear();
      applied.current = null;
      return;
    }
    if (
      last?.option === option &&
      last.view.startIndex === view.startIndex &&
      last.view.endIndex === view.endIndex
    ) {
      return;
    }
    const shown = viewOption(option, view, chart.getWidth());
    // The first drawing of an instance comes without its tooltip, which follows when the browser is idle:
    // setting up the tooltip's HTML measures the page, a forced layout right after React put the legend
    // and slider in, and nothing needs it before a pointer comes.
    const withTooltip = tooltipFor.current === chart;
    const { tooltip, ...rest } = option;
    if (last?.option === option) {
      chart.setOption(shown);
    } else {
      chart.setOption(
        {
          ...(withTooltip ? option : rest),
          ...shown,
          xAxis: { ...(option.xAxis as object), ...(shown.xAxis as object) },
        },
        { notMerge: true },
      );
    }
    applied.current = { option, view };
    // A zoom before the idle moment cancels it (this effect's cleanup): it is asked for again here.
    if (withTooltip) return;
    const addTooltip = () => {
      if (chartRef.current !== chart || applied.current?.option !== option) return;
      chart.setOption({ tooltip });
      tooltipFor.current = chart;
    };
    const idle = whenIdle(addTooltip);
    return () => {
      idle.cancel();
    };
  }, [option, view, ready]);

  return (
    <figure ref={ref} className={cx(styles.root, UNSAFE_className)} style={layout}>
      {drawing && legend.length > 1 && (
        <ChartLegend entries={legend} hidden={hidden} onToggle={toggleSeries} />
      )}
      <div ref={boxRef} className={styles.box}>
        <div
          ref={canvasRef}
          className={styles.canvas}
          style={{ height }}
          data-zoom={(drawing && zoom) || undefined}
          data-covered={drawing ? undefined : true}
          {...(drawing
            ? { role: 'img', 'aria-label': title, 'aria-describedby': descriptionId }
            : { 'aria-hidden': true })}
        />
        {!drawing && (
          <div
            className={styles.placeholder}
            role={isLoading ? 'status' : undefined}
            aria-busy={isLoading || undefined}
          >
            {isLoading ? loadingLabel : emptyLabel}
          </div>
        )}
      </div>
      {drawing && zoom && count > 1 && (
        <ChartZoom
          count={count}
          view={view}
          onChange={setView}
          label={zoomLabel}
          startLabel={zoomStartLabel}
          endLabel={zoomEndLabel}
          formatIndex={xLabels}
        />
      )}
      <div className={styles.footer}>
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
        {drawing && (
          <Button
            variant="tertiary"
            size="sm"
            icon={<TableIcon size="sm" />}
            aria-expanded={tableOpen}
            aria-controls={tableId}
            onPress={() => {
              setTableOpen((open) => !open);
            }}
          >
            {tableOpen ? hideTableLabel : showTableLabel}
          </Button>
        )}
      </div>
      <div id={tableId} hidden={!tableOpen || !drawing}>
        {/* Rendered only while open: a year of 15-minute data is 35 000 rows. */}
        {tableOpen && drawing && (
          <ChartTable
            caption={title}
            xLabel={xLabel}
            xLabels={tableLabels}
            series={data.series}
            formatValue={formatValue}
            estimatedLabel={estimatedLabel}
          />
        )}
      </div>
    </figure>
  );
}

const noneHidden: ReadonlySet<string> = new Set();

/** Runs `task` when the browser is next idle (soon after, where it cannot tell). */
function whenIdle(task: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 500 });
    return {
      cancel: () => {
        cancelIdleCallback(id);
      },
    };
  }
  const id = setTimeout(task, 50);
  return {
    cancel: () => {
      clearTimeout(id);
    },
  };
}

/** `x` formatted on demand, each label once. */
function lazyLabels(x: ChartData['x'], format: FormatX): (index: number) => string {
  const labels: Array<string | undefined> = [];
  return (index) => {
    let label = labels[index];
    if (label === undefined) {
      const value = x[index];
      label = value === undefined ? '' : format(value);
      labels[index] = label;
    }
    return label;
  };
}
