import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../../test/render.tsx';
import { PageLoading } from '../PageLoading.tsx';

/** A page whose code arrives when the test says so. */
function slowPage() {
  let arrive: () => void = () => undefined;
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const lazy = async () => {
    await code;
    return { Component: () => <h1>Invoices page</h1> };
  };
  return {
    lazy,
    arrive: () => {
      arrive();
    },
  };
}

function renderFrame() {
  const invoices = slowPage();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PageLoading />
            <Outlet />
          </>
        ),
        children: [
          { path: '/dashboard', element: <Link to="/invoices">Invoices</Link> },
          { path: '/invoices', lazy: invoices.lazy },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return invoices;
}

describe('the bar while another page loads', () => {
  it('shows from the press until the page opens, named for assistive tech', async () => {
    const user = userEvent.setup({ delay: null });
    const invoices = renderFrame();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Invoices' }));
    const bar = await screen.findByRole('progressbar', { name: 'Loading the page' });
    expect(bar).not.toHaveAttribute('aria-valuenow');

    invoices.arrive();
    expect(await screen.findByRole('heading', { name: 'Invoices page' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
