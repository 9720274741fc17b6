import type { DashboardInvoices } from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

/** What is to pay: open and overdue counts, the invoice due first and the latest one. */
export type InvoiceSummary = DashboardInvoices;

export const summaryApi = api.enhanceEndpoints({ addTagTypes: ['Invoices'] }).injectEndpoints({
  endpoints: (build) => ({
    // The API answers it among the dashboard's calls (spec §7), for the dashboard's "To pay".
    invoiceSummary: build.query<InvoiceSummary, void>({
      query: () => call('dashboardInvoices'),
      providesTags: ['Invoices'],
    }),
  }),
});

// Shown in cards, which show their own failure with a way to try again.
handleErrorsInline('invoiceSummary');

export const { useInvoiceSummaryQuery } = summaryApi;
