import { parseDate, type CalendarDate } from '@internationalized/date';
import { isCalendarDay } from '@vool/api-client/browser';
import { DatePicker } from '@vool/ui/DatePicker';
import type { DateFieldProps } from './DateField.tsx';

const day = (value: string): CalendarDate | null => (isCalendarDay(value) ? parseDate(value) : null);

/** The date picker itself, in the chunk DateField.tsx loads. */
export default function DatePickerField({ value, onChange, minValue, maxValue, ...props }: DateFieldProps) {
  return (
    <DatePicker<CalendarDate>
      {...props}
      value={day(value)}
      minValue={day(minValue)}
      maxValue={day(maxValue)}
      onChange={(date) => {
        onChange(date?.toString() ?? '');
      }}
    />
  );
}
