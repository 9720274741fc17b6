import { filesBeyond, textModules, type BuildManifest } from './app/buildManifest.ts';
import { builtManifest } from './app/builtManifest.ts';
import { drawMarkup } from './app/drawMarkup.ts';
import { AuthDocument } from './features/auth/AuthDocument.tsx';
import { safeCallbackUrl } from './features/auth/callbackUrl.ts';
import type { ServedPage } from './app/servedPage.ts';
import { authPageModules, authPageViews, authTexts, type AuthPageData } from './features/auth/pages.tsx';
import { authPageOf } from './features/auth/paths.ts';
import { createMessageStore } from './i18n/messageStore.ts';
import { loadMessages } from './i18n/messages.ts';
import type { AuthPageAnswer as Answer, AuthPageRequest } from './server/contract.ts';

export type { AuthPageRequest };

/** The contract's answer, with the /auth pages' own data. */
export type AuthPageAnswer = Answer<ServedPage<AuthPageData>>;

/** The module that takes an /auth page over (auth.tsx loads it), as the build manifest names it. */
const authStartModule = 'src/authStart.tsx';

/**
 * The /auth pages drawn on the server (apps/api loads this module from the portal's build), so the
 * first paint comes with the document, before any script; `src/authStart.tsx` hydrates it. Each render
 * has its own texts, as requests in different languages render at the same time.
 */
export async function renderAuthPage(
  request: AuthPageRequest,
  manifest: BuildManifest = builtManifest(),
): Promise<AuthPageAnswer> {
  const url = new URL(request.url, 'http://portal.invalid');
  const name = authPageOf(url.pathname);
  if (!name) return { redirect: '/auth/signin' };
  if (name === 'signin' && request.signedIn) {
    return { redirect: safeCallbackUrl(url.searchParams.get('callbackUrl')) };
  }
  const texts = createMessageStore(loadMessages);
  const [view] = await Promise.all([
    authPageViews[name](),
    texts.setMessageTarget(request.served.locale, request.served.mobile),
    texts.requireArea(authTexts),
  ]);
  // The page's code, the start that takes it over (auth.tsx loads it on demand) and its texts.
  const { locale, mobile } = request.served;
  const files = filesBeyond(
    manifest,
    [authStartModule, authPageModules[name], ...textModules(locale, mobile, ['core', authTexts])],
    'auth.html',
  );
  const page: ServedPage<AuthPageData> = {
    served: request.served,
    data: name === 'signin' ? { methods: { data: request.methods } } : {},
    code: files.scripts,
  };
  const start = {
    site: request.site,
    standalone: undefined,
    locale: request.served.locale,
    mobile: request.served.mobile,
    served: request.served,
  };
  return {
    html: await drawMarkup(
      <AuthDocument start={start} page={view(url.searchParams, page.data)} texts={texts} />,
      request.nonce,
    ),
    page,
    stylesheets: files.stylesheets,
  };
}
