import type { RouteObject } from 'react-router';

/** The authentication routes of spec §2: open without a session, each page its own chunk. */
export const authRoutes: RouteObject[] = [
  { path: 'signin', lazy: async () => ({ Component: (await import('./SignInPage.tsx')).SignInPage }) },
  { path: 'signout', lazy: async () => ({ Component: (await import('./SignOutPage.tsx')).SignOutPage }) },
  {
    path: 'safe-link-out',
    lazy: async () => ({ Component: (await import('./SafeLinkOutPage.tsx')).SafeLinkOutPage }),
  },
  {
    path: 'confirm-request',
    lazy: async () => ({ Component: (await import('./ConfirmRequestPage.tsx')).ConfirmRequestPage }),
  },
  { path: 'error', lazy: async () => ({ Component: (await import('./AuthErrorPage.tsx')).AuthErrorPage }) },
];
