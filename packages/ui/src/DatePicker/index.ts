export { Calendar, type CalendarProps } from './Calendar.tsx';
export { DatePicker, type DatePickerProps } from './DatePicker.tsx';
export { dateFormatLocale } from './dateFormatLocale.ts';
