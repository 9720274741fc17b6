import type { Compensation, Outages } from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

/** Which compensation trackers: a page of all, a page of those with interruptions, or one point's. */
export interface CompensationArgs {
  limit: number;
  offset?: number;
  interrupted?: boolean;
  identifier?: string;
}

/** The outages page's calls; they load with the page. */
export const outagesApi = api.enhanceEndpoints({ addTagTypes: ['Outages'] }).injectEndpoints({
  endpoints: (build) => ({
    outages: build.query<Outages, void>({ query: () => call('outages'), providesTags: ['Outages'] }),
    compensation: build.query<Compensation, CompensationArgs>({
      query: ({ limit, offset, interrupted, identifier }) =>
        call('compensation', {
          query: { limit, offset, interrupted: interrupted ? 'true' : undefined, identifier },
        }),
      providesTags: ['Outages'],
    }),
  }),
});

// The page shows their failures itself, with a retry.
handleErrorsInline('outages', 'compensation');

export const { useOutagesQuery, useCompensationQuery } = outagesApi;
