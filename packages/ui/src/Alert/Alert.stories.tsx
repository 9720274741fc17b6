import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Alert, alertTones } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'New price from 1.5.2025',
    children: 'The energy price of your contract for Mannerheimintie 12 A 5, Helsinki changes to 8,49 c/kWh.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones }, onDismiss: { action: 'dismissed' } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Payment received',
    children: 'Invoice 2025-104, 86,40 EUR, is paid. Thank you.',
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Planned outage on 22.4.2025',
    children: 'Electricity is off at Tartu mnt 14, Tallinn between 9:00 and 12:00 for network maintenance.',
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Payment overdue',
    children: 'Invoice 2025-098, 112,15 EUR, was due on 14.3.2025.',
    action: (
      <Button size="sm" variant="secondary">
        Pay now
      </Button>
    ),
  },
};

export const TitleOnly: Story = {
  args: { children: undefined, title: 'Your meter reading was saved', tone: 'success' },
};

export const Dismissable: Story = {
  render: function Render(args) {
    const [visible, setVisible] = useState(true);
    return visible ? (
      <Alert
        {...args}
        onDismiss={() => {
          setVisible(false);
        }}
      />
    ) : (
      <Button
        variant="tertiary"
        onPress={() => {
          setVisible(true);
        }}
      >
        Show again
      </Button>
    );
  },
};

/** All tones with action and dismiss, for review across brands. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert
          key={tone}
          {...args}
          tone={tone}
          title={`${tone[0]!.toUpperCase()}${tone.slice(1)}: Brīvības iela 40, Riga`}
          action={
            <Button size="sm" variant="secondary">
              View details
            </Button>
          }
          onDismiss={() => undefined}
        />
      ))}
    </div>
  ),
};
