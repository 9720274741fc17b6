import type { AppStore } from '../../app/store/store.ts';
import { invoicesApi } from './api.ts';
import { listFilter } from './filter.ts';
import { isPaymentId } from './stages.ts';

/** What /invoices opens with: the invoice the address names, or the list it filters. */
export function preloadInvoices(store: AppStore, params: URLSearchParams): Promise<unknown> {
  const once = { subscribe: false } as const;
  const number = params.get('invoice');
  if (!number) return store.dispatch(invoicesApi.endpoints.invoices.initiate(listFilter(params), once));
  // The invoice's page code and its data, side by side.
  return Promise.all([
    import('./InvoicesPage.tsx').then((page) => page.preloadParts(params)),
    store.dispatch(invoicesApi.endpoints.invoice.initiate(number, once)),
  ]);
}

/** What a payment's page opens with: the payment the address names (its page says when there is none). */
export async function preloadPayment(store: AppStore, params: URLSearchParams): Promise<void> {
  const id = params.get('payment');
  if (isPaymentId(id)) await store.dispatch(invoicesApi.endpoints.payment.initiate(id, { subscribe: false }));
}
