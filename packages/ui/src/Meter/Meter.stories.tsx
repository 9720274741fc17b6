import type { Meta, StoryObj } from '@storybook/react-vite';
import { Meter, meterTones } from './Meter.tsx';

const meta = {
  title: 'Feedback/Meter',
  component: Meter,
  tags: ['autodocs'],
  args: {
    label: 'Share of yearly consumption',
    value: 72,
    description: '3 240 of 4 500 kWh estimated for 2025',
    thresholds: { warning: 90, danger: 100 },
  },
  argTypes: { tone: { control: 'inline-radio', options: meterTones } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the warning threshold: on track. */
export const OnTrack: Story = {};

export const NearLimit: Story = { args: { value: 94, description: '4 230 of 4 500 kWh estimated for 2025' } };

/** Above 100 % the bar stays full; the value text says how far over. */
export const OverEstimate: Story = {
  args: {
    value: 108,
    maxValue: 120,
    valueLabel: '108 %',
    description: '4 860 of 4 500 kWh estimated for 2025',
  },
};

/** No thresholds: the brand's accent colour. */
export const Neutral: Story = {
  args: {
    label: 'Solar self-consumption',
    thresholds: undefined,
    value: 38,
    description: 'Kalamaja, Tallinn: 1 140 of 3 000 kWh produced',
  },
};

export const CustomValueLabel: Story = {
  args: {
    label: 'Heating budget used',
    value: 640,
    maxValue: 1000,
    valueLabel: '640 / 1 000 EUR',
    thresholds: { warning: 800, danger: 950 },
  },
};

/** Every tone, for review across brands. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      {meterTones.map((tone) => (
        <Meter key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </div>
  ),
};
