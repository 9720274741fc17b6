import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import type { Key } from 'react-aria-components/ToggleButtonGroup';
import { Segment, SegmentedControl, segmentedControlSizes } from './SegmentedControl.tsx';

const periods = (
  <>
    <Segment id="day">Day</Segment>
    <Segment id="week">Week</Segment>
    <Segment id="month">Month</Segment>
    <Segment id="year">Year</Segment>
  </>
);

const meta = {
  title: 'Actions/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: { 'aria-label': 'Period', defaultSelectedKey: 'month', size: 'md', children: periods },
  argTypes: {
    size: { control: 'inline-radio', options: segmentedControlSizes },
    children: { control: false },
    onSelectionChange: { action: 'selected' },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Period: Story = {};

export const Unit: Story = {
  args: {
    'aria-label': 'Unit',
    defaultSelectedKey: 'kwh',
    children: (
      <>
        <Segment id="kwh">kWh</Segment>
        <Segment id="eur">€</Segment>
      </>
    ),
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** Stretches to its container, e.g. above a chart on a phone. */
export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledSegment: Story = {
  args: {
    children: (
      <>
        <Segment id="day" isDisabled>
          Day
        </Segment>
        <Segment id="week">Week</Segment>
        <Segment id="month">Month</Segment>
        <Segment id="year">Year</Segment>
      </>
    ),
  },
};

/** Controlled, named by a visible label through aria-labelledby. */
export const ControlledWithVisibleLabel: Story = {
  render: function Render(args) {
    const labelId = useId();
    const [period, setPeriod] = useState<Key>('week');
    return (
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <span id={labelId}>Consumption, kWh, per</span>
        <SegmentedControl
          {...args}
          aria-label={undefined}
          aria-labelledby={labelId}
          selectedKey={period}
          onSelectionChange={setPeriod}
        />
        <p style={{ margin: 0 }}>Showing: {String(period)}</p>
      </div>
    );
  },
};
