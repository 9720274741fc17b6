import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon } from '../icons/Close.tsx';
import { DownloadIcon } from '../icons/Download.tsx';
import { EditIcon } from '../icons/Edit.tsx';
import { MenuIcon } from '../icons/Menu.tsx';
import { TrashIcon } from '../icons/Trash.tsx';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Download invoice 2025-104', icon: DownloadIcon, variant: 'tertiary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
    onPress: { action: 'pressed' },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tertiary: Story = {};

export const Primary: Story = { args: { variant: 'primary', label: 'Edit contact details', icon: EditIcon } };

export const Secondary: Story = { args: { variant: 'secondary', label: 'Open menu', icon: MenuIcon } };

export const Danger: Story = { args: { variant: 'danger', label: 'Remove metering point', icon: TrashIcon } };

export const Small: Story = { args: { size: 'sm', label: 'Close', icon: CloseIcon } };

export const Large: Story = { args: { size: 'lg' } };

export const Pending: Story = { args: { variant: 'secondary', isPending: true } };

export const Disabled: Story = { args: { isDisabled: true } };

/** Every variant at every size, for review across brands. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {iconButtonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {iconButtonVariants.map((variant) => (
            <IconButton
              key={variant}
              {...args}
              variant={variant}
              size={size}
              label={`Download (${variant}, ${size})`}
            />
          ))}
          <IconButton {...args} size={size} label={`Download (disabled, ${size})`} isDisabled />
        </div>
      ))}
    </div>
  ),
};
