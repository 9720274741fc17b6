import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField.tsx';

describe('SearchField', () => {
  it('is a searchbox named by its label', () => {
    render(<SearchField label="Search invoices" />);
    expect(screen.getByRole('searchbox', { name: 'Search invoices' })).toBeInTheDocument();
  });

  it('submits with Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SearchField label="Search invoices" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('searchbox'), '2025-104{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('2025-104');
  });

  it('clears with Escape and with the clear button, keeping focus in the input', async () => {
    const user = userEvent.setup();
    const onClear = jest.fn();
    render(<SearchField label="Search invoices" onClear={onClear} />);
    const input = screen.getByRole('searchbox');
    await user.type(input, 'Helsinki{Escape}');
    expect(input).toHaveValue('');
    await user.type(input, 'Riga');
    await user.click(screen.getByRole('button', { name: /clear/i }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('keeps the clear button out of the tab order', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SearchField label="Search invoices" defaultValue="Tallinn" />
        <button type="button">Filter</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
  });

  it('shows a linked error while invalid and can be disabled', () => {
    render(
      <>
        <SearchField label="Search invoices" isInvalid errorMessage="Type at least three characters." />
        <SearchField label="Search contracts" isDisabled />
      </>,
    );
    expect(screen.getByRole('searchbox', { name: 'Search invoices' })).toHaveAccessibleDescription(
      'Type at least three characters.',
    );
    expect(screen.getByRole('searchbox', { name: 'Search contracts' })).toBeDisabled();
  });
});
