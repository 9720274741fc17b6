import { signingLifetimeSeconds, type SigningStarted, type SigningState } from '@vool/api-client/browser';
import { now } from '../../app/clock.ts';

/** What a signing is for: one contract's renewal, or a new contract. */
export type SigningFlow = { action: 'renew'; contractId: number } | { action: 'create' };

interface Remembered {
  token: string;
  /** When the signer's time runs out, by this browser's clock (ms since 1970). */
  deadline: number;
}

const prefix = 'vool.signing.';
const keyOf = (flow: SigningFlow) =>
  `${prefix}${flow.action === 'renew' ? `renew.${String(flow.contractId)}` : 'create'}`;

function read(key: string): Remembered | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Remembered> | null;
    return typeof value?.token === 'string' && typeof value.deadline === 'number'
      ? { token: value.token, deadline: value.deadline }
      : null;
  } catch {
    return null;
  }
}

const keys = () =>
  Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '').filter((key) =>
    key.startsWith(prefix),
  );

/**
 * Keeps a signing just started in the tab's session storage, by its flow: its page is found again after
 * a reload, and the flow's page offers to go back to it. The deadline is counted on this browser's
 * clock from the contract's fixed lifetime, since the browser's clock may differ from the server's
 * that wrote `expiresAt`.
 */
export function rememberSigning(flow: SigningFlow, started: SigningStarted): void {
  const entry: Remembered = { token: started.signingToken, deadline: now() + signingLifetimeSeconds * 1000 };
  try {
    sessionStorage.setItem(keyOf(flow), JSON.stringify(entry));
  } catch {
    // Storage full or off: the address still holds the token.
  }
}

/** A signing of this flow still waiting for the signer, if the tab started one. */
export function pendingSigning(flow: SigningFlow): Remembered | null {
  const entry = read(keyOf(flow));
  return entry && entry.deadline > now() ? entry : null;
}

/** The deadline this browser counted for the signing, if it started it. */
export function rememberedDeadline(token: string): number | null {
  for (const key of keys()) {
    const entry = read(key);
    if (entry?.token === token) return entry.deadline;
  }
  return null;
}

/** Forgets a signing that is over (signed and made, refused, expired, cancelled). */
export function forgetSigning(token: string): void {
  for (const key of keys()) if (read(key)?.token === token) sessionStorage.removeItem(key);
}

/** A token as the API takes one: anything else names no signing, and is not asked for. */
export const isSigningToken = (token: string) => token.length >= 16 && token.length <= 200;

/**
 * Whether a confirmation's address is this signing's: a renewal's names its contract (`id`), a new
 * contract's names none.
 */
export const isOfFlow = (state: Pick<SigningState, 'contractId'>, id: string | undefined) =>
  id === undefined || String(state.contractId) === id;

/** Signed and the change made: what a confirmation shows; before that the signing step makes it. */
export const isMade = (state: Pick<SigningState, 'status' | 'finalized'>) =>
  state.status === 'signed' && state.finalized;

const tokenQuery = (token: string) => `token=${encodeURIComponent(token)}`;

/** The signing step every flow shares. */
export const signPath = (token: string) => `/contracts/sign?${tokenQuery(token)}`;

/** The flow's confirmation: a renewal's under its contract, a new contract's under the signing. */
export const confirmationPath = (state: Pick<SigningState, 'action' | 'contractId'>, token: string) =>
  state.action === 'renew' && state.contractId !== null
    ? `/contracts/${String(state.contractId)}/offer/confirmation?${tokenQuery(token)}`
    : `/contracts/sign/confirmation?${tokenQuery(token)}`;

/** Where a flow starts again after a signing that came to nothing. */
export const startAgainPath = (state: Pick<SigningState, 'action' | 'contractId'>) =>
  state.action === 'renew' && state.contractId !== null
    ? `/contracts/${String(state.contractId)}/offer`
    : '/contracts/new';
