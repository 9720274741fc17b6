import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { ContractIcon } from '../icons/Contract.tsx';
import { ElectricityIcon } from '../icons/Electricity.tsx';
import { HomeIcon } from '../icons/Home.tsx';
import { InvoiceIcon } from '../icons/Invoice.tsx';
import { MenuIcon } from '../icons/Menu.tsx';
import { SignOutIcon } from '../icons/SignOut.tsx';
import { SupportIcon } from '../icons/Support.tsx';
import { Drawer, drawerPlacements } from './Drawer.tsx';

const menu = [
  { label: 'Overview', Icon: HomeIcon },
  { label: 'Consumption', Icon: ElectricityIcon },
  { label: 'Invoices', Icon: InvoiceIcon },
  { label: 'Contracts', Icon: ContractIcon },
  { label: 'Customer service', Icon: SupportIcon },
];

function SideMenu() {
  return (
    <nav aria-label="Main">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {menu.map(({ label, Icon }) => (
          <li key={label}>
            <a
              href="#menu"
              style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '10px 0', color: 'inherit' }}
            >
              <Icon />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const clients = ['Matti Virtanen', 'Kuusen Lämpö Oy', 'Asunto Oy Mannerheimintie 12'];

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    title: 'Menu',
    placement: 'left',
    children: <SideMenu />,
    footer: (
      <Button variant="secondary" icon={<SignOutIcon size="sm" />}>
        Sign out
      </Button>
    ),
  },
  argTypes: { placement: { control: 'inline-radio', options: drawerPlacements } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary" icon={<MenuIcon size="sm" />}>
        Menu
      </Button>
      <Drawer {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger opens the side menu; Escape, the backdrop or the close button closes it. */
export const SideMenuWithTrigger: Story = {};

export const OpenLeft: Story = { args: { defaultOpen: true }, render: (args) => <Drawer {...args} /> };

/** The client switcher slides in from the right. */
export const ClientSwitcher: Story = {
  args: {
    defaultOpen: true,
    placement: 'right',
    title: 'Switch client',
    footer: undefined,
    children: ({ close }) => (
      <div style={{ display: 'grid', gap: 8 }}>
        {clients.map((client) => (
          <Button key={client} variant="secondary" fullWidth onPress={close}>
            {client}
          </Button>
        ))}
      </div>
    ),
  },
  render: (args) => <Drawer {...args} />,
};

/** Long menus scroll inside; the header and footer stay put. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Delivery addresses',
    children: (
      <ul>
        {Array.from({ length: 30 }, (_, index) => (
          <li key={index} style={{ paddingBlock: 6 }}>
            Tartu mnt {index + 1}, Tallinn
          </li>
        ))}
      </ul>
    ),
  },
  render: (args) => <Drawer {...args} />,
};
