import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartIcon } from '../icons/Chart.tsx';
import { ContractIcon } from '../icons/Contract.tsx';
import { HomeIcon } from '../icons/Home.tsx';
import { InvoiceIcon } from '../icons/Invoice.tsx';
import { OutageIcon } from '../icons/Outage.tsx';
import { SettingsIcon } from '../icons/Settings.tsx';
import { SupportIcon } from '../icons/Support.tsx';
import { UserIcon } from '../icons/User.tsx';
import { NavList, NavListGroup, NavListItem } from './NavList.tsx';

const meta = {
  title: 'Navigation/NavList',
  component: NavList,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Main',
    children: (
      <>
        <NavListGroup title="My energy">
          <NavListItem href="#overview" icon={<HomeIcon />} isCurrent>
            Overview
          </NavListItem>
          <NavListItem href="#consumption" icon={<ChartIcon />}>
            Consumption
          </NavListItem>
          <NavListItem href="#contracts" icon={<ContractIcon />}>
            Contracts
          </NavListItem>
          <NavListItem href="#invoices" icon={<InvoiceIcon />} suffix="2 unpaid">
            Invoices
          </NavListItem>
          <NavListItem href="#outages" icon={<OutageIcon />}>
            Outages
          </NavListItem>
        </NavListGroup>
        <NavListGroup title="Account">
          <NavListItem href="#profile" icon={<UserIcon />}>
            Profile
          </NavListItem>
          <NavListItem href="#settings" icon={<SettingsIcon />}>
            Settings
          </NavListItem>
          <NavListItem href="#support" icon={<SupportIcon />}>
            Customer support
          </NavListItem>
        </NavListGroup>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A single list without group headings, as in a short drawer. */
export const WithoutHeadings: Story = {
  args: {
    'aria-label': 'Account',
    children: (
      <NavListGroup>
        <NavListItem href="#profile">Profile</NavListItem>
        <NavListItem href="#settings" isCurrent>
          Settings
        </NavListItem>
        <NavListItem href="#sign-out">Sign out</NavListItem>
      </NavListGroup>
    ),
  },
};

export const DisabledItem: Story = {
  args: {
    'aria-label': 'Main',
    children: (
      <NavListGroup title="My energy" headingLevel={3}>
        <NavListItem href="#overview" icon={<HomeIcon />} isCurrent>
          Overview
        </NavListItem>
        <NavListItem href="#consumption" icon={<ChartIcon />} isDisabled>
          Consumption (available after the first meter reading)
        </NavListItem>
      </NavListGroup>
    ),
  },
};
