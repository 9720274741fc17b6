import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogTrigger, dialogSizes } from './Dialog.tsx';

const invoiceRows = [
  ['Invoice', '2025-104'],
  ['Period', '1.3.2025 – 31.3.2025'],
  ['Consumption', '412 kWh'],
  ['Amount', '86,40 EUR'],
  ['Due date', '14.4.2025'],
];

function InvoiceSummary() {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 24px', margin: 0 }}>
      {invoiceRows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Invoice 2025-104',
    size: 'md',
    children: <InvoiceSummary />,
    footer: (
      <>
        <Button variant="secondary" slot="close">
          Close
        </Button>
        <Button>Pay 86,40 EUR</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">View invoice</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger opens the dialog; Escape, the close button or "Close" closes it and focus returns. */
export const WithTrigger: Story = {};

export const Open: Story = { args: { defaultOpen: true }, render: (args) => <Dialog {...args} /> };

export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Meter reading saved',
    children: 'Your reading of 15 204 kWh for Mannerheimintie 12 A 5, Helsinki was saved.',
    footer: <Button slot="close">OK</Button>,
  },
  render: (args) => <Dialog {...args} />,
};

export const Large: Story = {
  args: { defaultOpen: true, size: 'lg' },
  render: (args) => <Dialog {...args} />,
};

/** A click on the backdrop closes it too. */
export const Dismissable: Story = { args: { isDismissable: true } };

/** Long content scrolls inside the body; title and actions stay visible. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Electricity contract terms',
    children: (
      <>
        {Array.from({ length: 14 }, (_, index) => (
          <p key={index}>
            {index + 1}. The price of electricity is 8,49 c/kWh and the basic fee 3,90 EUR per month. Kuusen
            Lämpö invoices monthly based on metered consumption at the delivery address.
          </p>
        ))}
      </>
    ),
    footer: (
      <>
        <Button variant="secondary" slot="close">
          Cancel
        </Button>
        <Button slot="close">Accept terms</Button>
      </>
    ),
  },
  render: (args) => <Dialog {...args} />,
};

export const WithoutFooter: Story = {
  args: { defaultOpen: true, footer: undefined },
  render: (args) => <Dialog {...args} />,
};
