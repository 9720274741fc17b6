import { parseDate, type CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Calendar } from './Calendar.tsx';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker<CalendarDate>,
  tags: ['autodocs'],
  args: {
    label: 'Move-in date',
    description: 'The day your electricity contract starts.',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <DatePicker {...args} />
    </div>
  ),
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DD.MM.YYYY in every locale: switch the locale in the toolbar. */
export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: parseDate('2025-03-15') } };

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('2025-03-15') } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: parseDate('2025-03-15') } };

/** The earliest and latest moving dates, and weekends unavailable. */
export const MinMaxAndUnavailable: Story = {
  args: {
    defaultValue: parseDate('2025-03-12'),
    minValue: parseDate('2025-03-10'),
    maxValue: parseDate('2025-04-30'),
    isDateUnavailable: (date) => [0, 6].includes(new Date(date.year, date.month - 1, date.day).getDay()),
    description: 'A weekday between 10.03.2025 and 30.04.2025.',
  },
};

export const Invalid: Story = {
  args: {
    validationBehavior: 'aria',
    defaultValue: parseDate('2025-05-02'),
    maxValue: parseDate('2025-04-30'),
    errorMessage: 'Choose a date on or before 30.04.2025.',
  },
};

/** Open from the start, for review and screenshots. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: parseDate('2025-03-12'), minValue: parseDate('2025-03-05') },
  render: (args) => (
    <div style={{ maxWidth: 280, paddingBlockEnd: 400 }}>
      <DatePicker {...args} />
    </div>
  ),
};

/** The calendar on its own, e.g. inline on a booking screen. */
export const CalendarOnly: Story = {
  render: () => <Calendar aria-label="Meter reading date" defaultValue={parseDate('2025-03-12')} />,
};
