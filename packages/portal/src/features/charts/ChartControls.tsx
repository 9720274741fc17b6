import { useIntl } from 'react-intl';
import type { ChartDataType, PlacedUsagePoint } from '@vool/api-client/browser';
import { Segment, SegmentedControl } from '@vool/ui/SegmentedControl';
import { Select, SelectItem } from '@vool/ui/Select';
import { shell } from '../shell/index.ts';
import { PointSearch } from '../usage-points/index.ts';
import { hasCost } from './api.ts';
import * as styles from './charts.css.ts';
import { dataTypeLabels } from './dataTypes.ts';
import { messages } from './messages.ts';
import { PeriodControl } from './PeriodControl.tsx';
import { compareChoices, type ChartState } from './state.ts';

/** Everything that decides what the chart shows; every change goes to the address. */
export function ChartControls({
  point,
  onPoint,
  state,
  latest,
  isMobile,
  onChange,
}: {
  point: PlacedUsagePoint;
  /** Another usage point chosen. */
  onPoint: (point: PlacedUsagePoint) => void;
  state: ChartState;
  latest: ChartState['anchor'];
  isMobile: boolean;
  onChange: (change: Partial<ChartState>) => void;
}) {
  const intl = useIntl();
  const compareLabel = (years: number) =>
    years === 0
      ? intl.formatMessage(messages.compareNone)
      : years === 1
        ? intl.formatMessage(messages.previousYear)
        : intl.formatMessage(messages.yearsEarlier, { years });
  const meterNote =
    point.interval === 1440 ? messages.dailyMeter : point.interval === 60 ? messages.hourlyMeter : null;
  return (
    <section aria-label={intl.formatMessage(messages.controls)} className={styles.controls}>
      <div className={styles.fields}>
        <PointSearch
          label={intl.formatMessage(messages.usagePoint)}
          description={intl.formatMessage(messages.usagePointHelp)}
          selected={point}
          onSelect={onPoint}
        />
        <Select
          label={intl.formatMessage(messages.dataType)}
          value={state.dataType}
          onChange={(key) => {
            if (key !== null) onChange({ dataType: key as ChartDataType });
          }}
        >
          {point.dataTypes.map((type) => (
            <SelectItem key={type} id={type}>
              {intl.formatMessage(dataTypeLabels[type])}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(messages.compare)}
          value={state.compare}
          onChange={(key) => {
            if (key !== null) onChange({ compare: Number(key) });
          }}
        >
          {compareChoices.map((years) => (
            <SelectItem key={years} id={years}>
              {compareLabel(years)}
            </SelectItem>
          ))}
        </Select>
      </div>
      <div className={styles.toolbar}>
        <PeriodControl state={state} latest={latest} isMobile={isMobile} onChange={onChange} />
        <div className={styles.group}>
          {point.interval === 15 ? (
            <SegmentedControl
              aria-label={intl.formatMessage(messages.resolution)}
              selectedKey={String(state.resolution)}
              onSelectionChange={(key) => {
                onChange({ resolution: key === '15' ? 15 : 60 });
              }}
            >
              <Segment id="60">{intl.formatMessage(messages.resolution60)}</Segment>
              <Segment id="15">{intl.formatMessage(messages.resolution15)}</Segment>
            </SegmentedControl>
          ) : (
            meterNote && <p className={shell.muted}>{intl.formatMessage(meterNote)}</p>
          )}
          {hasCost(state.dataType) && (
            <SegmentedControl
              aria-label={intl.formatMessage(messages.unit)}
              selectedKey={state.unit}
              onSelectionChange={(key) => {
                onChange({ unit: key === 'EUR' ? 'EUR' : 'kWh' });
              }}
            >
              <Segment id="kWh">kWh</Segment>
              <Segment id="EUR">€</Segment>
            </SegmentedControl>
          )}
        </div>
      </div>
    </section>
  );
}
