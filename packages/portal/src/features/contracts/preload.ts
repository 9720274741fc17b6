import type { AppStore } from '../../app/store/store.ts';
import { contractsApi } from './api.ts';
import { contractParam } from './format.ts';

/** What /contracts opens with: the contract the address names, or the list. */
export function preloadContracts(store: AppStore, params: URLSearchParams): Promise<unknown> {
  const once = { subscribe: false } as const;
  const id = contractParam(params);
  if (id === null) return store.dispatch(contractsApi.endpoints.contracts.initiate(undefined, once));
  // The contract's page code and its data, side by side.
  return Promise.all([
    import('./ContractsPage.tsx').then((page) => page.preloadParts(params)),
    store.dispatch(contractsApi.endpoints.contract.initiate(id, once)),
  ]);
}
