import type { Me, Representative } from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';

export const clientsApi = api.enhanceEndpoints({ addTagTypes: ['Me', 'Representatives'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The acting client's profile. */
    me: build.query<Me, void>({ query: () => call('me'), providesTags: ['Me'] }),
    /** The clients the user may act for, themself first; empty for a new customer. */
    representatives: build.query<Representative[], void>({
      query: () => call('representatives'),
      providesTags: ['Representatives'],
    }),
  }),
});

export const { useMeQuery, useRepresentativesQuery } = clientsApi;
