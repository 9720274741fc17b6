import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

function InvoicePath(props: { onAction?: (key: unknown) => void; 'aria-label'?: string }) {
  return (
    <Breadcrumbs {...props}>
      <Breadcrumb id="home" href="/">
        Home
      </Breadcrumb>
      <Breadcrumb id="invoices" href="/invoices">
        Invoices
      </Breadcrumb>
      <Breadcrumb id="invoice">Invoice 2025-104</Breadcrumb>
    </Breadcrumbs>
  );
}

describe('Breadcrumbs', () => {
  it('is a named navigation landmark with an ordered list', () => {
    render(<InvoicePath />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(nav.querySelector('ol')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('takes a translated landmark name', () => {
    render(<InvoicePath aria-label="Murupolku" />);
    expect(screen.getByRole('navigation', { name: 'Murupolku' })).toBeInTheDocument();
  });

  it('links the ancestors and marks the last one as the current page', () => {
    render(<InvoicePath />);
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/invoices');
    const current = screen.getByText('Invoice 2025-104');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('href');
  });

  it('shows a separator after every crumb but the current one, hidden from assistive tech', () => {
    render(<InvoicePath />);
    const separators = document.querySelectorAll('svg[data-icon="ChevronRight"]');
    expect(separators).toHaveLength(2);
    separators.forEach((svg) => {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    });
  });

  it('reaches the links with Tab and reports which one was used', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(<InvoicePath onAction={onAction} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('invoices');
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
