import type { ReactNode, Ref } from 'react';
import {
  RangeCalendar as AriaRangeCalendar,
  Text,
  type DateValue,
  type RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components/RangeCalendar';
import { CalendarDays, CalendarHeader } from '../DatePicker/Calendar.tsx';
import * as calendarStyles from '../DatePicker/DatePicker.css.ts';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './DateRangePicker.css.ts';

export interface RangeCalendarProps<T extends DateValue>
  extends
    Omit<AriaRangeCalendarProps<T>, 'className' | 'style' | 'children' | 'render' | 'firstDayOfWeek'>,
    LayoutProps {
  /** Shown under the grid while the chosen range is invalid (e.g. it spans unavailable days). */
  errorMessage?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A month grid for choosing a start and an end date: the first press (or Enter) sets the start, the
 * second the end. Weeks start on Monday in every locale.
 */
export function RangeCalendar<T extends DateValue>({
  errorMessage,
  layout,
  UNSAFE_className,
  ...props
}: RangeCalendarProps<T>) {
  return (
    <AriaRangeCalendar
      {...props}
      firstDayOfWeek="mon"
      className={cx(calendarStyles.calendar, UNSAFE_className)}
      style={layout}
    >
      <CalendarHeader />
      <CalendarDays cellClassName={styles.rangeCell} />
      {errorMessage != null && (
        <Text slot="errorMessage" className={calendarStyles.calendarError}>
          {errorMessage}
        </Text>
      )}
    </AriaRangeCalendar>
  );
}
