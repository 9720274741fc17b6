import type { ProviderId, Session, SessionResponse } from '@vool/api-client/browser';
import { attempt } from '../../app/apiFailure.ts';
import { apiClient } from '../../app/apiClient.ts';

const hasSession = (response: SessionResponse): response is Session => 'token' in response;

/** The session, or `null` when nobody is signed in (next-auth answers `{}`). */
export async function currentSession(client = apiClient): Promise<Session | null> {
  const response = await client.auth.session();
  return hasSession(response) ? response : null;
}

/** The sign-in methods the site offers. */
export const loadSignInMethods = () => attempt(() => apiClient.auth.providers());

export interface SignInArgs {
  provider: ProviderId;
  callbackUrl: string;
  email?: string;
}

/** Answers where the browser goes next: the e-ID page or "check your email". */
export const signIn = ({ provider, callbackUrl, email }: SignInArgs) =>
  attempt(() => apiClient.auth.signIn(provider, { callbackUrl, ...(email ? { email } : {}) }));

export const signOut = () => attempt(() => apiClient.auth.signOut({ callbackUrl: '/auth/signin' }));
