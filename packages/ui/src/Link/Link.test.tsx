import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Only the package root exports RouterProvider.
import { RouterProvider } from 'react-aria-components';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('is a link to its href, styled by its variant', () => {
    render(<Link href="/invoices">Show all invoices</Link>);
    const link = screen.getByRole('link', { name: 'Show all invoices' });
    expect(link).toHaveAttribute('href', '/invoices');
    expect(link).toHaveAttribute('data-variant', 'inline');
    expect(link).not.toHaveAttribute('target');
  });

  it('tells assistive tech, in the given words, that an external link opens a new tab', () => {
    render(
      <Link href="https://www.energiavirasto.fi" isExternal newTabLabel="(avautuu uuteen välilehteen)">
        Price comparison
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Price comparison (avautuu uuteen välilehteen)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('navigates with the app router on click and Enter', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/contracts">Contracts</Link>
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Contracts' }));
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledWith('/contracts', undefined);
  });

  it('shows keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Link href="/invoices">Invoices</Link>);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Invoices' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
  });

  it('does not navigate while disabled', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/contracts" isDisabled>
          Contracts
        </Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Contracts' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });
});
