import type { DrawnRequest } from '../../app/pageHandle.ts';
import type { AppStore } from '../../app/store/store.ts';
import { loadPickerOptions } from '../usage-points/index.ts';
import { contractsApi, productsFrom } from './api.ts';
import { contractParam } from './format.ts';
import { hasMany, isBeyondFirst, pointOf } from './places.ts';
import { isSigningToken } from './signing.ts';

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

/**
 * What /contracts/new shows beyond what its loader fetches, for the server to draw it complete: the
 * search's list for a client with many places, and the chosen place's start with the products on sale
 * from its first day, in the page's language.
 */
export async function fetchNewContract(store: AppStore, { url, locale }: DrawnRequest): Promise<unknown> {
  const { endpoints } = contractsApi;
  const chosen = url.searchParams.get('point');
  // Answered from the store: the loader asked for these.
  const [{ data: list }, { data: first }] = await Promise.all([
    store.dispatch(endpoints.contracts.initiate(undefined, once)),
    store.dispatch(endpoints.contractPoints.initiate(undefined, once)),
  ]);
  if (!list?.canCreate || !first) return;
  const named = isBeyondFirst(first, chosen)
    ? (await store.dispatch(endpoints.contractPoint.initiate(chosen, once))).data
    : undefined;
  const point = pointOf(first, chosen, named);
  return Promise.all([
    hasMany(first) && loadPickerOptions(store, 'UsagePoint'),
    point && fetchStart(store, point.identifier, locale),
  ]);
}

async function fetchStart(store: AppStore, objectId: string, locale: string): Promise<unknown> {
  const { endpoints } = contractsApi;
  const { data: info } = await store.dispatch(endpoints.contractStartInfo.initiate(objectId, once));
  // The form opens on the first day a contract may start (NewContractForm).
  if (info?.opensOn === null)
    return store.dispatch(
      endpoints.products.initiate(productsFrom(info, info.earliestStartDate, locale), once),
    );
}

/** What a confirmation shows beyond the signing its loader fetches: the contract it made. */
export async function fetchSigned(store: AppStore, { url }: DrawnRequest): Promise<unknown> {
  const token = url.searchParams.get('token') ?? '';
  if (!isSigningToken(token)) return;
  const { endpoints } = contractsApi;
  // Answered from the store: the loader asked.
  const { data: state } = await store.dispatch(endpoints.signingStatus.initiate(token, once));
  if (state?.resultContractId)
    return store.dispatch(endpoints.contract.initiate(state.resultContractId, once));
}
