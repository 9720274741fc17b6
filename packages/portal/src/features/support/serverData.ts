import type { DrawnRequest } from '../../app/pageHandle.ts';
import type { AppStore } from '../../app/store/store.ts';
import { externalServicesApi } from '../external-services/index.ts';
import { supportApi } from './api.ts';
import { preloadSupport } from './preload.ts';

/**
 * What /support shows, for the server to draw it complete: what its loader fetches, and the channels,
 * the help centre's link (and the form's topics) in the language it is drawn in.
 */
export function fetchSupport(store: AppStore, { url, locale }: DrawnRequest): Promise<unknown> {
  const once = { subscribe: false } as const;
  const { endpoints } = supportApi;
  return Promise.all([
    preloadSupport(store, url.searchParams),
    store.dispatch(endpoints.supportChannels.initiate(locale, once)),
    store.dispatch(
      externalServicesApi.endpoints.externalServices.initiate({ type: 'EXTERNAL_SUPPORT', locale }, once),
    ),
    url.searchParams.has('new') && store.dispatch(endpoints.feedbackTopics.initiate(locale, once)),
  ]);
}
