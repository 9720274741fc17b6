import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type RedirectResponse } from '@vool/api-client/browser';
import { apiClient } from '../../../app/apiClient.ts';
import { setCurrentIntl } from '../../../i18n/currentIntl.ts';
import { makeIntl } from '../../../i18n/intl.ts';
import { renderPage } from '../../../test/render.tsx';
import { SignOutPage } from '../SignOutPage.tsx';

setCurrentIntl(makeIntl('en-GB', {}));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('SignOutPage', () => {
  it('signs out once, however often React runs its effects', async () => {
    // Pending: jsdom would not follow the page on to sign-in anyway.
    const signOut = jest
      .spyOn(apiClient.auth, 'signOut')
      .mockReturnValue(new Promise<RedirectResponse>(() => undefined));
    await renderPage(<SignOutPage />);
    expect(screen.getByText('Signing you out…')).toBeVisible();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith({ callbackUrl: '/auth/signin' });
  });

  it('says when the session is still open, and tries again or goes back', async () => {
    const user = userEvent.setup({ delay: null });
    const signOut = jest
      .spyOn(apiClient.auth, 'signOut')
      .mockRejectedValueOnce(new ApiError(503, 'ServiceUnavailable', 'Down', undefined, 'r1'))
      .mockReturnValue(new Promise<RedirectResponse>(() => undefined));
    await renderPage(<SignOutPage />);
    expect(await screen.findByText('We could not sign you out.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(signOut).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Signing you out…')).toBeVisible();
  });
});
