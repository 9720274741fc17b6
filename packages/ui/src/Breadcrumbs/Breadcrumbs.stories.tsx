import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    children: [
      <Breadcrumb key="home" href="#home">
        Home
      </Breadcrumb>,
      <Breadcrumb key="invoices" href="#invoices">
        Invoices
      </Breadcrumb>,
      <Breadcrumb key="invoice">Invoice 2025-104</Breadcrumb>,
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TwoLevels: Story = {
  args: {
    children: [
      <Breadcrumb key="home" href="#home">
        Home
      </Breadcrumb>,
      <Breadcrumb key="contracts">Contracts</Breadcrumb>,
    ],
  },
};

/** Long names wrap onto the next line on a phone instead of overflowing. */
export const LongPath: Story = {
  args: {
    children: [
      <Breadcrumb key="home" href="#home">
        Home
      </Breadcrumb>,
      <Breadcrumb key="contracts" href="#contracts">
        Contracts
      </Breadcrumb>,
      <Breadcrumb key="site" href="#site">
        Brīvības iela 55-12, Rīga
      </Breadcrumb>,
      <Breadcrumb key="contract">District heating contract 2024-3381</Breadcrumb>,
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
};

/** Built from data, as a router would. */
export const FromItems: Story = {
  args: { children: undefined },
  render: (args) => (
    <Breadcrumbs
      {...args}
      items={[
        { id: 'home', label: 'Home', href: '#home' },
        { id: 'settings', label: 'Settings', href: '#settings' },
        { id: 'notifications', label: 'Notifications' },
      ]}
    >
      {(item) => <Breadcrumb href={item.href}>{item.label}</Breadcrumb>}
    </Breadcrumbs>
  ),
};
