import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar, progressBarSizes } from './ProgressBar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Uploading meter photo', value: 45, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: progressBarSizes } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {};

export const Indeterminate: Story = { args: { label: 'Loading invoices', isIndeterminate: true } };

/** A custom value text with units, formatted by the app. */
export const WithValueLabel: Story = {
  args: { label: 'Contract setup', value: 3, minValue: 0, maxValue: 5, valueLabel: 'Step 3 of 5' },
};

export const Complete: Story = { args: { label: 'Meter photo uploaded', value: 100 } };

export const Small: Story = { args: { size: 'sm', label: 'Downloading Invoice 2025-104.pdf', value: 70 } };

/** No visible label: the name comes from aria-label. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Import progress', value: 20 },
};
