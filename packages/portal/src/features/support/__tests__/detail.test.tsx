import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TicketDetail } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import { TicketDetailView } from '../TicketDetailView.tsx';
import { renderSupport } from './render.tsx';

const ticket: TicketDetail = {
  id: 12,
  number: 'T-2026-000012',
  topic: 'Invoice',
  status: 'ASSIGNED',
  statusCode: 'TS2',
  replyMethod: 'EMAIL',
  createdAt: '2026-11-16T09:05:00+02:00',
  updatedAt: '2026-11-17T14:30:00+02:00',
  messageCount: 2,
  unread: true,
  messages: [
    {
      id: 1,
      author: 'customer',
      authorName: 'Maija Meikäläinen',
      text: 'Why so high?',
      at: '2026-11-16T09:05:00+02:00',
    },
    { id: 2, author: 'agent', authorName: 'Anna', text: 'Let me check.', at: '2026-11-17T14:30:00+02:00' },
  ],
  actions: { comment: true, cancel: true },
};

/** A ticket's page, its calls answered from `answers` (in order, the last one repeated). */
async function renderTicket(answers: TicketDetail[]) {
  const calls: string[] = [];
  let served = 0;
  const client = {
    request: (method: string, path: string) => {
      calls.push(`${method} ${path}`);
      if (method === 'GET' && path === '/api/support/tickets/12')
        return Promise.resolve(answers[Math.min(served++, answers.length - 1)]);
      return Promise.resolve({});
    },
    auth: { session: () => Promise.resolve(null) },
  } as unknown as typeof apiClient;
  const router = createMemoryRouter([{ path: '/support', element: <TicketDetailView id={12} /> }], {
    initialEntries: ['/support?ticket=12'],
  });
  await renderSupport(<RouterProvider router={router} />, client);
  await screen.findByRole('heading', { name: 'Invoice', level: 1 });
  return { calls };
}

describe('a ticket', () => {
  it('shows its status in words, its code and the conversation in the site’s time', async () => {
    await renderTicket([ticket]);
    expect(screen.getByText('In progress')).toBeVisible();
    expect(screen.getByText('TS2')).toBeVisible();
    expect(screen.getByText('Customer service is working on it.')).toBeVisible();
    const messages = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent('You · 16.11.2026 09:05Why so high?');
    expect(messages[1]).toHaveTextContent('Anna · Customer service · 17.11.2026 14:30Let me check.');
  });

  it('offers a comment and cancelling only when its actions allow them', async () => {
    await renderTicket([
      { ...ticket, status: 'RESOLVED', statusCode: 'TS4', actions: { comment: false, cancel: false } },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('offers a comment without cancelling once customer service has it', async () => {
    await renderTicket([{ ...ticket, actions: { comment: true, cancel: false } }]);
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('sends a comment and refreshes the ticket', async () => {
    const { calls } = await renderTicket([ticket]);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your comment was sent.')).toBeVisible();
    expect(calls).toEqual([
      'GET /api/support/tickets/12',
      'POST /api/support/tickets/12/comments',
      'GET /api/support/tickets/12',
    ]);
  });

  it('cancels only after a confirmation, then shows the cancelled ticket', async () => {
    const cancelled = {
      ...ticket,
      status: 'CANCELLED',
      statusCode: 'TS3',
      actions: { comment: false, cancel: false },
    } as const;
    const { calls } = await renderTicket([ticket, cancelled]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls).not.toContain('POST /api/support/tickets/12/cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel request' }),
    );
    expect(await screen.findByText('Cancelled. Customer service will not work on it.')).toBeVisible();
    expect(calls).toContain('POST /api/support/tickets/12/cancel');
  });
});
