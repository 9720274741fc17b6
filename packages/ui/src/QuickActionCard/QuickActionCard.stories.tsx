import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartIcon } from '../icons/Chart.tsx';
import { ContractIcon } from '../icons/Contract.tsx';
import { InvoiceIcon } from '../icons/Invoice.tsx';
import { QuickActionCard } from './QuickActionCard.tsx';

const meta = {
  title: 'Data/QuickActionCard',
  component: QuickActionCard,
  tags: ['autodocs'],
  args: {
    href: '#consumption',
    icon: <ChartIcon size="lg" />,
    title: 'Consumption',
    description: 'See your hourly, daily and monthly use in kWh and compare it with last year.',
  },
} satisfies Meta<typeof QuickActionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
};

/** The three shortcuts on the dashboard, as they sit in a responsive grid. */
export const Dashboard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
      <QuickActionCard {...args} />
      <QuickActionCard
        href="#contracts"
        icon={<ContractIcon size="lg" />}
        title="Contracts"
        description="Your electricity and district heating contracts, prices and end dates."
      />
      <QuickActionCard
        href="#invoices"
        icon={<InvoiceIcon size="lg" />}
        title="Invoices"
        description="Pay open invoices, download PDFs and switch to e-invoice."
      />
    </div>
  ),
};
