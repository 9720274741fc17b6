import { Suspense } from 'react';
import type { CalendarDate } from '@internationalized/date';
import type { DatePickerProps } from '@vool/ui/DatePicker';
import { Skeleton } from '@vool/ui/Skeleton';
import { lazyPart } from '../../app/lazyPart.tsx';

const Loaded = lazyPart(async () => (await import('./DatePickerField.tsx')).default);

/**
 * The picker's code, which the forms' pages load with their own (their `preloadParts`): a page the
 * server drew is hydrated with it in place.
 */
export const preloadDateField = (): Promise<unknown> => Loaded.preload();

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
