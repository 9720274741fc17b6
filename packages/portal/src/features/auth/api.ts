import type {
  ProviderId,
  Providers,
  RedirectResponse,
  Session,
  SessionResponse,
} from '@vool/api-client/browser';
import { apiClient } from '../../app/apiClient.ts';
import { api } from '../../app/store/api.ts';
import { toApiFailure, type ApiFailure } from '../../app/store/baseQuery.ts';

const hasSession = (response: SessionResponse): response is Session => 'token' in response;

/** Calls the session client of `@vool/api-client`, failures shaped like every other call's. */
async function call<T>(run: () => Promise<T>): Promise<{ data: T } | { error: ApiFailure }> {
  try {
    return { data: await run() };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
}

export interface SignInArgs {
  provider: ProviderId;
  callbackUrl: string;
  email?: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when nobody is signed in (next-auth answers `{}`). */
    session: build.query<Session | null, void>({
      queryFn: () =>
        call(async () => {
          const response = await apiClient.auth.session();
          return hasSession(response) ? response : null;
        }),
      providesTags: ['Session'],
    }),
    providers: build.query<Providers, void>({
      queryFn: () => call(() => apiClient.auth.providers()),
    }),
    /** Answers where the browser goes next: the e-ID page or "check your email". */
    signIn: build.mutation<RedirectResponse, SignInArgs>({
      queryFn: ({ provider, callbackUrl, email }) =>
        call(() => apiClient.auth.signIn(provider, { callbackUrl, ...(email ? { email } : {}) })),
    }),
    signOut: build.mutation<RedirectResponse, void>({
      queryFn: () => call(() => apiClient.auth.signOut({ callbackUrl: '/auth/signin' })),
    }),
  }),
});

export const { useSessionQuery, useProvidersQuery, useSignInMutation, useSignOutMutation } = authApi;
