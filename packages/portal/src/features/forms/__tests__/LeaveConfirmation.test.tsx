import { useState } from 'react';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { TextField } from '@vool/ui/TextField';
import { renderWithProviders } from '../../../test/render.tsx';
import { LeaveConfirmation } from '../LeaveConfirmation.tsx';

function MeterReadingForm() {
  const [reading, setReading] = useState('');
  return (
    <>
      <TextField label="Meter reading" value={reading} onChange={setReading} />
      <LeaveConfirmation when={reading !== ''} />
      <Link to="/dashboard">Overview</Link>
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <MeterReadingForm /> },
      { path: '/dashboard', element: <h1>Overview page</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('LeaveConfirmation', () => {
  it('lets the user leave a form without changes, unasked', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Overview' }));
    expect(screen.getByRole('heading', { name: 'Overview page' })).toBeVisible();
  });

  it('asks before changes are lost: staying keeps them, leaving goes on', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Meter reading' }), '12345');
    // Reloading or closing the tab: the browser asks.
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Overview' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('What you entered here has not been saved and will be lost.');
    // Danger tone: focus starts on staying, so a hasty Enter loses nothing.
    expect(screen.getByRole('button', { name: 'Stay on page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Meter reading' })).toHaveValue('12345');

    await user.click(screen.getByRole('link', { name: 'Overview' }));
    await user.click(await screen.findByRole('button', { name: 'Leave page' }));
    expect(await screen.findByRole('heading', { name: 'Overview page' })).toBeVisible();
    // The form is gone, and with it the browser's question.
    expect(unload()).toBe(false);
  });
});
