import { useEffect, useMemo, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { PlacedUsagePoint } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Card } from '@vool/ui/Card';
import { EmptyState } from '@vool/ui/EmptyState';
import { ChartIcon } from '@vool/ui/icons/Chart';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { useIsMobile } from '../../app/media.ts';
import { useSite } from '../../app/site.tsx';
import { useNow } from '../../app/useNow.ts';
import { formatMonth } from '../../i18n/format.ts';
import { shell } from '../shell/index.ts';
import { usePlacedPointQuery, useRememberPoint } from '../usage-points/index.ts';
import { ChartControls } from './ChartControls.tsx';
import { dataTypeLabels } from './dataTypes.ts';
import * as styles from './charts.css.ts';
import { axisLabelFormatter, axisLabelKind, formatReadingDate } from './labels.ts';
import { messages } from './messages.ts';
import { isoWeek, type DateRange } from './period.ts';
import { chartToday, lastDataDay, readingsArgsOf, todayStep } from './pointView.ts';
import { ReadingsChart } from './ReadingsChart.tsx';
import { readChartState, stateRange, writeChartState, type ChartState } from './state.ts';

function periodLabel(intl: IntlShape, state: ChartState, range: DateRange): string {
  const day = (d: DateRange['from']) => formatReadingDate(`${d.toString()}T00:00`, false);
  switch (state.period) {
    case 'day':
      return day(range.from);
    case 'week':
      return intl.formatMessage(messages.week, {
        week: isoWeek(range.from),
        from: day(range.from),
        to: day(range.to),
      });
    case 'month':
      return formatMonth(intl.locale, range.from.year, range.from.month);
    case 'year':
      return String(range.from.year);
    case 'custom':
      return `${day(range.from)} – ${day(range.to)}`;
  }
}

/** The consumption charts page (spec §2 /charts): one usage point, one period, every series. */
export function ChartsPage() {
  const intl = useIntl();
  const site = useSite();
  // Drawn on the server: hydrated with the day it was drawn on (useNow), then today's.
  const now = useNow(todayStep);
  const today = useMemo(() => chartToday(site.timezone, now), [site.timezone, now]);
  const [params, setParams] = useSearchParams();
  const remember = useRememberPoint();

  // The point the address names, or else the client's first: one point, however many they have.
  const requested = params.get('point') ?? undefined;
  const named = usePlacedPointQuery(requested);
  const notTheirs = requested !== undefined && named.data?.point === null;
  const first = usePlacedPointQuery(undefined, { skip: !notTheirs });
  const answer = notTheirs ? first : named;
  const point = answer.data?.point ?? undefined;
  // Periods open on the last day with data: just after midnight, today has none yet.
  const latest = point ? lastDataDay(point, today) : today;
  const state = useMemo(() => readChartState(params, latest), [params, latest]);

  // A change of address runs the route's loaders before `params` follow it: a second change made
  // meanwhile (a quick second click) builds on the first, not on what is shown, or it would undo it.
  // A newer navigation interrupts an older one, so whatever address arrives is the latest asked for.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const update = (change: Partial<ChartState>) => {
    const base = pending.current ? readChartState(pending.current, latest) : state;
    const next = writeChartState({ ...base, ...change }, latest);
    pending.current = next;
    setParams(next, { preventScrollReset: true });
  };

  const heading = (
    <div className={styles.pageHeader}>
      <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>
      {point && (
        <p className={shell.muted}>
          {intl.formatMessage(messages.dataUpTo, { date: formatReadingDate(point.dataUpTo) })}
        </p>
      )}
    </div>
  );

  if (answer.isLoading || named.isLoading) {
    return (
      <Stack gap="400">
        {heading}
        <SkeletonGroup label={intl.formatMessage(messages.loadingPoints)}>
          <Skeleton lines={6} />
        </SkeletonGroup>
      </Stack>
    );
  }
  if (answer.isError) {
    return (
      <Stack gap="400">
        {heading}
        <Alert
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onPress={() => void answer.refetch()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(messages.locationsFailed)}
        </Alert>
      </Stack>
    );
  }
  if (!point) {
    return (
      <Stack gap="400">
        {heading}
        <EmptyState
          icon={<ChartIcon size="lg" />}
          title={intl.formatMessage(messages.noPoints)}
          description={intl.formatMessage(messages.noPointsText)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="400">
      {heading}
      {state.point && state.point !== point.identifier && (
        <Alert tone="warning">{intl.formatMessage(messages.unknownPoint)}</Alert>
      )}
      <PointCharts
        point={point}
        state={state}
        latest={latest}
        onChange={update}
        onPoint={(chosen) => {
          remember(chosen);
          update({ point: chosen.identifier });
        }}
      />
    </Stack>
  );
}

/** The controls and the chart of the chosen usage point. */
function PointCharts({
  point,
  state,
  latest,
  onChange,
  onPoint,
}: {
  point: PlacedUsagePoint;
  state: ChartState;
  latest: ChartState['anchor'];
  onChange: (change: Partial<ChartState>) => void;
  onPoint: (point: PlacedUsagePoint) => void;
}) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const args = readingsArgsOf(point, state);
  const { dataType, resolution } = args;
  const range = stateRange(state);
  const what = intl.formatMessage(dataTypeLabels[dataType]);
  const title = intl.formatMessage(messages.chartTitle, { what, period: periodLabel(intl, state, range) });
  const labelKind = axisLabelKind(range);
  const formatAxis = useMemo(() => axisLabelFormatter(labelKind, intl.locale), [labelKind, intl.locale]);

  return (
    <>
      <Card>
        <ChartControls
          point={point}
          onPoint={onPoint}
          state={{ ...state, dataType, resolution }}
          latest={latest}
          isMobile={isMobile}
          onChange={onChange}
        />
      </Card>
      <Card>
        <ReadingsChart
          args={args}
          title={title}
          seriesName={what}
          fileName={`${dataType}_${point.identifier}_${args.from}_${args.to}`}
          formatAxis={formatAxis}
        />
      </Card>
    </>
  );
}
