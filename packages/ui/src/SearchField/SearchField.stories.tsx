import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { label: 'Search invoices', placeholder: 'Invoice number or address' },
  argTypes: {
    onSubmit: { action: 'submitted' },
    onClear: { action: 'cleared' },
    onChange: { action: 'changed' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The clear button shows once there is text. */
export const WithValue: Story = { args: { defaultValue: 'Invoice 2025-104' } };

/** Without a visible label, e.g. in a table toolbar: name it with aria-label. */
export const WithoutVisibleLabel: Story = {
  args: {
    label: undefined,
    'aria-label': 'Search delivery points',
    placeholder: 'Address in Tallinn or Riga',
  },
};

export const WithDescription: Story = {
  args: { description: 'Searches invoices of the last 24 months.' },
};

export const Invalid: Story = {
  args: {
    defaultValue: '20',
    isInvalid: true,
    errorMessage: 'Type at least three characters.',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Kuusen Lämpö' } };
