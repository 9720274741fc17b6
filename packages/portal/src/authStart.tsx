import type { ReactElement } from 'react';
import { logClientError } from './app/apiClient.ts';
import { attempt } from './app/apiFailure.ts';
import { hydrate, loadTexts, mount, startPage } from './app/boot.tsx';
import { nextTask } from './app/idle.ts';
import { readServedPage } from './app/servedPage.ts';
import { AuthDocument } from './features/auth/AuthDocument.tsx';
import { safeCallbackUrl } from './features/auth/callbackUrl.ts';
import { currentSession, loadSignInMethods } from './features/auth/calls.ts';
import { authPageViews, authTexts, type AuthPageData } from './features/auth/pages.tsx';
import { authPageOf, type AuthPage } from './features/auth/paths.ts';
import { ClientErrorScreen } from './features/errors/ClientErrorScreen.tsx';
import { requireArea } from './i18n/texts.ts';

/**
 * A page's data when the server did not draw it (`npm run dev`, or its render failed); `null` when
 * the page sent the browser elsewhere.
 */
async function fetchPageData(name: AuthPage, params: URLSearchParams): Promise<AuthPageData | null> {
  if (name !== 'signin') return {};
  const [session, methods] = await Promise.all([attempt(currentSession), loadSignInMethods()]);
  // Signed in already: straight on to where the user was heading.
  if ('data' in session && session.data) {
    window.location.replace(safeCallbackUrl(params.get('callbackUrl')));
    return null;
  }
  return { methods };
}

/**
 * The /auth pages (spec §2) are a document of their own, without the router, store and sagas of the
 * signed-in portal (main.tsx): a visitor's first page loads only what it shows. apps/api draws the
 * page into the document (auth.server.tsx), and this hydrates it once its code and texts are in
 * (auth.tsx starts it once the page has loaded, or at once when the page needs it).
 */
export async function boot() {
  const name = authPageOf(window.location.pathname);
  if (!name) {
    window.location.replace('/auth/signin');
    return;
  }
  const served = readServedPage<AuthPageData>();
  // The code's evaluation was a task of its own; so is each step after it.
  await nextTask();
  const start = await startPage(served?.served);
  const params = new URLSearchParams(window.location.search);
  // The core texts, and the /auth pages' own.
  const texts = Promise.all([loadTexts(start), requireArea(authTexts)]);
  let page: ReactElement;
  try {
    const [view, data] = await Promise.all([
      authPageViews[name](),
      served?.data ?? fetchPageData(name, params),
      texts,
    ]);
    if (!data) return;
    page = view(params, data);
  } catch (error) {
    // The page's code or texts did not load (the network, or a release since the entry loaded): the
    // client-error screen, in whatever texts there are, offers a reload.
    logClientError(error instanceof Error ? error.message : String(error), { url: window.location.pathname });
    await texts.catch(() => undefined);
    mount(<AuthDocument start={start} page={<ClientErrorScreen />} />);
    return;
  }
  const document = <AuthDocument start={start} page={page} />;
  if (served) await hydrate(document);
  else mount(document);
}
