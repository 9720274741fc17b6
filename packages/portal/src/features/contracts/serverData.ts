import type { DrawnRequest } from '../../app/pageHandle.ts';
import type { AppStore } from '../../app/store/store.ts';
import { contractsApi } from './api.ts';
import { contractParam } from './format.ts';

const once = { subscribe: false } as const;

/**
 * What /contracts shows beyond what its loader fetches, for the server to draw it complete: a
 * contract's start information (its card on the contract's page).
 */
export async function fetchContracts(store: AppStore, { url }: DrawnRequest): Promise<unknown> {
  const id = contractParam(url.searchParams);
  if (id === null) return;
  const { data: contract } = await store.dispatch(contractsApi.endpoints.contract.initiate(id, once));
  if (contract?.place && contract.utility && contract.status !== 'ended')
    await store.dispatch(contractsApi.endpoints.contractStartInfo.initiate(contract.objectId, once));
}

/** What /contracts/{id}/offer shows, for the server to draw it complete: the contract and its offers. */
export function fetchOffer(store: AppStore, { url }: DrawnRequest): Promise<unknown> {
  const id = Number(url.pathname.split('/')[2]);
  const { endpoints } = contractsApi;
  return Promise.all([
    Number.isInteger(id) && store.dispatch(endpoints.contract.initiate(id, once)),
    store.dispatch(endpoints.contractOffers.initiate(undefined, once)),
    store.dispatch(endpoints.contracts.initiate(undefined, once)),
  ]);
}
