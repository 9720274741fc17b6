import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContractIcon } from '../icons/Contract.tsx';
import { InvoiceIcon } from '../icons/Invoice.tsx';
import { SettingsIcon } from '../icons/Settings.tsx';
import { UserIcon } from '../icons/User.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const settings = [
  { id: 'profile', label: 'Profile', text: 'Name, customer number 1048 2231 and preferred language.' },
  {
    id: 'contact',
    label: 'Contact details',
    text: 'Mannerheimintie 12 B 7, 00100 Helsinki · +358 40 123 4567.',
  },
  { id: 'notifications', label: 'Notifications', text: 'Outage alerts by SMS, invoices by e-mail.' },
  { id: 'e-invoice', label: 'E-invoice', text: 'Send invoices to your online bank as e-invoices.' },
  { id: 'security', label: 'Password and sign-in', text: 'Change your password or sign in with bank ID.' },
];

const panels = settings.map((s) => (
  <TabPanel key={s.id} id={s.id}>
    {s.text}
  </TabPanel>
));

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <TabList aria-label="Settings">
          {settings.map((s) => (
            <Tab key={s.id} id={s.id}>
              {s.label}
            </Tab>
          ))}
        </TabList>
        {panels}
      </>
    ),
  },
  argTypes: {
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    onSelectionChange: { action: 'selected' },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PreselectedTab: Story = { args: { defaultSelectedKey: 'notifications' } };

export const WithIcons: Story = {
  args: {
    children: (
      <>
        <TabList aria-label="Account">
          <Tab id="profile" icon={<UserIcon size="sm" />}>
            Profile
          </Tab>
          <Tab id="contracts" icon={<ContractIcon size="sm" />}>
            Contracts
          </Tab>
          <Tab id="invoices" icon={<InvoiceIcon size="sm" />}>
            Invoices
          </Tab>
          <Tab id="settings" icon={<SettingsIcon size="sm" />}>
            Settings
          </Tab>
        </TabList>
        <TabPanel id="profile">Maris Tamm, customer since 2019.</TabPanel>
        <TabPanel id="contracts">Electricity, exchange price · Narva mnt 5, Tallinn.</TabPanel>
        <TabPanel id="invoices">Invoice 2025-104 · 84.20 EUR · due 15.05.2025.</TabPanel>
        <TabPanel id="settings">Language, notifications and e-invoice.</TabPanel>
      </>
    ),
  },
};

export const DisabledTab: Story = { args: { disabledKeys: ['e-invoice'] } };

/** Selection moves only with Enter or Space, for panels that are slow to load. */
export const ManualActivation: Story = { args: { keyboardActivation: 'manual' } };

/** On a phone the tab list scrolls sideways instead of wrapping. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
