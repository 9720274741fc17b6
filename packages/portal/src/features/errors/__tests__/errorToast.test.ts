import { describe, expect, it } from '@jest/globals';
import { makeIntl } from '../../../i18n/intl.ts';
import { describeFailure } from '../errorToast.ts';

const intl = makeIntl('en-GB', {});

describe('the error toast of spec §8', () => {
  it('titles a 422 with the translated name, explains the code and closes by itself, in warning tone', () => {
    const toast = describeFailure(
      { status: 422, name: 'ValidationError', message: 'email is required', code: 'EMAIL_REQUIRED' },
      intl,
    );
    expect(toast).toEqual({
      title: 'Please check what you entered',
      description: 'Enter your email address to get a sign-in link.',
      tone: 'warning',
      timeout: 4000,
    });
  });

  it('keeps a server error on screen until closed, in danger tone', () => {
    const toast = describeFailure(
      { status: 500, name: 'InternalError', message: 'boom', code: 'INTERNAL_ERROR' },
      intl,
    );
    expect(toast.tone).toBe('danger');
    expect(toast.timeout).toBeNull();
  });

  it('has no body for a code it does not know, and a generic title for an unknown name', () => {
    const toast = describeFailure(
      { status: 409, name: 'Conflict', message: 'x', code: 'SOMETHING_NEW' },
      intl,
    );
    expect(toast).toEqual({ title: 'Something went wrong', tone: 'danger', timeout: 4000 });
  });

  it('tells the user to check the connection when the server never answered', () => {
    const toast = describeFailure({ status: 0, name: 'NetworkError', message: 'Failed to fetch' }, intl);
    expect(toast.title).toBe('No connection to the service');
    expect(toast.description).toBe('Check your internet connection and try again.');
  });
});
