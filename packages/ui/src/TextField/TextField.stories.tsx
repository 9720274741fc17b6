import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField, textFieldSizes, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Email',
    description: 'We send invoices and outage notices to this address.',
    type: 'email',
    size: 'md',
    placeholder: 'name@example.com',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textFieldSizes },
    type: { control: 'select', options: textFieldTypes },
    onChange: { action: 'changed' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: 'anna.virtanen@example.fi' } };

/** The asterisk is hidden from screen readers, which announce "required" from the input itself. */
export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: {
    defaultValue: 'anna.virtanen@',
    isInvalid: true,
    errorMessage: 'Enter an email address like name@example.com',
  },
};

/** The browser's check runs on blur/submit with native validation; here `validate` runs as you type. */
export const ValidateWhileTyping: Story = {
  args: {
    label: 'Meter point ID',
    description: '18 digits, printed on your invoice, e.g. 643000000012345678',
    type: 'text',
    placeholder: undefined,
    validationBehavior: 'aria',
    defaultValue: '64300000',
    validate: (value: string) => (/^\d{18}$/.test(value) ? null : 'The meter point ID has 18 digits.'),
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'anna.virtanen@example.fi' } };

export const ReadOnly: Story = {
  args: {
    label: 'Customer number',
    description: 'Given by Kuusen Lämpö; it cannot be changed.',
    type: 'text',
    isReadOnly: true,
    defaultValue: '100 482 731',
  },
};

export const Phone: Story = {
  args: {
    label: 'Mobile phone',
    type: 'tel',
    description: 'For SMS outage alerts.',
    placeholder: '+358 40 123 4567',
  },
};

export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    description: 'At least 12 characters.',
    placeholder: undefined,
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Email (${size})`} />
      ))}
    </div>
  ),
};
