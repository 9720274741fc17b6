import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DownloadIcon } from '../icons/Download.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { children: 'Download invoice 2025-104 as PDF', placement: 'top', showArrow: true },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end', 'left', 'right'] },
  },
  render: (args) => (
    <div style={{ padding: 48 }}>
      <TooltipTrigger>
        <IconButton label="Download PDF" icon={DownloadIcon} variant="secondary" />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover the button, or Tab to it: keyboard focus shows the tooltip at once. */
export const Default: Story = {};

export const Bottom: Story = { args: { placement: 'bottom' } };

export const WithoutArrow: Story = { args: { showArrow: false } };

/** Open from the start, for review and screenshots. */
export const Open: Story = {
  render: (args) => (
    <div style={{ padding: 64 }}>
      <TooltipTrigger defaultOpen>
        <Button variant="secondary">Estimated reading</Button>
        <Tooltip {...args}>The meter did not report; this value is estimated from last year.</Tooltip>
      </TooltipTrigger>
    </div>
  ),
};
