import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { AppStore } from '../../app/store/store.ts';
import { contractsApi } from './api.ts';
import { contractParam } from './format.ts';
import { isBeyondFirst } from './places.ts';
import { isMade, isOfFlow, isSigningToken, signPath } from './signing.ts';

const { endpoints } = contractsApi;
const once = { subscribe: false } as const;
// A signing moves on between visits: its pages ask for it afresh each time they open.
const afresh = { subscribe: false, forceRefetch: true } as const;

const idOf = ({ params }: LoaderFunctionArgs) => Number(params.id);
const tokenOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams.get('token') ?? '';

/** What /contracts opens with: the contract the address names, or the list. */
export function preloadContracts(store: AppStore, params: URLSearchParams): Promise<unknown> {
  const id = contractParam(params);
  if (id === null) return store.dispatch(endpoints.contracts.initiate(undefined, once));
  // The contract's page code and its data, side by side.
  return Promise.all([
    import('./ContractsPage.tsx').then((page) => page.preloadParts(params)),
    store.dispatch(endpoints.contract.initiate(id, once)),
  ]);
}

/** /contracts/new: may the client make one, their places and the one the address names. */
async function openNewContract(store: AppStore, { request }: LoaderFunctionArgs): Promise<unknown> {
  const chosen = new URL(request.url).searchParams.get('point');
  const [, , points] = await Promise.all([
    import('./NewContractPage.tsx').then((page) => page.preloadParts()),
    store.dispatch(endpoints.contracts.initiate(undefined, once)),
    store.dispatch(endpoints.contractPoints.initiate(undefined, once)),
  ]);
  if (points.data && isBeyondFirst(points.data, chosen))
    return store.dispatch(endpoints.contractPoint.initiate(chosen, once));
}

/** /contracts/sign: the signing the address names (its page's saga goes on from this answer). */
function openSigning(store: AppStore, args: LoaderFunctionArgs): Promise<unknown> {
  const token = tokenOf(args);
  return isSigningToken(token)
    ? store.dispatch(endpoints.signingStatus.initiate(token, afresh))
    : Promise.resolve();
}

/** A confirmation: the signing; one not made yet goes to the signing step, which makes it. */
async function openSigned(store: AppStore, args: LoaderFunctionArgs): Promise<unknown> {
  const token = tokenOf(args);
  if (!isSigningToken(token)) return;
  const { data: state } = await store.dispatch(endpoints.signingStatus.initiate(token, afresh));
  if (state && isOfFlow(state, args.params.id) && !isMade(state)) return redirect(signPath(token));
}

/** /contracts/{id}/move-out: the contract, the client's postal address and the form's date picker. */
function openMoveOut(store: AppStore, args: LoaderFunctionArgs): Promise<unknown> {
  const id = idOf(args);
  return Promise.all([
    import('./MoveOutPage.tsx').then((page) => page.preloadParts()),
    Number.isInteger(id) && store.dispatch(endpoints.contract.initiate(id, once)),
    store.dispatch(endpoints.postalAddress.initiate(undefined, once)),
  ]);
}

/**
 * /contracts/{id}/move-out/confirmation: the contract. The notice the form sent comes with the
 * navigation, which the server never has: there, a contract without a notice of its own (or no such
 * contract) sends the address to the form's page, as the page itself does in the browser.
 */
async function openMovedOut(store: AppStore, args: LoaderFunctionArgs): Promise<unknown> {
  const id = idOf(args);
  if (!Number.isInteger(id)) return redirect('/contracts');
  const { data, error } = await store.dispatch(endpoints.contract.initiate(id, once));
  const status = (error as { status?: number } | undefined)?.status;
  const none = data ? !data.moveOutDate : status === 404 || status === 422;
  if (import.meta.env.SSR && none) return redirect(`/contracts/${String(id)}/move-out`);
}

/** What each contract page opens with, by its route (feature.ts): this code loads with the pages'. */
export const opening = {
  list: (store: AppStore, { request }: LoaderFunctionArgs) =>
    preloadContracts(store, new URL(request.url).searchParams),
  create: openNewContract,
  sign: openSigning,
  signed: openSigned,
  moveOut: openMoveOut,
  movedOut: openMovedOut,
};
