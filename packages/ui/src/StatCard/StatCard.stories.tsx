import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard, statCardIncreaseMeanings } from './StatCard.tsx';

const meta = {
  title: 'Data/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: {
    label: 'Electricity consumption in April',
    value: 412.6,
    formatOptions: { maximumFractionDigits: 1 },
    unit: 'kWh',
    change: -8.4,
    changeLabel: '8.4% less than in March',
    increaseIs: 'bad',
  },
  argTypes: { increaseIs: { control: 'inline-radio', options: statCardIncreaseMeanings } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consumption went down: good news, shown in the success colour with a down arrow. */
export const LessIsGood: Story = {};

/** Consumption went up: shown as bad news. */
export const MoreIsBad: Story = {
  args: {
    value: 1284,
    unit: 'kWh',
    change: 12,
    changeLabel: '12% more than in January',
    label: 'Heating in February',
  },
};

/** For figures where a rise is welcome, e.g. solar production fed to the grid. */
export const MoreIsGood: Story = {
  args: {
    label: 'Solar energy sold in June',
    value: 318,
    unit: 'kWh',
    change: 21,
    changeLabel: '21% more than in May',
    increaseIs: 'good',
  },
};

export const Unchanged: Story = { args: { change: 0, changeLabel: 'Same as in March' } };

export const Money: Story = {
  args: {
    label: 'Open invoices',
    value: 84.2,
    formatOptions: { style: 'currency', currency: 'EUR' },
    unit: undefined,
    change: undefined,
    changeLabel: undefined,
    footnote: 'Invoice 2025-104 due 15.05.2025',
  },
};

export const WithoutTrend: Story = {
  args: {
    change: undefined,
    changeLabel: undefined,
    footnote: 'Estimated: the meter reading has not arrived yet.',
  },
};
