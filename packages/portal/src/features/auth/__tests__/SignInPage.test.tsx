import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type RedirectResponse } from '@vool/api-client/browser';
import { toastQueue } from '@vool/ui/ToastQueue';
import { apiClient } from '../../../app/apiClient.ts';
import { setCurrentIntl } from '../../../i18n/currentIntl.ts';
import { makeIntl } from '../../../i18n/intl.ts';
import { renderPage as render } from '../../../test/render.tsx';
import { SignInPage } from '../SignInPage.tsx';

setCurrentIntl(makeIntl('en-GB', {}));

const methods = {
  data: {
    telia: { id: 'telia', name: 'Telia', type: 'oauth', signinUrl: '', callbackUrl: '' },
    email: { id: 'email', name: 'Email', type: 'email', signinUrl: '', callbackUrl: '' },
  },
} as const;

const renderPage = (props: Partial<Parameters<typeof SignInPage>[0]> = {}) =>
  render(<SignInPage callbackUrl="/charts" returnUrl={null} methods={methods} {...props} />);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('SignInPage', () => {
  it('offers the site’s methods under its name', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Aurora Energia Oy' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in with e-ID' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toBeVisible();
  });

  it('refuses a malformed address inline and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const signIn = jest.spyOn(apiClient.auth, 'signIn');
    await renderPage();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'name@example{Enter}');
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeVisible();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('asks for the link with the address and where to go after sign-in', async () => {
    const user = userEvent.setup({ delay: null });
    // The answer's address is left unvisited: jsdom does not navigate.
    const signIn = jest
      .spyOn(apiClient.auth, 'signIn')
      .mockReturnValue(new Promise<RedirectResponse>(() => undefined));
    await renderPage();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), ' name@example.com {Enter}');
    expect(signIn).toHaveBeenCalledWith('email', { callbackUrl: '/charts', email: 'name@example.com' });
    // One request at a time: both buttons wait for the answer.
    expect(screen.getByRole('button', { name: 'Sign in with e-ID' })).toBeDisabled();
  });

  it('says why a refused sign-in failed and lets the user try again', async () => {
    const user = userEvent.setup({ delay: null });
    const add = jest.spyOn(toastQueue, 'add');
    jest
      .spyOn(apiClient.auth, 'signIn')
      .mockRejectedValue(new ApiError(429, 'TooManyRequests', 'Slow down', 'RATE_LIMITED', 'r1'));
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in with e-ID' }));
    await waitFor(() => {
      expect(add).toHaveBeenCalledWith(
        { title: 'Too many attempts', description: 'Wait a minute before trying again.', tone: 'danger' },
        { timeout: 4000 },
      );
    });
    expect(screen.getByRole('button', { name: 'Sign in with e-ID' })).toBeEnabled();
  });

  it('says when the methods did not load, and loads them again on request', async () => {
    const user = userEvent.setup({ delay: null });
    const providers = jest.spyOn(apiClient.auth, 'providers').mockResolvedValue(methods.data);
    await renderPage({ methods: { error: { status: 0, name: 'NetworkError', message: 'offline' } } });
    expect(screen.getByText('The sign-in options could not be loaded.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with e-ID' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign in with e-ID' })).toBeVisible();
    expect(providers).toHaveBeenCalledTimes(1);
  });

  it('says so when the site offers no method', async () => {
    await renderPage({ methods: { data: {} } });
    expect(
      screen.getByText('Signing in is not available at the moment. Please try again later.'),
    ).toBeVisible();
  });
});
