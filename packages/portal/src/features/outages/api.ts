import type { Compensation, Outages } from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

/** The outages page's calls; they load with the page. */
export const outagesApi = api.enhanceEndpoints({ addTagTypes: ['Outages'] }).injectEndpoints({
  endpoints: (build) => ({
    outages: build.query<Outages, void>({ query: () => call('outages'), providesTags: ['Outages'] }),
    compensation: build.query<Compensation, void>({
      query: () => call('compensation'),
      providesTags: ['Outages'],
    }),
  }),
});

// The page shows their failures itself, with a retry.
handleErrorsInline('outages', 'compensation');

export const { useOutagesQuery, useCompensationQuery } = outagesApi;
