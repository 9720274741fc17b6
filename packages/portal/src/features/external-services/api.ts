import type { DocumentLinkType, ExternalServices } from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

/**
 * The site's external services (spec §3 document links, `GET /api/external-services?type=`), loaded
 * with the pages that show one. Named in the user's language, so the locale is part of the key.
 */
export const externalServicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    externalServices: build.query<ExternalServices, { type: DocumentLinkType; locale: string }>({
      query: ({ type }) => call('externalServices', { query: { type } }),
    }),
  }),
});

// A link that did not load is left out: the page is whole without it, so no toast either.
handleErrorsInline('externalServices');

export const { useExternalServicesQuery } = externalServicesApi;
