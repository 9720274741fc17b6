import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ApiError, type Session } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import { SiteProvider } from '../../../app/site.tsx';
import { createStore } from '../../../app/store/store.ts';
import { I18nProvider } from '../../../i18n/I18nProvider.tsx';
import { setMessageTarget } from '../../../i18n/texts.ts';
import { testSite } from '../../../test/render.tsx';
import { FeedbackOffer } from '../index.ts';

const session: Session = {
  token: 'public-token-of-this-session',
  user: { ssn: '010190-123A', clientCode: 'C100', name: 'Aino Virtanen', email: 'aino@example.com' },
  userOrRepresentativeCode: 'C100',
  isNewCustomer: false,
  expires: '2026-12-24T12:00:00.000Z',
};

/** The API as the offer meets it: the session, the privacy link, and `send` for the feedback. */
function clientWith(send: (body: unknown) => Promise<unknown>, token = session.token) {
  const sent: unknown[] = [];
  const client = {
    request: (method: string, path: string, options?: { body?: unknown }) => {
      if (method === 'POST' && path === '/api/feedback') {
        sent.push(options?.body);
        return send(options?.body);
      }
      if (path === '/api/external-services')
        return Promise.resolve([
          { type: 'PRIVACY_POLICY', name: 'Privacy policy', url: 'https://www.example.com/privacy' },
        ]);
      return Promise.resolve(null);
    },
    auth: { session: () => Promise.resolve({ ...session, token }) },
  } as unknown as typeof apiClient;
  return { client, sent };
}

/** One page of the portal with the offer in its main region, as a page that finished a task has it. */
async function renderOffer(client: typeof apiClient, about: 'ticket' | 'payment' = 'ticket') {
  await setMessageTarget('en-GB', false);
  const store = createStore({ api: client });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProvider site={testSite()}>
      <Provider store={store}>
        <I18nProvider mobile={false}>{children}</I18nProvider>
      </Provider>
    </SiteProvider>
  );
  const result = render(
    <main tabIndex={-1}>
      <h1>Request sent</h1>
      <FeedbackOffer about={about} />
    </main>,
    { wrapper },
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}

const offerTitle = 'How did it go?';
const accepted = () => Promise.resolve({ id: 1, receivedAt: '2026-11-18T10:00:00.000Z' });

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the feedback offer', () => {
  it('is offered after a task, once: the next task of the session, or a reload, offers nothing', async () => {
    const { client } = clientWith(accepted);
    const first = await renderOffer(client);
    expect(await screen.findByText(offerTitle)).toBeVisible();
    // Not in the way: no dialog, and the page stays as it was.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    first.unmount();

    await renderOffer(client, 'payment');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText(offerTitle)).toBeNull();
  });

  it('is offered again in a new sign-in session', async () => {
    const first = await renderOffer(clientWith(accepted).client);
    expect(await screen.findByText(offerTitle)).toBeVisible();
    first.unmount();
    await renderOffer(clientWith(accepted, 'token-of-a-later-sign-in').client);
    expect(await screen.findByText(offerTitle)).toBeVisible();
  });

  it('opens the short form in its place, names what is missing, sends it once, and thanks', async () => {
    const { client, sent } = clientWith(accepted);
    await renderOffer(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Give feedback' }));
    const heading = await screen.findByRole('heading', { name: 'Your feedback' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('radiogroup', { name: /sending your request/ })).toHaveAccessibleDescription(
      /Choose a rating, or write a few words below\./,
    );
    expect(
      screen.getByRole('textbox', { name: /What would you like to tell us/ }),
    ).toHaveAccessibleDescription(/Write a few words, or choose a rating above\./);
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Satisfied' }));
    await userEvent.type(screen.getByRole('textbox', { name: /What would you like/ }), ' Quick! ');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const thanks = await screen.findByText('Thank you for your feedback!');
    expect(sent).toEqual([{ context: 'ticket', rating: 4, text: 'Quick!' }]);
    await waitFor(() => {
      expect(thanks.closest('[tabindex="-1"]')).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('goes away on "No thanks", and focus returns to the page', async () => {
    const { client, sent } = clientWith(accepted);
    await renderOffer(client);
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(screen.queryByText(offerTitle)).toBeNull();
    await waitFor(() => {
      expect(screen.getByRole('main')).toHaveFocus();
    });
    expect(sent).toEqual([]);
  });

  it('says so when the day’s feedback is used up, and keeps what was written', async () => {
    const refused = () =>
      Promise.reject(
        new ApiError(429, 'TooManyRequests', 'Enough feedback for today', 'RATE_LIMITED', 'request-1'),
      );
    const { client } = clientWith(refused);
    await renderOffer(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Give feedback' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Neutral' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText(
        'You have sent a lot of feedback today: thank you! You can send more tomorrow.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Neutral' })).toBeChecked();
  });
});
