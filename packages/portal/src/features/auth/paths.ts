/** The pages of spec §2 that need no session; auth.tsx serves them, apart from the signed-in portal. */
export const authPages = ['signin', 'signout', 'safe-link-out', 'confirm-request', 'error'] as const;

export type AuthPage = (typeof authPages)[number];

/** Whether an address (path, with or without query) is one of the /auth pages' document. */
export const isAuthPath = (to: string) =>
  to === '/auth' || to.startsWith('/auth/') || to.startsWith('/auth?');

/** The page a path names, or undefined for an /auth address that is no page. */
export function authPageOf(pathname: string): AuthPage | undefined {
  const name = pathname.replace(/^\/auth\/?/, '').replace(/\/$/, '');
  return authPages.find((page) => page === name);
}
