import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Button } from '../Button/Button.tsx';
import { Popover, PopoverDialog } from './Popover.tsx';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: { placement: 'bottom', showArrow: true, children: null },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end', 'left', 'right'] },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Tariff details</Button>
      <Popover {...args}>
        <TariffDetails />
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

function TariffDetails() {
  return (
    <PopoverDialog>
      <Heading slot="title" style={{ margin: 0, fontSize: 'inherit' }}>
        Spot price contract
      </Heading>
      <p style={{ margin: '8px 0 0', maxWidth: 280 }}>
        Hourly Nord Pool price plus a margin of 0.39 c/kWh. Monthly fee 3.90 EUR.
      </p>
    </PopoverDialog>
  );
}

/** Press the button to open the popover; Escape or a click outside closes it. */
export const Default: Story = {};

export const WithoutArrow: Story = { args: { showArrow: false } };

export const Top: Story = { args: { placement: 'top' } };

/** Open from the start, for review and screenshots. */
export const Open: Story = {
  render: (args) => (
    <div style={{ paddingBlockEnd: 160 }}>
      <DialogTrigger defaultOpen>
        <Button variant="secondary">Tariff details</Button>
        <Popover {...args}>
          <TariffDetails />
        </Popover>
      </DialogTrigger>
    </div>
  ),
};
