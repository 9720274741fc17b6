import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Table, type TableColumn, type TableProps } from './Table.tsx';
import type { SortDescriptor } from './types.ts';

interface Invoice {
  id: string;
  amount: string;
  status: string;
}

const columns: Array<TableColumn<Invoice>> = [
  { id: 'id', name: 'Invoice', allowsSorting: true, render: (i) => `Invoice ${i.id}` },
  { id: 'amount', name: 'Amount, EUR', isNumeric: true, allowsSorting: true, render: (i) => i.amount },
  { id: 'status', name: 'Status', render: (i) => i.status },
];

const items: Invoice[] = [
  { id: '2025-104', amount: '84.20', status: 'Unpaid' },
  { id: '2025-087', amount: '112.65', status: 'Paid' },
  { id: '2025-061', amount: '148.90', status: 'Paid' },
];

function Invoices(props: Partial<TableProps<Invoice>>) {
  return (
    <Table aria-label="Invoices" columns={columns} items={items} emptyState="No invoices yet" {...props} />
  );
}

/** The table as an app holds it: the sort in state, the items sorted by it. */
function SortedInvoices() {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'id', direction: 'ascending' });
  const key = sort.column as keyof Invoice;
  const sorted = [...items].sort((a, b) => a[key].localeCompare(b[key], 'en', { numeric: true }));
  if (sort.direction === 'descending') sorted.reverse();
  return <Invoices items={sorted} sortDescriptor={sort} onSortChange={setSort} />;
}

const headerRow = () => screen.getAllByRole('row')[0]!;
/*
 * jsdom applies none of the layered component CSS, so the header's card-layout text (display: none
 * in a browser) is there next to each sort button: headers are found through their buttons.
 */
const sortHeader = (name: string) => screen.getByRole('button', { name }).closest('th')!;
const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowHeaders = () => screen.getAllByRole('rowheader').map((h) => h.textContent);

describe('Table', () => {
  it('is a named table with column headers, a row header per row and labelled cells', () => {
    render(<Invoices />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.firstChild?.textContent),
    ).toEqual(['Invoice', 'Amount, EUR', 'Status']);
    expect(within(table).getByRole('rowheader', { name: 'Invoice 2025-104' })).toHaveAttribute(
      'scope',
      'row',
    );
    const amount = within(table).getByRole('cell', { name: '84.20' });
    expect(amount).toHaveAttribute('data-label', 'Amount, EUR');
    expect(amount).toHaveAttribute('data-numeric', 'true');
  });

  it('takes its name from a visible caption', () => {
    render(<Invoices aria-label={undefined} caption="Invoices of 2025" />);
    expect(screen.getByRole('table', { name: 'Invoices of 2025' })).toBeInTheDocument();
  });

  it('puts aria-sort on the sorted header only, and sorts from the header buttons by keyboard', async () => {
    const user = userEvent.setup();
    render(<SortedInvoices />);
    const invoice = sortHeader('Invoice');
    const amount = sortHeader('Amount, EUR');
    const status = screen.getByRole('columnheader', { name: 'Status' });
    expect(invoice).toHaveAttribute('aria-sort', 'ascending');
    expect(amount).not.toHaveAttribute('aria-sort');
    expect(status).not.toHaveAttribute('aria-sort');
    expect(within(status).queryByRole('button')).toBeNull();

    act(() => {
      within(invoice).getByRole('button').focus();
    });
    await user.keyboard('{Enter}');
    expect(invoice).toHaveAttribute('aria-sort', 'descending');
    expect(rowHeaders()).toEqual(['Invoice 2025-104', 'Invoice 2025-087', 'Invoice 2025-061']);

    await user.tab();
    expect(within(amount).getByRole('button', { name: 'Amount, EUR' })).toHaveFocus();
    await user.keyboard(' ');
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(invoice).not.toHaveAttribute('aria-sort');
    expect(rowHeaders()).toEqual(['Invoice 2025-104', 'Invoice 2025-087', 'Invoice 2025-061']);
    await user.keyboard('{Enter}');
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(rowHeaders()).toEqual(['Invoice 2025-061', 'Invoice 2025-087', 'Invoice 2025-104']);
  });

  it('offers the same sorting in a labelled "Sort by" list for the card layout', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    render(
      <Invoices
        sortDescriptor={{ column: 'amount', direction: 'descending' }}
        onSortChange={onSortChange}
        sortOptionLabel={(name, direction) =>
          `${name} (${direction === 'ascending' ? 'low first' : 'high first'})`
        }
      />,
    );
    const sortBy = screen.getByRole('combobox', { name: 'Sort by', hidden: true });
    expect(sortBy).toHaveDisplayValue('Amount, EUR (high first)');
    expect(
      within(sortBy)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual([
      'Invoice (low first)',
      'Invoice (high first)',
      'Amount, EUR (low first)',
      'Amount, EUR (high first)',
    ]);
    await user.selectOptions(sortBy, 'Invoice (low first)');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'id', direction: 'ascending' });
  });

  it('leaves out the card controls when nothing sorts or selects', () => {
    render(<Invoices columns={columns.map((c) => ({ ...c, allowsSorting: false }))} />);
    expect(screen.queryByRole('combobox', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { hidden: true })).not.toBeInTheDocument();
  });

  it('selects rows with checkboxes named after their row, and all of them from the header', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Invoices selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    const selectAll = within(headerRow()).getByRole('checkbox', { name: 'Select all' });
    const second = screen.getByRole('checkbox', { name: 'Select Invoice 2025-087' });

    await user.click(second);
    expect(second).toBeChecked();
    expect(bodyRows()[1]).toHaveAttribute('data-selected', 'true');
    expect(selectAll).toBePartiallyChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['2025-087']));

    // Tab reaches the boxes in order; Space ticks the focused one.
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select Invoice 2025-061' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['2025-087', '2025-061']));

    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['2025-087', '2025-061', '2025-104']));
    await user.click(selectAll);
    expect(selectAll).not.toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set());
  });

  it('gives the card layout its own "Select all" box that follows the header one', async () => {
    const user = userEvent.setup();
    render(<Invoices selectionMode="multiple" defaultSelectedKeys={['2025-104']} />);
    const [cardsBox, headerBox] = screen.getAllByRole('checkbox', { name: 'Select all', hidden: true });
    expect(cardsBox!.closest('table')).toBeNull();
    expect(cardsBox).toBePartiallyChecked();
    await user.click(cardsBox!);
    expect(headerBox).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Invoice 2025-061' })).toBeChecked();
  });

  it('keeps one row selected in single mode, and skips disabled rows', async () => {
    const user = userEvent.setup();
    render(<Invoices selectionMode="single" disabledKeys={['2025-061']} />);
    expect(within(headerRow()).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Invoice 2025-104' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Invoice 2025-087' }));
    expect(screen.getByRole('checkbox', { name: 'Select Invoice 2025-104' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Invoice 2025-087' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Invoice 2025-061' })).toBeDisabled();
  });

  it('shows what the app selected, and reports changes without taking them over', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Invoices selectionMode="multiple" selectedKeys="all" onSelectionChange={onSelectionChange} />);
    expect(within(headerRow()).getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Invoice 2025-104' }));
    expect(onSelectionChange).toHaveBeenCalledWith(new Set(['2025-087', '2025-061']));
    expect(screen.getByRole('checkbox', { name: 'Select Invoice 2025-104' })).toBeChecked();
  });

  it('shows a loading row with a status message instead of the rows', () => {
    render(<Invoices isLoading loadingLabel="Loading invoices…" selectionMode="multiple" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoices…');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Loading invoices…' })).toHaveAttribute('colspan', '4');
    expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(within(headerRow()).getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  });

  it('shows the empty state across the row when there are no rows', () => {
    render(<Invoices items={[]} />);
    expect(screen.getByRole('cell', { name: 'No invoices yet' })).toHaveAttribute('colspan', '3');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('aria-busy');
  });
});
