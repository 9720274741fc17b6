import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'SMS outage alerts' },
  argTypes: { onChange: { action: 'changed' } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: {
    children: 'Spot price alerts',
    description: 'A push notification when the hourly price in Finland goes above 20 c/kWh.',
    defaultSelected: true,
  },
};

export const Invalid: Story = {
  args: {
    children: 'Share hourly consumption with my housing company',
    isInvalid: true,
    errorMessage: 'Your housing company in Tallinn requires this for the shared heating bill.',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true, description: 'Set by your contract with Kuusen Lämpö.' },
};

/** Settings that apply at once, in a list. */
export const SettingsList: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <Switch defaultSelected>Email invoices</Switch>
      <Switch description="To +358 40 123 4567">SMS outage alerts</Switch>
      <Switch defaultSelected description="Monthly, by email.">
        Consumption report
      </Switch>
    </div>
  ),
};
