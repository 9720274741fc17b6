import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from 'react-aria-components/Group';
import { Input, TextField } from 'react-aria-components/TextField';
import { bareInputStyles, Description, FieldError, fieldStyles, inputFrameStyles, Label } from './Field.tsx';

/**
 * The pieces every field is built from. These stories compose them with a bare React Aria input to show
 * the shared layout; use TextField, Select, ComboBox etc. in product code.
 */
const meta = {
  title: 'Forms/Field',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Email', isRequired: false },
  render: (args) => (
    <TextField
      className={fieldStyles}
      isRequired={args.isRequired}
      type="email"
      defaultValue="anna.virtanen@example.fi"
    >
      <Label {...args} />
      <Input className={inputFrameStyles} />
      <Description>We send invoices and outage notices to this address.</Description>
      <FieldError />
    </TextField>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelAndDescription: Story = {};

export const Required: Story = { args: { isRequired: true } };

/** The message is shown in the danger colour with an icon, announced and linked to the control. */
export const WithError: Story = {
  render: (args) => (
    <TextField className={fieldStyles} isInvalid defaultValue="anna.virtanen@">
      <Label {...args} />
      <Input className={inputFrameStyles} />
      <Description>We send invoices and outage notices to this address.</Description>
      <FieldError>Enter an email address like name@example.com</FieldError>
    </TextField>
  ),
};

/** `inputFrameStyles` on a group and `bareInputStyles` on the input inside it. */
export const Disabled: Story = {
  render: (args) => (
    <TextField className={fieldStyles} isDisabled defaultValue="Mannerheimintie 12 B 7, Helsinki">
      <Label {...args}>Supply address</Label>
      <Group className={inputFrameStyles}>
        <Input className={bareInputStyles} />
      </Group>
      <Description>Contact customer service to move your contract.</Description>
    </TextField>
  ),
};
