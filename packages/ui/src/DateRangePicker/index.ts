export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';
export { RangeCalendar, type RangeCalendarProps } from './RangeCalendar.tsx';
