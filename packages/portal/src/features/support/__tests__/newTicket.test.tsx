import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';

import { NewTicketForm } from '../NewTicketForm.tsx';
import { renderSupport } from './render.tsx';

const topics = [
  { id: 'invoice', name: 'Invoice' },
  { id: 'contract', name: 'Contract' },
];

/** The form on a page of its own, its ticket answered by `create`. */
async function renderForm({
  create = () => Promise.resolve({ id: 7 }),
  features = [] as string[],
}: { create?: (body: unknown) => Promise<unknown>; features?: string[] } = {}) {
  const sent: unknown[] = [];
  const client = {
    request: (method: string, path: string, options?: { body?: unknown }) => {
      if (method === 'POST' && path === '/api/me/support/tickets') {
        sent.push(options?.body);
        return create(options?.body);
      }
      return Promise.resolve(null);
    },
    auth: { session: () => Promise.resolve(null) },
  } as unknown as typeof apiClient;
  const router = createMemoryRouter(
    [{ path: '/support', element: <NewTicketForm topics={topics} topicsFailed={false} /> }],
    { initialEntries: ['/support?new'] },
  );
  await renderSupport(<RouterProvider router={router} />, client, features);
  return { router, sent };
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send request' }));
/** Types the topic and moves on, as a user does: the list's popover closes. */
const typeTopic = async (text: string) => {
  await userEvent.type(topic(), text);
  await userEvent.tab();
};
const topic = () => screen.getByRole('combobox', { name: /Topic/ });
const message = () => screen.getByRole('textbox', { name: /Message/ });

describe('the new-ticket form', () => {
  it('names empty fields in the site’s words before sending anything', async () => {
    const { sent } = await renderForm();
    await send();
    expect(await screen.findByText('Check the marked fields.')).toBeVisible();
    expect(topic()).toHaveAccessibleDescription(/Fill in this field\./);
    expect(message()).toHaveAccessibleDescription(/Fill in this field\./);
    expect(screen.getByRole('radiogroup', { name: /How should we answer/ })).toHaveAccessibleDescription(
      /Fill in this field\./,
    );
    expect(sent).toEqual([]);
  });

  it('takes a topic or message of spaces as empty, and says when one is too long', async () => {
    const { sent } = await renderForm();
    await typeTopic('   ');
    fireEvent.change(message(), { target: { value: 'x'.repeat(4001) } });
    await userEvent.click(screen.getByRole('radio', { name: 'By e-mail' }));
    await send();
    expect(topic()).toHaveAccessibleDescription(/Fill in this field\./);
    expect(message()).toHaveAccessibleDescription(/Shorten this to at most 4,000 characters\./);
    expect(sent).toEqual([]);
  });

  it('offers push replies only where the site has push notifications', async () => {
    await renderForm();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'EMAIL',
      'PHONE',
      'NONE',
    ]);
  });

  it('offers push replies on a site with push notifications', async () => {
    await renderForm({ features: ['push-notifications'] });
    expect(screen.getByRole('radio', { name: 'As an app notification' })).toBeInTheDocument();
  });

  it('shows the API’s refusal at the field it names', async () => {
    const refused = new ApiError(422, 'ValidationError', 'Bad topic', 'INVALID', 'r1', { '/topic': 'no' });
    const { sent } = await renderForm({ create: () => Promise.reject(refused) });
    await typeTopic('Meter');
    await userEvent.type(message(), 'It blinks.');
    await userEvent.click(screen.getByRole('radio', { name: 'By phone' }));
    await send();
    expect(sent).toHaveLength(1);
    expect(await screen.findByText('Customer service could not accept this. Check it.')).toBeVisible();
    expect(topic()).toHaveAccessibleDescription(/Customer service could not accept this/);
  });

  it('sends the ticket trimmed and opens it', async () => {
    const { router, sent } = await renderForm();
    await typeTopic(' Meter ');
    await userEvent.type(message(), 'It blinks.');
    await userEvent.click(screen.getByRole('radio', { name: 'Only here in the portal' }));
    await send();
    await screen.findByRole('button', { name: 'Send request' });
    expect(sent).toEqual([{ topic: 'Meter', message: 'It blinks.', replyMethod: 'NONE' }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.search).toBe('?ticket=7');
  });
});
