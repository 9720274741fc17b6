import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { AppStore } from '../../app/store/store.ts';
import { whenSignedIn } from '../auth/index.ts';
import { invoicesApi } from './api.ts';
import { listFilter } from './filter.ts';
import { isPaymentId, isPaymentStage } from './stages.ts';

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

/**
 * What a payment's page opens with: the payment the address names (its page says when there is
 * none). Another word in the stage's place leads back to the invoices.
 */
export function loadPaymentStage(store: AppStore, args: LoaderFunctionArgs): Promise<unknown> {
  if (!isPaymentStage(args.params.stage)) return Promise.resolve(redirect('/invoices'));
  const load = whenSignedIn(store, async (s, { request }) => {
    const id = new URL(request.url).searchParams.get('payment');
    if (isPaymentId(id)) await s.dispatch(invoicesApi.endpoints.payment.initiate(id, { subscribe: false }));
  });
  return Promise.resolve(load(args));
}
