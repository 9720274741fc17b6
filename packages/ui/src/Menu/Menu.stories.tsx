import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { DownloadIcon } from '../icons/Download.tsx';
import { EditIcon } from '../icons/Edit.tsx';
import { InvoiceIcon } from '../icons/Invoice.tsx';
import { MailIcon } from '../icons/Mail.tsx';
import { TrashIcon } from '../icons/Trash.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu.tsx';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: { 'aria-label': 'Invoice 2025-104 actions', onAction: undefined },
  argTypes: { onAction: { action: 'action' } },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="view" icon={<InvoiceIcon size="sm" />}>
          View invoice
        </MenuItem>
        <MenuItem id="download" icon={<DownloadIcon size="sm" />}>
          Download PDF
        </MenuItem>
        <MenuItem id="email" icon={<MailIcon size="sm" />}>
          Send by email
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={<TrashIcon size="sm" />} tone="danger">
          Remove payment plan
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press "Actions" to open the menu; arrow keys move, Enter runs an item. */
export const Default: Story = {};

/** Open from the start, for review and screenshots. */
export const Open: Story = {
  render: (args) => (
    <div style={{ paddingBlockEnd: 260 }}>
      <MenuTrigger defaultOpen>
        <Button variant="secondary">Actions</Button>
        <Menu {...args}>
          <MenuSection title="Invoice 2025-104">
            <MenuItem icon={<InvoiceIcon size="sm" />} description="84.20 EUR, due 15.03.2025">
              View invoice
            </MenuItem>
            <MenuItem icon={<DownloadIcon size="sm" />}>Download PDF</MenuItem>
            <MenuItem icon={<EditIcon size="sm" />} isDisabled>
              Change due date
            </MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuSection title="Contract">
            <MenuItem icon={<TrashIcon size="sm" />} tone="danger">
              End contract
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </div>
  ),
};

export const WithDisabledItems: Story = {
  args: { disabledKeys: ['email'] },
};

/** A selectable menu: the chosen item carries a check. */
export const Selection: Story = {
  args: { 'aria-label': 'Show consumption by', selectionMode: 'single', defaultSelectedKeys: ['month'] },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Show by month</Button>
      <Menu {...args}>
        <MenuItem id="hour">Hour</MenuItem>
        <MenuItem id="day">Day</MenuItem>
        <MenuItem id="month">Month</MenuItem>
        <MenuItem id="year">Year</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

/** A submenu opens beside its item, with ArrowRight or by hovering. */
export const Submenu: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem>View invoice</MenuItem>
        <SubmenuTrigger>
          <MenuItem icon={<DownloadIcon size="sm" />}>Download as</MenuItem>
          <Menu aria-label="Download formats">
            <MenuItem>PDF</MenuItem>
            <MenuItem>CSV, consumption in kWh</MenuItem>
          </Menu>
        </SubmenuTrigger>
      </Menu>
    </MenuTrigger>
  ),
};
