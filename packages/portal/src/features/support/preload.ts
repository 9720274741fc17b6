import type { AppStore } from '../../app/store/store.ts';
import { supportApi } from './api.ts';
import { ticketParam } from './href.ts';

/**
 * What /support opens with: the ticket the address names (with its chunk), the form's chunk, or the
 * ticket list. Channels and topics are asked in the user's language, which the page knows: they
 * come with it.
 */
export function preloadSupport(store: AppStore, params: URLSearchParams): Promise<unknown> {
  const once = { subscribe: false } as const;
  const id = ticketParam(params);
  const parts = import('./SupportPage.tsx').then((page) => page.preloadParts(params));
  if (id !== null)
    return Promise.all([parts, store.dispatch(supportApi.endpoints.ticket.initiate(id, once))]);
  if (params.has('new')) return parts;
  return store.dispatch(supportApi.endpoints.tickets.initiate(undefined, once));
}
