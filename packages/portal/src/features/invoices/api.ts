import type {
  Bank,
  CreatedPayment,
  CreatePaymentBody,
  InvoiceDetail,
  InvoiceExplanation,
  InvoiceList,
  InvoiceListItem,
  InvoiceStatus,
  Payment,
} from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

/** The invoices' pages' calls. They load with those pages; the dashboard has its summary only. */
export const invoicesApi = api.enhanceEndpoints({ addTagTypes: ['Invoices', 'Payment'] }).injectEndpoints({
  endpoints: (build) => ({
    invoices: build.query<InvoiceList, InvoiceStatus | undefined>({
      query: (type) => call('invoices', type ? { query: { type } } : {}),
      providesTags: ['Invoices'],
    }),
    invoice: build.query<InvoiceDetail, string>({
      query: (invoiceNumber) => call('invoice', { params: { invoiceNumber } }),
      providesTags: ['Invoices'],
    }),
    invoiceExplanation: build.query<InvoiceExplanation, string>({
      query: (invoiceNumber) => call('invoiceExplanation', { params: { invoiceNumber } }),
    }),
    postponeInvoice: build.mutation<InvoiceListItem, number>({
      query: (id) => call('postponeInvoice', { params: { id: String(id) } }),
      invalidatesTags: ['Invoices'],
    }),
    createPayment: build.mutation<CreatedPayment, { invoiceId: number; body: CreatePaymentBody }>({
      query: ({ invoiceId, body }) => call('createPayment', { params: { id: String(invoiceId) }, body }),
    }),
    payment: build.query<Payment, string>({
      query: (paymentId) => call('payment', { params: { paymentId } }),
      providesTags: ['Payment'],
    }),
    paymentBanks: build.query<Bank[], void>({
      query: () => call('banks', { query: { type: 'payment' } }),
    }),
  }),
});

// Each of these screens says itself what failed, with a way to try again.
handleErrorsInline(
  'invoices',
  'invoice',
  'invoiceExplanation',
  'postponeInvoice',
  'createPayment',
  'payment',
  'paymentBanks',
);

export const {
  useInvoicesQuery,
  useInvoiceQuery,
  useInvoiceExplanationQuery,
  usePostponeInvoiceMutation,
  useCreatePaymentMutation,
  usePaymentQuery,
  useLazyPaymentQuery,
  usePaymentBanksQuery,
} = invoicesApi;
