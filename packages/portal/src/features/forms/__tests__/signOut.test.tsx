import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Provider } from 'react-redux';
import { act, render } from '@testing-library/react';
import { apiClient } from '../../../app/apiClient.ts';
import { SiteProvider } from '../../../app/site.tsx';
import { createStore } from '../../../app/store/store.ts';
import { setCurrentIntl } from '../../../i18n/currentIntl.ts';
import { I18nProvider } from '../../../i18n/I18nProvider.tsx';
import { makeIntl } from '../../../i18n/intl.ts';
import { requireArea, setMessageTarget } from '../../../i18n/texts.ts';
import { testSite } from '../../../test/render.tsx';
import { SignOutPage } from '../../auth/SignOutPage.tsx';
import { draftIdentity, openSlot, saveDraft } from '../storage.ts';

setCurrentIntl(makeIntl('en-GB', {}));

// The sign-out page as its document draws it: the start's texts and the /auth pages' own.
beforeAll(() => Promise.all([setMessageTarget('en-GB', false), requireArea('auth')]));

const renderSignOut = () =>
  render(
    <SiteProvider site={testSite()}>
      <Provider store={createStore()}>
        <I18nProvider mobile={false}>
          <SignOutPage />
        </I18nProvider>
      </Provider>
    </SiteProvider>,
  );

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const identity = draftIdentity({
  user: { ssn: '010190-123A', clientCode: 'C100', name: 'Aino Virtanen', email: null },
  userOrRepresentativeCode: 'C100',
});

/** A draft of each of two forms, and something else the tab keeps. */
async function leaveDrafts() {
  const at = new Date('2026-11-24T12:05:00Z');
  await saveDraft(await openSlot('token-1', identity, 'settings.contacts'), 1, { phone: '040' }, at);
  await saveDraft(await openSlot('token-1', identity, 'support.ticket'), 1, { message: 'Hello' }, at);
  sessionStorage.setItem('vool.other', 'kept');
}

/** Lets the sign-out's answer reach the page. */
const answered = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('signing out', () => {
  it("leaves none of the user's form drafts in the tab", async () => {
    await leaveDrafts();
    jest.spyOn(apiClient.auth, 'signOut').mockResolvedValue({ url: '/auth/signin' });
    // jsdom cannot open the next page; it says so on the console instead.
    const jsdomSays = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSignOut();
    await answered();
    expect(apiClient.auth.signOut).toHaveBeenCalledTimes(1);
    expect(Object.keys(sessionStorage)).toEqual(['vool.other']);
    expect(jsdomSays).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('Not implemented: navigation') }),
    );
  });

  it('keeps them while the session is still open (the sign-out failed)', async () => {
    await leaveDrafts();
    jest.spyOn(apiClient.auth, 'signOut').mockRejectedValue(new Error('offline'));
    renderSignOut();
    await answered();
    expect(apiClient.auth.signOut).toHaveBeenCalledTimes(1);
    expect(Object.keys(sessionStorage)).toHaveLength(3);
  });
});
