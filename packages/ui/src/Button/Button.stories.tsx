import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadIcon } from '../icons/Download.tsx';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Pay invoice', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    onPress: { action: 'pressed' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View contract' } };

export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Show all invoices' } };

export const Danger: Story = { args: { variant: 'danger', children: 'End contract' } };

export const WithIcon: Story = {
  args: { variant: 'secondary', icon: <DownloadIcon size="sm" />, children: 'Download PDF' },
};

export const Pending: Story = { args: { isPending: true, children: 'Paying…' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign in' } };

/** Every variant at every size, for review across brands. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
          <Button {...args} size={size} isDisabled>
            disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};
