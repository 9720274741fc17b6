import type { InvoiceStatus } from '@vool/api-client/browser';

/** Spec §7's `type = status` in the list's address; anything else shows every invoice. */
export function listFilter(params: URLSearchParams): InvoiceStatus | undefined {
  const type = params.get('type');
  return type === 'paid' || type === 'unpaid' ? type : undefined;
}
