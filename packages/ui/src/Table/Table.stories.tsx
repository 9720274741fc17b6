import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { StatusBadge, type StatusBadgeTone } from '../Badge/Badge.tsx';
import { Table, type TableColumn, type TableProps } from './Table.tsx';
import type { SortDescriptor } from './types.ts';

type InvoiceStatus = 'paid' | 'unpaid' | 'overdue';
interface Invoice {
  id: string;
  period: string;
  dueDate: string;
  amount: number;
  status: InvoiceStatus;
}

const invoices: Invoice[] = [
  { id: '2025-104', period: 'April 2025', dueDate: '2025-05-15', amount: 84.2, status: 'unpaid' },
  { id: '2025-087', period: 'March 2025', dueDate: '2025-04-15', amount: 112.65, status: 'overdue' },
  { id: '2025-061', period: 'February 2025', dueDate: '2025-03-17', amount: 148.9, status: 'paid' },
  { id: '2025-032', period: 'January 2025', dueDate: '2025-02-17', amount: 163.05, status: 'paid' },
  { id: '2024-998', period: 'December 2024', dueDate: '2025-01-15', amount: 139.4, status: 'paid' },
];

const statusBadge: Record<InvoiceStatus, { tone: StatusBadgeTone; label: string }> = {
  paid: { tone: 'success', label: 'Paid' },
  unpaid: { tone: 'warning', label: 'Unpaid' },
  overdue: { tone: 'danger', label: 'Overdue' },
};

const eur = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const date = new Intl.DateTimeFormat('fi-FI', { day: '2-digit', month: '2-digit', year: 'numeric' });

const columns: Array<TableColumn<Invoice>> = [
  { id: 'id', name: 'Invoice', isRowHeader: true, allowsSorting: true, render: (i) => `Invoice ${i.id}` },
  { id: 'period', name: 'Period', render: (i) => i.period },
  { id: 'dueDate', name: 'Due date', allowsSorting: true, render: (i) => date.format(new Date(i.dueDate)) },
  {
    id: 'amount',
    name: 'Amount, EUR',
    allowsSorting: true,
    isNumeric: true,
    render: (i) => eur.format(i.amount),
  },
  {
    id: 'status',
    name: 'Status',
    render: (i) => <StatusBadge tone={statusBadge[i.status].tone}>{statusBadge[i.status].label}</StatusBadge>,
  },
];

const meta = {
  title: 'Data/Table',
  component: Table<Invoice>,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Invoices',
    columns,
    items: invoices,
    emptyState:
      'You have no invoices yet. Your first invoice arrives after the first month of your contract.',
    loadingLabel: 'Loading invoices…',
  },
  argTypes: { selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] } },
} satisfies Meta<typeof Table<Invoice>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invoices: Story = {};

/** The app holds the sort and sorts the items; the table only shows and changes it. */
function SortedTable(args: TableProps<Invoice>) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'dueDate', direction: 'descending' });
  const sorted = useMemo(() => {
    const key = sort.column as keyof Invoice;
    const list = [...invoices].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === 'descending' ? list.reverse() : list;
  }, [sort]);
  return <Table {...args} items={sorted} sortDescriptor={sort} onSortChange={setSort} />;
}

/** Sorting by a column header; the sorted header's aria-sort tells assistive tech the order. */
export const Sortable: Story = { render: (args) => <SortedTable {...args} /> };

/** Rows picked for paying several invoices at once. */
export const Selectable: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['2025-104'], disabledKeys: ['2024-998'] },
};

/** A visible caption names the table instead of an aria-label. */
export const WithCaption: Story = {
  args: { 'aria-label': undefined, caption: 'Invoices of the last five months' },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = { args: { items: [] } };

/** On a phone each invoice is a card; the column names label the values. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * On a phone there is no header row to press: a "Sort by" list and a "Select all" box above the cards
 * do its work.
 */
export const MobileSortableSelectable: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['2025-104'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <SortedTable {...args} />,
};
