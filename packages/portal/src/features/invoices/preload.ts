import type { AppStore } from '../../app/store/store.ts';
import { invoicesApi } from './api.ts';
import { listFilter } from './filter.ts';

/** What /invoices opens with: the invoice the address names, or the list it filters. */
export function preloadInvoices(store: AppStore, params: URLSearchParams): Promise<unknown> {
  const once = { subscribe: false } as const;
  const number = params.get('invoice');
  return number
    ? store.dispatch(invoicesApi.endpoints.invoice.initiate(number, once))
    : store.dispatch(invoicesApi.endpoints.invoices.initiate(listFilter(params), once));
}
