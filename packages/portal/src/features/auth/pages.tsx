import type { ReactElement } from 'react';
import type { Providers } from '@vool/api-client/browser';
import type { Attempt } from '../../app/apiFailure.ts';
import { safeCallbackUrl } from './callbackUrl.ts';
import type { AuthPage } from './paths.ts';

/** What a page shows beyond its address: the sign-in methods (only the sign-in page has any). */
export interface AuthPageData {
  methods?: Attempt<Providers>;
}

/** The /auth pages' own texts (an area of i18n/areas.json): the signed-in portal never loads them. */
export const authTexts = 'auth';

/** A page drawn from its address's query and its data. */
export type AuthPageView = (params: URLSearchParams, data: AuthPageData) => ReactElement;

/** Each page's module as the build manifest names it: the server links the stylesheets it brings. */
export const authPageModules: Record<AuthPage, string> = {
  signin: 'src/features/auth/SignInPage.tsx',
  signout: 'src/features/auth/SignOutPage.tsx',
  'safe-link-out': 'src/features/auth/SafeLinkOutPage.tsx',
  'confirm-request': 'src/features/auth/ConfirmRequestPage.tsx',
  error: 'src/features/auth/AuthErrorPage.tsx',
};

/**
 * Each /auth page's code, loaded on demand: the browser fetches only the page it shows, and the
 * server's render (auth.server.tsx) draws the same element the browser then hydrates.
 */
export const authPageViews: Record<AuthPage, () => Promise<AuthPageView>> = {
  async signin() {
    const { SignInPage } = await import('./SignInPage.tsx');
    return (params, { methods }) => (
      <SignInPage
        callbackUrl={safeCallbackUrl(params.get('callbackUrl'))}
        returnUrl={params.get('returnUrl')}
        methods={methods ?? { data: {} }}
      />
    );
  },
  async signout() {
    const { SignOutPage } = await import('./SignOutPage.tsx');
    return () => <SignOutPage />;
  },
  async 'safe-link-out'() {
    const { SafeLinkOutPage } = await import('./SafeLinkOutPage.tsx');
    return () => <SafeLinkOutPage />;
  },
  async 'confirm-request'() {
    const { ConfirmRequestPage } = await import('./ConfirmRequestPage.tsx');
    return () => <ConfirmRequestPage />;
  },
  async error() {
    const { AuthErrorPage } = await import('./AuthErrorPage.tsx');
    return (params) => <AuthErrorPage error={params.get('error')} />;
  },
};
