import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useLocale } from 'react-aria-components/I18nProvider';
import type { EChartsType } from 'echarts/core';
import { Button } from '../Button/Button.tsx';
import { TableIcon } from '../icons/Table.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { buildOption, ZOOM_POINT_LIMIT } from './buildOption.ts';
import * as styles from './Chart.css.ts';
import { ChartTable } from './ChartTable.tsx';
import { createChart } from './echarts.ts';
import { defaultFormatValue, defaultFormatX, isEmptyData } from './format.ts';
import type { ChartData, ChartMarkLine, ChartZoomRange, FormatValue, FormatX } from './types.ts';
import { themeKey, useChartTheme, useReducedMotion } from './useChartTheme.ts';

export interface ChartProps extends LayoutProps {
  /** The chart's accessible name and the table's caption, e.g. "Electricity consumption, 2025". */
  title: string;
  /** What the chart shows and what stands out, in a sentence or two. Shown under the chart. */
  description: string;
  /** The x values and the series drawn over them. */
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
   * Formats x values on the axis, tooltip and table rows. Stable, like `formatValue`.
   * @default strings as given; dates in the locale's short format
   */
  formatX?: FormatX;
  /** Horizontal reference lines, e.g. the average price. */
  markLines?: ChartMarkLine[];
  /**
   * Shows a zoom slider under the chart (and zooming by drag and shift+wheel).
   * @default true above 100 x values
   */
  zoom?: boolean;
  /** Called with the x range in view after the user zooms. */
  onZoom?: (range: ChartZoomRange) => void;
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
  markLines,
  zoom: zoomProp,
  onZoom,
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
  const appliedTheme = useRef('');
  const onZoomRef = useRef(onZoom);
  const theme = useChartTheme(boxRef);
  const themeRef = useRef(theme);
  // Wait for the first theme read, so the chart is drawn once in the right colours, not twice.
  const ready = theme !== undefined;
  const reducedMotion = useReducedMotion();

  const formatValue = useMemo(() => formatValueProp ?? defaultFormatValue(locale), [formatValueProp, locale]);
  const formatX = useMemo(() => formatXProp ?? defaultFormatX(locale), [formatXProp, locale]);
  const xLabels = useMemo(() => (data.x as Array<string | Date>).map((x) => formatX(x)), [data.x, formatX]);
  const empty = isEmptyData(data.x, data.series);
  const drawing = !isLoading && !empty;
  const zoom = zoomProp ?? data.x.length > ZOOM_POINT_LIMIT;
  const estimatedColor = theme?.estimated;

  const option = useMemo(
    () =>
      buildOption({
        data,
        xLabels,
        yLabel,
        markLines,
        formatValue,
        estimatedLabel,
        estimatedColor,
        zoom,
        reducedMotion,
      }),
    [data, xLabels, yLabel, markLines, formatValue, estimatedLabel, estimatedColor, zoom, reducedMotion],
  );

  useEffect(() => {
    onZoomRef.current = onZoom;
    themeRef.current = theme;
  }, [onZoom, theme]);

  // One ECharts instance per mount of the drawing area: created with the theme in effect, resized with
  // its box, disposed when the area goes (unmount, loading, empty).
  useEffect(() => {
    const element = canvasRef.current;
    if (!drawing || !ready || !element) return;
    const chart = createChart(element, themeRef.current?.echarts);
    appliedTheme.current = themeKey(themeRef.current);
    chartRef.current = chart;
    const resize = new ResizeObserver(() => {
      chart.resize();
    });
    resize.observe(element);
    chart.on('datazoom', () => {
      const [zoomState] =
        (chart.getOption() as { dataZoom?: Array<{ startValue?: number; endValue?: number }> }).dataZoom ??
        [];
      if (zoomState?.startValue !== undefined && zoomState.endValue !== undefined) {
        onZoomRef.current?.({ startIndex: zoomState.startValue, endIndex: zoomState.endValue });
      }
    });
    return () => {
      resize.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, [drawing, ready]);

  // ECharts 6 re-themes a live chart with setTheme, keeping its option and zoom.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !theme || themeKey(theme) === appliedTheme.current) return;
    chart.setTheme(theme.echarts);
    appliedTheme.current = themeKey(theme);
  }, [theme, drawing, ready]);

  // notMerge: a new option replaces the old one, so removed series and mark lines disappear.
  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option, drawing, ready]);

  return (
    <figure ref={ref} className={cx(styles.root, UNSAFE_className)} style={layout}>
      <div ref={boxRef}>
        {drawing ? (
          <div
            ref={canvasRef}
            className={styles.canvas}
            style={{ height }}
            role="img"
            aria-label={title}
            aria-describedby={descriptionId}
          />
        ) : (
          <div
            className={styles.placeholder}
            style={{ height }}
            role={isLoading ? 'status' : undefined}
            aria-busy={isLoading || undefined}
          >
            {isLoading ? loadingLabel : emptyLabel}
          </div>
        )}
      </div>
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
            xLabels={xLabels}
            series={data.series}
            formatValue={formatValue}
            estimatedLabel={estimatedLabel}
          />
        )}
      </div>
    </figure>
  );
}
