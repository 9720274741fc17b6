import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '@vool/api-client/browser';
import { toastQueue } from '@vool/ui/ToastQueue';
import { switchClient } from '../../clients/saga.ts';
import { switchFailed, switchRequested } from '../../clients/slice.ts';
import { setCurrentIntl } from '../../../i18n/currentIntl.ts';
import { makeIntl } from '../../../i18n/intl.ts';
import type { ApiFailure } from '../../../app/apiFailure.ts';
import { api } from '../../../app/store/api.ts';
import { handleErrorsInline } from '../../../app/store/errorListener.ts';
import { navigation } from '../../../app/store/navigation.ts';
import { createStore } from '../../../app/store/store.ts';

setCurrentIntl(makeIntl('en-GB', {}));

/** Two endpoints that fail as they are told: one whose screen shows its failure, one that leaves it to the toast. */
const failing = api.injectEndpoints({
  endpoints: (build) => ({
    inlineFailure: build.query<unknown, ApiFailure>({ queryFn: (failure) => ({ error: failure }) }),
    toastedFailure: build.query<unknown, ApiFailure>({ queryFn: (failure) => ({ error: failure }) }),
  }),
});
handleErrorsInline('inlineFailure');

const signedOut: ApiFailure = {
  status: 401,
  name: 'Unauthorized',
  message: 'Sign in',
  code: 'NOT_SIGNED_IN',
};
const serverFailure: ApiFailure = {
  status: 500,
  name: 'InternalError',
  message: 'Something went wrong on our side',
  code: 'INTERNAL_ERROR',
};
const serverFailureTitle = 'Something went wrong on our side';

let load: jest.SpiedFunction<typeof navigation.load>;
let add: jest.SpiedFunction<typeof toastQueue.add>;
beforeEach(() => {
  load = jest.spyOn(navigation, 'load').mockImplementation(() => undefined);
  add = jest.spyOn(toastQueue, 'add');
  toastQueue.clear();
  window.history.replaceState(null, '', '/charts?point=640001&period=year#chart');
});
afterEach(() => {
  jest.restoreAllMocks();
});

/**
 * A toast shows a moment after its failure (its code loads at the first one): once the toast of a
 * later failure is there, one for the failure before it would have been too.
 */
async function toastsUpToAServerFailure(store: ReturnType<typeof createStore>) {
  await store.dispatch(failing.endpoints.toastedFailure.initiate(serverFailure));
  await waitFor(() => {
    expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toContain(serverFailureTitle);
  });
  return add.mock.calls.map(([content]) => content.title);
}

describe('a call refused for want of a session (401), after the page loaded', () => {
  it('sends the user to sign-in with the address to come back to, instead of a toast', async () => {
    const store = createStore();
    await store.dispatch(failing.endpoints.toastedFailure.initiate(signedOut));
    expect(load).toHaveBeenCalledWith(
      `/auth/signin?callbackUrl=${encodeURIComponent('/charts?point=640001&period=year#chart')}`,
    );
    expect(await toastsUpToAServerFailure(store)).toEqual([serverFailureTitle]);
  });

  it('does so for a card that shows its own failures too, instead of its retry', async () => {
    const store = createStore();
    await store.dispatch(failing.endpoints.inlineFailure.initiate(signedOut));
    expect(load).toHaveBeenCalledTimes(1);
    await store.dispatch(failing.endpoints.inlineFailure.initiate(serverFailure));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await toastsUpToAServerFailure(store)).toEqual([serverFailureTitle]);
  });

  it('does so for a client switch, which otherwise says why it failed in a toast', async () => {
    const refused = new ApiError(401, 'Unauthorized', 'Sign in', 'NOT_SIGNED_IN', 'r1');
    const navigate = jest.fn();
    await expectSaga(switchClient, switchRequested({ clientCode: '040002' }))
      .provide({
        getContext: (key: string) =>
          key === 'api' ? { me: { switchRepresentative: () => Promise.reject(refused) } } : { navigate },
      })
      .put(switchFailed())
      .run({ silenceTimeout: true });
    expect(load).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\/signin\?callbackUrl=%2Fcharts/));
    expect(navigate).not.toHaveBeenCalled();
    expect(await toastsUpToAServerFailure(createStore())).toEqual([serverFailureTitle]);
  });

  it('leaves the dashboard for plain sign-in, which returns there anyway', async () => {
    window.history.replaceState(null, '', '/dashboard');
    await createStore().dispatch(failing.endpoints.toastedFailure.initiate(signedOut));
    expect(load).toHaveBeenCalledWith('/auth/signin');
  });
});
