import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { ChartIcon } from '../icons/Chart.tsx';
import { InvoiceIcon } from '../icons/Invoice.tsx';
import { OutageIcon } from '../icons/Outage.tsx';
import { SearchIcon } from '../icons/Search.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <InvoiceIcon size="lg" />,
    title: 'No invoices yet',
    description:
      'Your first invoice for Mannerheimintie 12 A 5, Helsinki arrives after the first month of delivery.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoInvoices: Story = {};

export const WithAction: Story = {
  args: {
    icon: <ChartIcon size="lg" />,
    title: 'No consumption data',
    description: 'Readings for Tartu mnt 14, Tallinn appear here once your smart meter sends them.',
    action: <Button variant="secondary">Enter a meter reading</Button>,
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: <SearchIcon size="lg" />,
    title: 'No results for “2024-998”',
    description: 'Check the invoice number or search by date or amount in EUR.',
    action: <Button variant="tertiary">Clear search</Button>,
  },
};

export const NoOutages: Story = {
  args: {
    icon: <OutageIcon size="lg" />,
    title: 'No outages near Brīvības iela 40, Riga',
    description: undefined,
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };
