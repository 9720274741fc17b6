import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError, type ContractDetail } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import { renderPage } from '../../../test/render.tsx';
import { MoveOutForm } from '../MoveOutForm.tsx';
import { initialMoveOut, moveOutProblems, type MoveOutValues } from '../moveOutRules.ts';

const today = '2026-11-18';

const contract = {
  id: 42,
  number: '2026-000042',
  startDate: '2026-12-01',
  endDate: '2027-01-31',
  moveOutDate: null,
  actions: { renew: false, moveOut: true },
} as ContractDetail;

const filled: MoveOutValues = {
  ...initialMoveOut(
    { type: 'postal', street: 'Rantatie 5', city: 'Helsinki', postalCode: '00100', countryCode: 'FI' },
    'FI',
  ),
  date: '2026-12-15',
  reason: 'moving',
};

describe('the move-out rules', () => {
  const dates = { today, startDate: contract.startDate, endDate: contract.endDate };
  it('are the shared rules of @vool/api-client, by field', () => {
    expect(moveOutProblems(filled, dates)).toEqual({});
    expect(moveOutProblems({ ...filled, date: '2026-11-17' }, { ...dates, startDate: '2025-01-01' })).toEqual(
      {
        '/date': 'MOVE_OUT_IN_PAST',
      },
    );
    expect(moveOutProblems({ ...filled, date: '2026-11-30' }, dates)).toEqual({
      '/date': 'MOVE_OUT_BEFORE_START',
    });
    expect(moveOutProblems({ ...filled, date: '2027-02-01' }, dates)).toEqual({
      '/date': 'MOVE_OUT_AFTER_END',
    });
    expect(moveOutProblems({ ...filled, date: '2027-02-17' }, { ...dates, endDate: null })).toEqual({
      '/date': 'MOVE_OUT_TOO_LATE',
    });
    expect(
      moveOutProblems(
        { ...filled, meterReading: '12,5', postalCode: '1001', reason: '', street: ' ' },
        dates,
      ),
    ).toEqual({
      '/meterReading': 'READING',
      '/finalInvoiceAddress/postalCode': 'POSTAL_CODE',
      '/finalInvoiceAddress/street': 'REQUIRED',
      '/reason': 'REASON',
    });
  });
});

/** The form on a page of its own, its notice answered by `moveOut`. */
async function renderForm(moveOut: (body: unknown) => Promise<unknown>, values: MoveOutValues = filled) {
  const sent: unknown[] = [];
  const client = {
    request: (method: string, path: string, options?: { body?: unknown }) => {
      if (method === 'POST' && path === '/api/contracts/42/move-out') {
        sent.push(options?.body);
        return moveOut(options?.body);
      }
      return Promise.resolve(null);
    },
    auth: { session: () => Promise.resolve(null) },
  } as unknown as typeof apiClient;
  const router = createMemoryRouter(
    [
      {
        path: '/contracts/42/move-out',
        element: <MoveOutForm contract={contract} initial={values} today={today} />,
      },
      { path: '/contracts/42/move-out/confirmation', element: <h1>Received</h1> },
    ],
    { initialEntries: ['/contracts/42/move-out'] },
  );
  await renderPage(<RouterProvider router={router} />, { services: { api: client } });
  return { router, sent };
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send notice' }));

describe('the move-out form', () => {
  it('says in the user’s language what the rules found, at each field, before sending anything', async () => {
    const { sent } = await renderForm(() => Promise.resolve({}), { ...filled, postalCode: 'ABC' });
    await send();
    expect(await screen.findByText('Check the marked fields.')).toBeVisible();
    const postal = screen.getByRole('textbox', { name: /Postal code/ });
    expect(postal).toHaveAccessibleDescription(/This is not a postal code of the chosen country\./);
    expect(sent).toEqual([]);
  });

  it('names an empty required field in the site’s words, not the browser’s', async () => {
    await renderForm(() => Promise.resolve({}), { ...filled, city: '' });
    await send();
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveAccessibleDescription('Fill in this field.');
  });

  it('shows the API’s refusal at the fields it names', async () => {
    const refused = new ApiError(422, 'ValidationError', 'Too late', 'MOVE_OUT_TOO_LATE', 'r1', {
      '/date': 'must be within 90 days',
    });
    const { sent } = await renderForm(() => Promise.reject(refused));
    await send();
    expect(sent).toHaveLength(1);
    const date = screen.getByRole('group', { name: /Move-out date/ });
    expect(await within(date.parentElement!).findByText('Give notice at most 90 days ahead.')).toBeVisible();
  });

  it('sends the notice and moves to the confirmation', async () => {
    const { router, sent } = await renderForm(() => Promise.resolve({ id: 42 }));
    await send();
    expect(await screen.findByRole('heading', { name: 'Received' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/contracts/42/move-out/confirmation');
    expect(sent[0]).toEqual({
      date: '2026-12-15',
      meterReading: null,
      finalInvoiceAddress: { street: 'Rantatie 5', city: 'Helsinki', postalCode: '00100', countryCode: 'FI' },
      reason: 'moving',
    });
  });
});
