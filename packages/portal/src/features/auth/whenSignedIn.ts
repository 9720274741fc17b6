import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import type { AppStore } from '../../app/store/store.ts';
import { authApi } from './api.ts';

/**
 * A page's first data, fetched with the page's code once there is a session (without one the layout
 * sends the user to sign in): the page renders complete, not as a skeleton. A redirect `load` answers
 * (its data names no page to show) is the loader's answer, on the server too.
 */
export function whenSignedIn(
  store: AppStore,
  load: (store: AppStore, args: LoaderFunctionArgs) => Promise<unknown>,
): LoaderFunction {
  return async (args) => {
    const { data: session } = await store.dispatch(
      authApi.endpoints.session.initiate(undefined, { subscribe: false }),
    );
    const answer = session ? await load(store, args) : null;
    return answer instanceof Response ? answer : null;
  };
}
