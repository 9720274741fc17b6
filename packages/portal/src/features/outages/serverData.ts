import type { AppStore } from '../../app/store/store.ts';
import { outagesApi } from './api.ts';
import { manyPlaces } from './PlaceFilter.tsx';

/** What /outages shows, for the server to draw it complete: the outages and the compensation. */
export function fetchOutages(store: AppStore): Promise<unknown> {
  const once = { subscribe: false } as const;
  return Promise.all([
    store.dispatch(outagesApi.endpoints.outages.initiate(undefined, once)),
    store.dispatch(outagesApi.endpoints.compensation.initiate({ limit: manyPlaces }, once)),
  ]);
}
