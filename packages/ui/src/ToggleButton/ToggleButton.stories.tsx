import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChartIcon } from '../icons/Chart.tsx';
import { ToggleButton, toggleButtonSizes } from './ToggleButton.tsx';

const meta = {
  title: 'Actions/ToggleButton',
  component: ToggleButton,
  tags: ['autodocs'],
  args: { children: 'Show estimated readings', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: toggleButtonSizes },
    onChange: { action: 'changed' },
  },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const WithIcon: Story = {
  args: { icon: <ChartIcon size="sm" />, children: 'Compare to last year', defaultSelected: true },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

/** Controlled: the chart shows what the toggle says. */
export const Controlled: Story = {
  render: function Render(args) {
    const [on, setOn] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <ToggleButton {...args} isSelected={on} onChange={setOn}>
          Show estimated readings
        </ToggleButton>
        <p style={{ margin: 0 }}>
          Consumption, kWh: {on ? 'measured and estimated values' : 'measured values only'}
        </p>
      </div>
    );
  },
};

/** Both states at every size, for review across brands. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {toggleButtonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButton {...args} size={size}>
            Off
          </ToggleButton>
          <ToggleButton {...args} size={size} defaultSelected>
            On
          </ToggleButton>
          <ToggleButton {...args} size={size} isDisabled>
            Disabled
          </ToggleButton>
        </div>
      ))}
    </div>
  ),
};
