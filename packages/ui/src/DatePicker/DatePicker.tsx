import type { ReactNode, Ref } from 'react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Group,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components/DatePicker';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Description, FieldError, fieldStyles, Label } from '../Field/index.ts';
import { CalendarIcon } from '../icons/Calendar.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { Popover, PopoverDialog } from '../Popover/Popover.tsx';
import { Calendar } from './Calendar.tsx';
import * as styles from './DatePicker.css.ts';
import { useDateFormatLocale } from './dateFormatLocale.ts';

export interface DatePickerProps<T extends DateValue>
  extends
    Omit<
      AriaDatePickerProps<T>,
      | 'className'
      | 'style'
      | 'children'
      | 'render'
      | 'granularity'
      | 'firstDayOfWeek'
      | 'shouldForceLeadingZeros'
    >,
    LayoutProps {
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the field. */
  description?: ReactNode;
  /**
   * The validation message. Without it, React Aria's message for the broken rule (before the minimum,
   * after the maximum, unavailable) or `validate`'s is shown, in the user's language.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  ref?: Ref<HTMLDivElement>;
}

/** The segments of one date, written DD.MM.YYYY whatever the app locale (see dateFormatLocale.ts). */
export function DateSegments({ slot }: { slot?: 'start' | 'end' }) {
  const formatLocale = useDateFormatLocale();
  return (
    <I18nProvider locale={formatLocale}>
      <DateInput slot={slot} className={styles.dateInput}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
    </I18nProvider>
  );
}

/**
 * A date field (DD.MM.YYYY, typed segment by segment) with a calendar in a popover. Weeks start on
 * Monday. Supports `minValue`, `maxValue` and `isDateUnavailable`; values are @internationalized/date
 * `CalendarDate`s (`parseDate('2025-03-15')`).
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  layout,
  UNSAFE_className,
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker
      {...props}
      granularity="day"
      firstDayOfWeek="mon"
      shouldForceLeadingZeros
      className={cx(fieldStyles, UNSAFE_className)}
      style={layout}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={styles.group}>
        <DateSegments />
        <span className={styles.fill} />
        <Button className={styles.button}>
          <CalendarIcon size="sm" />
        </Button>
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom end">
        <PopoverDialog>
          <Calendar />
        </PopoverDialog>
      </Popover>
    </AriaDatePicker>
  );
}
