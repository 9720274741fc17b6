import type { CalendarDate } from '@internationalized/date';
import { useIntl } from 'react-intl';
import { DatePicker } from '@vool/ui/DatePicker';
import { DateRangePicker } from '@vool/ui/DateRangePicker';
import { IconButton } from '@vool/ui/IconButton';
import { ChevronLeftIcon } from '@vool/ui/icons/ChevronLeft';
import { ChevronRightIcon } from '@vool/ui/icons/ChevronRight';
import { Segment, SegmentedControl } from '@vool/ui/SegmentedControl';
import { Select, SelectItem } from '@vool/ui/Select';
import * as styles from './charts.css.ts';
import { messages } from './messages.ts';
import { lastDate, periodKinds, periodRange, stepPeriod, type PeriodKind } from './period.ts';
import type { ChartState } from './state.ts';

const periodLabels = {
  day: messages.periodDay,
  week: messages.periodWeek,
  month: messages.periodMonth,
  year: messages.periodYear,
  custom: messages.periodCustom,
} as const;

/**
 * One control for the period every series follows: its kind, then either arrows and a date (which
 * day, week, month or year) or a custom range. Nothing after the latest data can be stepped to.
 */
export function PeriodControl({
  state,
  latest,
  isMobile,
  onChange,
}: {
  state: ChartState;
  /** The last day with data: the arrows stop at the period holding it. */
  latest: ChartState['anchor'];
  isMobile: boolean;
  onChange: (change: Partial<ChartState>) => void;
}) {
  const intl = useIntl();
  const kind = state.period;
  const choose = (next: PeriodKind) => {
    if (next === 'custom') {
      // Start the custom range from what was on screen, so switching loses nothing.
      const shown = periodRange(kind === 'custom' ? 'month' : kind, state.anchor);
      onChange({ period: next, custom: state.custom ?? shown });
    } else {
      onChange({ period: next });
    }
  };
  return (
    <div className={styles.group}>
      {isMobile ? (
        // Five segments do not fit a phone's width in every language: a list does.
        <Select
          label={intl.formatMessage(messages.period)}
          value={kind}
          onChange={(key) => {
            if (key !== null) choose(key as PeriodKind);
          }}
        >
          {periodKinds.map((id) => (
            <SelectItem key={id} id={id}>
              {intl.formatMessage(periodLabels[id])}
            </SelectItem>
          ))}
        </Select>
      ) : (
        <SegmentedControl
          aria-label={intl.formatMessage(messages.period)}
          selectedKey={kind}
          onSelectionChange={(key) => {
            choose(key as PeriodKind);
          }}
        >
          {periodKinds.map((id) => (
            <Segment key={id} id={id}>
              {intl.formatMessage(periodLabels[id])}
            </Segment>
          ))}
        </SegmentedControl>
      )}
      {kind === 'custom' ? (
        <DateRangePicker<CalendarDate>
          label={intl.formatMessage(messages.customRange)}
          value={state.custom ? { start: state.custom.from, end: state.custom.to } : null}
          maxValue={lastDate}
          onChange={(range) => {
            if (range) onChange({ custom: { from: range.start, to: range.end } });
          }}
        />
      ) : (
        <div className={styles.group}>
          <IconButton
            icon={ChevronLeftIcon}
            variant="secondary"
            label={intl.formatMessage(messages.previousPeriod)}
            onPress={() => {
              onChange({ anchor: stepPeriod(kind, state.anchor, -1) });
            }}
          />
          <DatePicker<CalendarDate>
            label={intl.formatMessage(messages.date)}
            value={state.anchor}
            maxValue={lastDate}
            onChange={(day) => {
              if (day) onChange({ anchor: day });
            }}
          />
          <IconButton
            icon={ChevronRightIcon}
            variant="secondary"
            label={intl.formatMessage(messages.nextPeriod)}
            isDisabled={periodRange(kind, state.anchor).to.compare(latest) >= 0}
            onPress={() => {
              onChange({ anchor: stepPeriod(kind, state.anchor, 1) });
            }}
          />
        </div>
      )}
    </div>
  );
}
