import { lazy, Suspense } from 'react';
import type { CalendarDate } from '@internationalized/date';
import type { DatePickerProps } from '@vool/ui/DatePicker';
import { Skeleton } from '@vool/ui/Skeleton';

// The routes' loaders fetch it as the page's code loads (feature.ts).
const Loaded = lazy(() => import('./DatePickerField.tsx'));

export type DateFieldProps = Omit<
  DatePickerProps<CalendarDate>,
  'value' | 'onChange' | 'minValue' | 'maxValue' | 'defaultValue' | 'placeholderValue' | 'validate'
> & {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  minValue: string;
  maxValue: string;
};

/**
 * @vool/ui's DatePicker on `YYYY-MM-DD` strings, its code fetched beside the page's rather than in it:
 * with its calendar, popover and React Aria's date handling it weighs more than the rest of a form's
 * page together.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<Skeleton height="4.5rem" />}>
      <Loaded {...props} />
    </Suspense>
  );
}
