import type { ReactNode, Ref } from 'react';
import {
  Button,
  DateRangePicker as AriaDateRangePicker,
  Group,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components/DateRangePicker';
import { DateSegments } from '../DatePicker/DatePicker.tsx';
import * as pickerStyles from '../DatePicker/DatePicker.css.ts';
import { Description, FieldError, fieldStyles, Label } from '../Field/index.ts';
import { CalendarIcon } from '../icons/Calendar.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { Popover, PopoverDialog } from '../Popover/Popover.tsx';
import * as styles from './DateRangePicker.css.ts';
import { RangeCalendar } from './RangeCalendar.tsx';

export interface DateRangePickerProps<T extends DateValue>
  extends
    Omit<
      AriaDateRangePickerProps<T>,
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
   * The validation message. Without it, React Aria's message for the broken rule (end before start,
   * outside min/max, unavailable days inside) or `validate`'s is shown, in the user's language.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  ref?: Ref<HTMLDivElement>;
}

/**
 * Two date fields (DD.MM.YYYY – DD.MM.YYYY) with a range calendar in a popover, e.g. a consumption
 * report period. Weeks start on Monday. Supports `minValue`, `maxValue`, `isDateUnavailable` and
 * `allowsNonContiguousRanges`.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  layout,
  UNSAFE_className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker
      {...props}
      granularity="day"
      firstDayOfWeek="mon"
      shouldForceLeadingZeros
      className={cx(fieldStyles, UNSAFE_className)}
      style={layout}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={pickerStyles.group}>
        <DateSegments slot="start" />
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <DateSegments slot="end" />
        <span className={pickerStyles.fill} />
        <Button className={pickerStyles.button}>
          <CalendarIcon size="sm" />
        </Button>
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom end">
        <PopoverDialog>
          <RangeCalendar />
        </PopoverDialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
