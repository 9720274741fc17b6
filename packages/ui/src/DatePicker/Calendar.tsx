import type { ReactNode, Ref } from 'react';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  Text,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
} from 'react-aria-components/Calendar';
import { ChevronLeftIcon } from '../icons/ChevronLeft.tsx';
import { ChevronRightIcon } from '../icons/ChevronRight.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './DatePicker.css.ts';

export interface CalendarProps<T extends DateValue>
  extends
    Omit<AriaCalendarProps<T>, 'className' | 'style' | 'children' | 'render' | 'firstDayOfWeek'>,
    LayoutProps {
  /** Shown under the grid while the chosen date is invalid (e.g. unavailable). */
  errorMessage?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** The month header (previous/next buttons and the month's name) shared with RangeCalendar. */
export function CalendarHeader() {
  return (
    <header className={styles.header}>
      <Button slot="previous" className={styles.button}>
        <ChevronLeftIcon size="sm" />
      </Button>
      <Heading className={styles.heading} />
      <Button slot="next" className={styles.button}>
        <ChevronRightIcon size="sm" />
      </Button>
    </header>
  );
}

/** The day grid shared with RangeCalendar; `cellClassName` adds the range styling. */
export function CalendarDays({ cellClassName }: { cellClassName?: string }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={cx(styles.cell, cellClassName)} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

/**
 * A month grid for choosing one date. Weeks start on Monday in every locale (Vool's rule); month and
 * weekday names follow the user's language. Arrow keys move by day, Page Up/Down by month.
 */
export function Calendar<T extends DateValue>({
  errorMessage,
  layout,
  UNSAFE_className,
  ...props
}: CalendarProps<T>) {
  return (
    <AriaCalendar
      {...props}
      firstDayOfWeek="mon"
      className={cx(styles.calendar, UNSAFE_className)}
      style={layout}
    >
      <CalendarHeader />
      <CalendarDays />
      {errorMessage != null && (
        <Text slot="errorMessage" className={styles.calendarError}>
          {errorMessage}
        </Text>
      )}
    </AriaCalendar>
  );
}
