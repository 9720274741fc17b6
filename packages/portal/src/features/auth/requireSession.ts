import { redirectDocument, type LoaderFunctionArgs } from 'react-router';
import type { AppStore } from '../../app/store/store.ts';
import { authApi } from './api.ts';
import { signInPath } from './callbackUrl.ts';

/**
 * Every page but sign-in needs a session (spec §2); without one the user signs in and comes back to
 * the page they asked for. Sign-in is another document (auth.tsx), so the browser loads it.
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
    return redirectDocument(signInPath(`${url.pathname}${url.search}`));
  };
}
