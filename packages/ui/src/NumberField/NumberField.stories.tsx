import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: {
    label: 'Monthly instalment',
    description: 'Between 20 € and 500 €, in steps of 5 €.',
    defaultValue: 85,
    minValue: 20,
    maxValue: 500,
    step: 5,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
  argTypes: { onChange: { action: 'changed' } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {};

/** Intl has no kWh unit, so the unit is a decorative suffix and named in the label. */
export const MeterReading: Story = {
  args: {
    label: 'Meter reading, kWh',
    description: 'The figure on your meter display, without decimals.',
    defaultValue: 31877,
    minValue: 0,
    maxValue: undefined,
    step: 1,
    suffix: 'kWh',
    formatOptions: { maximumFractionDigits: 0 },
  },
};

export const Percent: Story = {
  args: {
    label: 'Share of solar production sold',
    description: undefined,
    defaultValue: 0.4,
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
  },
};

export const WithoutStepper: Story = { args: { showStepper: false } };

export const Required: Story = { args: { isRequired: true, defaultValue: undefined } };

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 10, errorMessage: 'The instalment must be at least 20 €.' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const ReadOnly: Story = { args: { isReadOnly: true, description: 'Set by your payment plan.' } };
