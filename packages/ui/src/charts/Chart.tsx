import { useCallback, useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useLocale } from 'react-aria-components/I18nProvider';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { Button } from '../Button/Button.tsx';
import { TableIcon } from '../icons/Table.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { buildOption, ZOOM_POINT_LIMIT } from './buildOption.ts';
import * as styles from './Chart.css.ts';
import { ChartLegend } from './ChartLegend.tsx';
import { ChartTable } from './ChartTable.tsx';
import { ChartZoom } from './ChartZoom.tsx';
import { defaultFormatValue, defaultFormatX, isEmptyData } from './format.ts';
import { legendEntries, LegendState } from './legend.ts';
import { chartStrings } from './strings.ts';
import type { ChartData, ChartMarkLine, ChartZoomRange, FormatValue, FormatX } from './types.ts';
import { useChartTheme, useReducedMotion } from './useChartTheme.ts';
import { useChartView } from './useChartView.ts';
import { useEChart } from './useEChart.ts';

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
  /**
   * Label of the toggle while the table is hidden.
   * @default "Show as table", in the language of the I18nProvider's locale
   */
  showTableLabel?: string;
  /**
   * Label of the toggle while the table is shown.
   * @default "Hide table", in the language of the I18nProvider's locale
   */
  hideTableLabel?: string;
  /**
   * Shown instead of the chart when there is no value to draw; say what is missing, e.g. "No readings
   * for this period yet".
   * @default "No data to show", in the language of the I18nProvider's locale
   */
  emptyLabel?: string;
  /**
   * Shows `loadingLabel` in the chart's place.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shown while `isLoading`, e.g. "Loading consumption…".
   * @default "Loading…", in the language of the I18nProvider's locale
   */
  loadingLabel?: string;
  /**
   * Suffix for estimated readings in the legend and table: "2025 (estimated)".
   * @default "estimated", in the language of the I18nProvider's locale
   */
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
   * @default "Zoom", in the language of the I18nProvider's locale
   */
  zoomLabel?: string;
  /**
   * Names of the slider's handles for the start and the end of the range in view.
   * @default "From", "To", in the language of the I18nProvider's locale
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
  estimatedLabel: estimatedLabelProp,
  formatValue: formatValueProp,
  formatX: formatXProp,
  formatAxisX,
  markLines: markLinesProp,
  zoom: zoomProp,
  zoomRange,
  onZoom,
  zoomLabel,
  zoomStartLabel,
  zoomEndLabel,
  height = 320,
  layout,
  UNSAFE_className,
  ref,
}: ChartProps) {
  const { locale } = useLocale();
  const strings = useLocalizedStringFormatter(chartStrings);
  const estimatedLabel = estimatedLabelProp ?? strings.format('estimated');
  const descriptionId = useId();
  const tableId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const theme = useChartTheme(boxRef);
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
  const [view, setView] = useChartView(data, zoomRange, onZoom);
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
  const chartRef = useEChart({ canvasRef, ready, theme, option, view, zoom, count, onView: setView });
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
    [chartRef, hidden, option],
  );
  // The table's row headers, only while it is open.
  const tableLabels = useMemo(
    () => (tableOpen ? Array.from({ length: count }, (_, i) => xLabels(i)) : []),
    [tableOpen, count, xLabels],
  );

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
            {isLoading
              ? (loadingLabel ?? strings.format('loading'))
              : (emptyLabel ?? strings.format('empty'))}
          </div>
        )}
      </div>
      {drawing && zoom && count > 1 && (
        <ChartZoom
          count={count}
          view={view}
          onChange={setView}
          label={zoomLabel ?? strings.format('zoom')}
          startLabel={zoomStartLabel ?? strings.format('zoomStart')}
          endLabel={zoomEndLabel ?? strings.format('zoomEnd')}
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
            {tableOpen
              ? (hideTableLabel ?? strings.format('hideTable'))
              : (showTableLabel ?? strings.format('showTable'))}
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
