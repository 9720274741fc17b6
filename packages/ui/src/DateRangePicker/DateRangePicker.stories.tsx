import { parseDate, type CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateRangePicker } from './DateRangePicker.tsx';
import { RangeCalendar } from './RangeCalendar.tsx';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker<CalendarDate>,
  tags: ['autodocs'],
  args: {
    label: 'Report period',
    description: 'Consumption, kWh, for the days you choose.',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <DateRangePicker {...args} />
    </div>
  ),
} satisfies Meta<typeof DateRangePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DD.MM.YYYY – DD.MM.YYYY in every locale: switch the locale in the toolbar. */
export const Default: Story = {};

export const WithValue: Story = {
  args: { defaultValue: { start: parseDate('2025-03-03'), end: parseDate('2025-03-16') } },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: parseDate('2025-03-03'), end: parseDate('2025-03-16') } },
};

/** Readings exist from 01.01.2025 until yesterday. */
export const MinMax: Story = {
  args: {
    minValue: parseDate('2025-01-01'),
    maxValue: parseDate('2025-03-20'),
    defaultValue: { start: parseDate('2025-03-03'), end: parseDate('2025-03-09') },
  },
};

/** The end before the start: the field says so and links the message. */
export const InvalidRange: Story = {
  args: {
    validationBehavior: 'aria',
    defaultValue: { start: parseDate('2025-03-20'), end: parseDate('2025-03-10') },
    errorMessage: 'The end date must be after the start date.',
  },
};

/** Open from the start, for review and screenshots. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    defaultValue: { start: parseDate('2025-03-10'), end: parseDate('2025-03-19') },
    maxValue: parseDate('2025-03-26'),
  },
  render: (args) => (
    <div style={{ maxWidth: 360, paddingBlockEnd: 400 }}>
      <DateRangePicker {...args} />
    </div>
  ),
};

/** The range calendar on its own. */
export const RangeCalendarOnly: Story = {
  render: () => (
    <RangeCalendar
      aria-label="Report period"
      defaultValue={{ start: parseDate('2025-03-10'), end: parseDate('2025-03-19') }}
    />
  ),
};
