import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    label: 'Message',
    description: 'Tell us what happened. Customer service answers within two working days.',
    rows: 3,
    autoGrow: true,
  },
  argTypes: { onChange: { action: 'changed' } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholder: Story = {
  args: { placeholder: 'E.g. the meter reading on my invoice 2025-104 looks too high' },
};

/** Type more lines: the field grows up to about twelve lines, then scrolls. */
export const AutoGrow: Story = {
  args: {
    defaultValue:
      'Hello,\n\nmy invoice 2025-104 shows 1 240 kWh for October, but the meter in Pärnu mnt 22, Tallinn showed 31 877 kWh on 1 October and 32 311 kWh on 31 October.\n\nCould you check the reading?',
  },
};

export const FixedHeight: Story = { args: { autoGrow: false, rows: 5 } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Write a message of at least 10 characters.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Sent on 12.11.2025.' } };

export const ReadOnly: Story = {
  args: {
    isReadOnly: true,
    label: 'Your earlier message',
    description: undefined,
    defaultValue: 'Please move my contract to Brīvības iela 40, Riga, from 1.12.2025.',
  },
};
