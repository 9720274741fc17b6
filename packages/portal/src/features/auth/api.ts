import type { Session } from '@vool/api-client/browser';
import { attempt } from '../../app/apiFailure.ts';
import { api } from '../../app/store/api.ts';
import { clientOf } from '../../app/store/baseQuery.ts';
import { currentSession } from './calls.ts';

/** The signed-in pages' view of the session; the /auth pages call the client directly (calls.ts). */
export const authApi = api.enhanceEndpoints({ addTagTypes: ['Session'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `null` when nobody is signed in. */
    session: build.query<Session | null, void>({
      queryFn: (_arg, { extra }) => attempt(() => currentSession(clientOf(extra))),
      providesTags: ['Session'],
    }),
  }),
});

export const { useSessionQuery } = authApi;
