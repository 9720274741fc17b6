import { useCallback, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ChartDataType, ReadingUnit } from '@vool/api-client/browser';
import { Button } from '@vool/ui/Button';
import { Chart, type ChartData, type ChartSeries } from '@vool/ui/charts';
import { DownloadIcon } from '@vool/ui/icons/Download';
import { LoadFailed } from '../errors/index.ts';
import { useReadingsQuery, type ChartReadings, type ReadingsArgs } from './api.ts';
import { toCsv, saveFile } from './csv.ts';
import { formatReadingDate } from './labels.ts';
import type { ComparedReading } from './merge.ts';
import { messages } from './messages.ts';
import { summarise } from './summary.ts';
import * as styles from './charts.css.ts';

/** Energy as bars while each bar stays readable; lines for long series, prices and temperatures. */
const BAR_LIMIT = 100;

export function unitFormatter(intl: IntlShape, unit: ReadingUnit) {
  const number = (digits: number) => ({ maximumFractionDigits: digits, minimumFractionDigits: 0 });
  switch (unit) {
    case 'EUR':
      return (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR' });
    case 'c/kWh':
      return (value: number) => `${intl.formatNumber(value, number(2))} c/kWh`;
    case '°C':
      return (value: number) => `${intl.formatNumber(value, number(1))} °C`;
    case 'kWh':
      return (value: number) => `${intl.formatNumber(value, number(2))} kWh`;
  }
}

const isEnergy = (dataType: ChartDataType) => dataType !== 'price' && dataType !== 'temperature';

function describe(intl: IntlShape, readings: ChartReadings, dataType: ChartDataType) {
  const format = unitFormatter(intl, readings.unit);
  const summary = summarise(readings.points, readings.earlierYears !== null);
  const parts: string[] = [];
  if (summary.highest === null) return '';
  if (isEnergy(dataType)) {
    parts.push(intl.formatMessage(messages.total, { value: format(summary.total) }));
    if (summary.earlierTotal !== null && readings.earlierYears) {
      parts.push(
        intl.formatMessage(messages.earlierTotal, {
          years: readings.earlierYears,
          value: format(summary.earlierTotal),
        }),
      );
    }
  } else if (summary.average !== null) {
    parts.push(intl.formatMessage(messages.average, { value: format(summary.average) }));
  }
  parts.push(
    intl.formatMessage(messages.highest, {
      value: format(summary.highest.value),
      date: formatReadingDate(summary.highest.date),
    }),
  );
  if (summary.lowest && !isEnergy(dataType)) {
    parts.push(
      intl.formatMessage(messages.lowest, {
        value: format(summary.lowest.value),
        date: formatReadingDate(summary.lowest.date),
      }),
    );
  }
  if (summary.estimated)
    parts.push(intl.formatMessage(messages.estimatedCount, { count: summary.estimated }));
  if (summary.corrected)
    parts.push(intl.formatMessage(messages.correctedCount, { count: summary.corrected }));
  return parts.join(' ');
}

export interface ReadingsChartProps {
  args: ReadingsArgs;
  /** "Consumption, November 2026": the chart's name, the table's caption and the heading above. */
  title: string;
  /** The name of the main series: "Consumption". */
  seriesName: string;
  /** Name of the CSV file, without extension. */
  fileName: string;
  /** Formats an axis label from a reading's date (spec §9: by the length of the range). */
  formatAxis: (date: string) => string;
}

/** The chart of one usage point's readings, its description, its table and its CSV. */
export function ReadingsChart({ args, title, seriesName, fileName, formatAxis }: ReadingsChartProps) {
  const intl = useIntl();
  const query = useReadingsQuery(args);
  const readings = query.currentData;
  const years = args.series[1];
  const earlierName = !years
    ? undefined
    : years === 1
      ? intl.formatMessage(messages.previousYear)
      : intl.formatMessage(messages.yearsEarlier, { years });

  const correctedLabel = intl.formatMessage(messages.corrected);
  const data = useMemo<ChartData>(() => {
    if (!readings) return { x: [], series: [] };
    const note = (status: ComparedReading['status']) => (status === 'corrected' ? correctedLabel : undefined);
    const points = readings.points;
    const kind = isEnergy(args.dataType) && points.length <= BAR_LIMIT ? 'bar' : 'line';
    const series: ChartSeries[] = [
      {
        name: seriesName,
        kind,
        unit: readings.unit,
        values: points.map((p) => p.value),
        estimated: points.map((p) => p.status === 'estimated'),
        notes: points.map((p) => note(p.status)),
      },
    ];
    if (readings.earlierYears && earlierName) {
      series.push({
        name: earlierName,
        kind,
        unit: readings.unit,
        values: points.map((p) => p.earlier),
        estimated: points.map((p) => p.earlierStatus === 'estimated'),
        notes: points.map((p) => note(p.earlierStatus)),
      });
    }
    return { x: points.map((p) => p.date), series };
  }, [readings, args.dataType, seriesName, earlierName, correctedLabel]);

  const format = useMemo(() => unitFormatter(intl, readings?.unit ?? 'kWh'), [intl, readings?.unit]);
  const formatValue = useCallback((value: number) => format(value), [format]);
  const formatX = useCallback((x: string | Date) => formatReadingDate(String(x)), []);
  const formatAxisX = useCallback((x: string | Date) => formatAxis(String(x)), [formatAxis]);

  const exportCsv = () => {
    if (!readings) return;
    const unit = readings.unit;
    const csv = toCsv(readings.points, {
      columns: {
        date: intl.formatMessage(messages.time),
        value: `${seriesName} (${unit})`,
        earlier: earlierName && `${earlierName} (${unit})`,
        status: intl.formatMessage(messages.status),
      },
      statusLabels: {
        estimated: intl.formatMessage(messages.estimated),
        corrected: intl.formatMessage(messages.corrected),
      },
      locale: intl.locale,
    });
    saveFile(csv, `${fileName}.csv`);
  };

  if (query.isError) {
    return (
      <LoadFailed
        message={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <div className={styles.chartBlock}>
      <div className={styles.chartHeader}>
        <h2 className={styles.chartTitle}>{title}</h2>
        <Button
          variant="secondary"
          size="sm"
          icon={<DownloadIcon size="sm" />}
          isDisabled={!readings || readings.points.length === 0}
          onPress={exportCsv}
        >
          {intl.formatMessage(messages.exportCsv)}
        </Button>
      </div>
      <Chart
        title={title}
        description={readings ? describe(intl, readings, args.dataType) : ''}
        data={data}
        xLabel={intl.formatMessage(messages.time)}
        yLabel={readings?.unit}
        showTableLabel={intl.formatMessage(messages.showTable)}
        hideTableLabel={intl.formatMessage(messages.hideTable)}
        emptyLabel={intl.formatMessage(messages.empty)}
        isLoading={query.isFetching && !readings}
        loadingLabel={intl.formatMessage(messages.loading)}
        estimatedLabel={intl.formatMessage(messages.estimated)}
        formatValue={formatValue}
        formatX={formatX}
        formatAxisX={formatAxisX}
        zoomLabel={intl.formatMessage(messages.zoom)}
        zoomStartLabel={intl.formatMessage(messages.zoomFrom)}
        zoomEndLabel={intl.formatMessage(messages.zoomTo)}
        height={360}
      />
    </div>
  );
}
