import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { AppStore } from '../../app/store/store.ts';
import { authApi } from './api.ts';
import { safeCallbackUrl, signInPath } from './callbackUrl.ts';

/**
 * Every page but sign-in needs a session (spec §2); without one the user signs in and comes back to
 * the page they asked for.
 */
export function requireSession(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    const query = store.dispatch(authApi.endpoints.session.initiate());
    try {
      const { data: session } = await query;
      if (session) return null;
    } finally {
      query.unsubscribe();
    }
    const url = new URL(request.url);
    return redirect(signInPath(`${url.pathname}${url.search}`));
  };
}

/** The sign-in page with a live session goes straight on to where the user was heading. */
export function skipWhenSignedIn(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    const query = store.dispatch(authApi.endpoints.session.initiate());
    try {
      const { data: session } = await query;
      if (!session) return null;
    } finally {
      query.unsubscribe();
    }
    const callbackUrl = new URL(request.url).searchParams.get('callbackUrl');
    return redirect(safeCallbackUrl(callbackUrl));
  };
}
