import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumn, type TableProps } from './Table.tsx';

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
];

function Invoices(props: Partial<TableProps<Invoice>>) {
  return (
    <Table aria-label="Invoices" columns={columns} items={items} emptyState="No invoices yet" {...props} />
  );
}

describe('Table', () => {
  it('is a named grid with column headers, a row header per row and labelled cells', () => {
    render(<Invoices />);
    const grid = screen.getByRole('grid', { name: 'Invoices' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Invoice', 'Amount, EUR', 'Status']);
    expect(within(grid).getByRole('rowheader', { name: 'Invoice 2025-104' })).toBeInTheDocument();
    const amount = within(grid).getByRole('gridcell', { name: '84.20' });
    expect(amount).toHaveAttribute('data-label', 'Amount, EUR');
    expect(amount).toHaveAttribute('data-numeric', 'true');
  });

  it('sorts from a header with the keyboard and states the order with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    render(
      <Invoices sortDescriptor={{ column: 'id', direction: 'ascending' }} onSortChange={onSortChange} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Invoice' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Amount, EUR' })).toHaveAttribute('aria-sort', 'none');
    await user.tab();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(screen.getByRole('columnheader', { name: 'Amount, EUR' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'amount', direction: 'ascending' });
  });

  it('moves between cells with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Invoices />);
    await user.tab();
    expect(screen.getAllByRole('row')[1]!).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('rowheader', { name: 'Invoice 2025-104' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('rowheader', { name: 'Invoice 2025-087' })).toHaveFocus();
  });

  it('selects rows with checkboxes and Space when selectable', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Invoices selectionMode="multiple" onSelectionChange={onSelectionChange} />);
    const rows = screen.getAllByRole('row');
    expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(within(rows[1]!).getByRole('checkbox'));
    expect(rows[1]!).toHaveAttribute('aria-selected', 'true');
    expect(within(rows[0]!).getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(rows[2]!).toHaveAttribute('aria-selected', 'true');
    expect(within(rows[0]!).getByRole('checkbox')).toBeChecked();
  });

  it('shows a loading row with a status message instead of the rows', () => {
    render(<Invoices isLoading loadingLabel="Loading invoices…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoices…');
    expect(screen.queryByRole('rowheader', { name: 'Invoice 2025-104' })).not.toBeInTheDocument();
    expect(screen.getByRole('grid').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state when there are no rows', () => {
    render(<Invoices items={[]} />);
    // React Aria renders the empty state as one cell spanning the row.
    expect(screen.getByRole('rowheader', { name: 'No invoices yet' })).toHaveAttribute('colspan', '3');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
