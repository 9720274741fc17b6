import { describe, expect, it, jest } from '@jest/globals';
import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '@vool/api-client/browser';
import { toastQueue } from '@vool/ui/ToastQueue';
import { api } from '../../../app/store/api.ts';
import { handleFailuresWith } from '../../../app/store/errorListener.ts';
import { setCurrentIntl } from '../../../i18n/currentIntl.ts';
import { makeIntl } from '../../../i18n/intl.ts';
import { switchClient } from '../saga.ts';
import { switchFailed, switchRequested, switchSucceeded } from '../slice.ts';
import { frame } from '../../index.ts';

setCurrentIntl(makeIntl('en-GB', {}));
// A failure is shown as the frame says, which the store hands in; these sagas run without one.
handleFailuresWith(frame.failures);

const services = (switchRepresentative: (code: string) => Promise<unknown>) => ({
  api: { me: { switchRepresentative } },
  navigation: { navigate: jest.fn<(to: string) => void>() },
});

describe('switching the acting client', () => {
  it('posts the code, drops the cached data of the previous client and returns to the dashboard', async () => {
    const switchRepresentative = jest.fn((code: string) => Promise.resolve({ code }));
    const context = services(switchRepresentative);
    await expectSaga(switchClient, switchRequested({ clientCode: '040002' }))
      .provide({ getContext: (key: string) => (key === 'api' ? context.api : context.navigation) })
      .put(api.util.resetApiState())
      .put(switchSucceeded())
      .run({ silenceTimeout: true });
    expect(switchRepresentative).toHaveBeenCalledWith('040002');
    expect(context.navigation.navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('keeps the current client and says why when the switch is refused', async () => {
    const add = jest.spyOn(toastQueue, 'add');
    const refused = new ApiError(
      403,
      'Forbidden',
      'You may not act for this client',
      'NOT_A_REPRESENTATIVE',
      'r1',
    );
    const context = services(() => Promise.reject(refused));
    await expectSaga(switchClient, switchRequested({ clientCode: '999999' }))
      .provide({ getContext: (key: string) => (key === 'api' ? context.api : context.navigation) })
      .put(switchFailed())
      .not.put(api.util.resetApiState())
      .run({ silenceTimeout: true });
    expect(context.navigation.navigate).not.toHaveBeenCalled();
    expect(add).toHaveBeenCalledWith(
      {
        title: 'This action is not allowed',
        description: 'You can no longer act for this client. Choose another client from the list.',
        tone: 'danger',
      },
      { timeout: 4000 },
    );
  });
});
