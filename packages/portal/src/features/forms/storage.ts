// Form drafts in the tab's session storage (spec §7), sealed by crypto.ts. One entry per form and
// identity; an entry that cannot be read as this form's current draft is removed as it is found.
import type { Session } from '@vool/api-client/browser';
import { deriveDraftKeys, openDraft, sealDraft, type DraftKeys } from './crypto.ts';

/** Every draft's storage key starts with it, so sign-out finds them all. */
export const draftKeyPrefix = 'vool.draft.';

/** Where one form's draft for one identity lives, and the keys that seal it. */
export interface DraftSlot {
  formId: string;
  identity: string;
  /** Its session storage key. */
  key: string;
  keys: DraftKeys;
}

/** A draft as a form gets it back. */
export interface StoredDraft<T> {
  timestamp: Date;
  values: T;
}

/** What is sealed (spec §3): when, the form's own schema version, and its values. */
interface Plaintext {
  timestamp: number;
  version: number;
  values: unknown;
}

/**
 * Whose draft it is (spec §3): the signed-in user and the client they act for, so a draft written
 * while acting for one client is never offered while acting for another.
 */
export const draftIdentity = (session: Pick<Session, 'user' | 'userOrRepresentativeCode'>) =>
  JSON.stringify([session.user.clientCode, session.userOrRepresentativeCode]);

/**
 * The slot of `formId` for `identity` in the session whose token is `token`. Its key names the
 * identity by a hash, so the storage does not list whose drafts it holds.
 */
export async function openSlot(token: string, identity: string, formId: string): Promise<DraftSlot> {
  const [hash, keys] = await Promise.all([sha256Hex(identity), deriveDraftKeys(token, formId)]);
  return { formId, identity, key: `${draftKeyPrefix}${formId}.${hash.slice(0, 16)}`, keys };
}

/**
 * Seals and stores the values; `false` when they were not stored (no storage, storage full, or
 * `signal` aborted while sealing: a discard since must not be undone by a save that was under way).
 */
export async function saveDraft(
  slot: DraftSlot,
  version: number,
  values: unknown,
  timestamp: Date,
  signal?: AbortSignal,
): Promise<boolean> {
  const store = sessionStore();
  if (!store) return false;
  const plaintext: Plaintext = { timestamp: timestamp.getTime(), version, values };
  const sealed = await sealDraft(slot.keys, slot, JSON.stringify(plaintext));
  if (signal?.aborted) return false;
  try {
    store.setItem(slot.key, JSON.stringify(sealed));
    return true;
  } catch {
    // Over quota: the form still works, it only keeps no draft.
    return false;
  }
}

/**
 * The form's draft, or `null`. An entry that is there but is not this form's current draft (another
 * session's token, altered, another identity's, an older `version`, not even JSON) can never be
 * read, so it is removed.
 */
export async function loadDraft<T>(slot: DraftSlot, version: number): Promise<StoredDraft<T> | null> {
  const store = sessionStore();
  const text = store?.getItem(slot.key);
  if (!store || text == null) return null;
  const draft = await readDraft<T>(slot, version, text);
  // Only the entry that was read: a save may have replaced it while this one was being checked.
  if (!draft && store.getItem(slot.key) === text) store.removeItem(slot.key);
  return draft;
}

export function discardDraft(slot: Pick<DraftSlot, 'key'>): void {
  sessionStore()?.removeItem(slot.key);
}

/** Removes every form's draft of every identity: at sign-out, nothing of the user stays behind. */
export function discardAllDrafts(): void {
  const store = sessionStore();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key?.startsWith(draftKeyPrefix)) keys.push(key);
  }
  // Collected first: removing shifts the indexes.
  for (const key of keys) store.removeItem(key);
}

async function readDraft<T>(slot: DraftSlot, version: number, text: string): Promise<StoredDraft<T> | null> {
  const plaintext = await openDraft(slot.keys, slot, parseJson(text));
  const content = plaintext === null ? null : parseJson(plaintext);
  if (!isPlaintext(content) || content.version !== version) return null;
  return { timestamp: new Date(content.timestamp), values: content.values as T };
}

function isPlaintext(value: unknown): value is Plaintext {
  if (typeof value !== 'object' || value === null || !('values' in value)) return false;
  const { timestamp, version } = value as Record<string, unknown>;
  return typeof timestamp === 'number' && Number.isFinite(timestamp) && typeof version === 'number';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The tab's session storage, or `null` where there is none: the server, or a browser that refuses it. */
function sessionStore(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
