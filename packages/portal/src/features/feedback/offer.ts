/**
 * Feedback is offered once per sign-in session, after a task is done (a payment, a signing, a new
 * ticket), and not at all once feedback was sent. What was offered lives in the tab's session storage
 * rather than the store: a payment comes back from the provider's page as a new document, and a
 * reload must not bring the offer again. The record names the sign-in session (by a hash of its
 * public token), so a new sign-in in the same tab starts afresh, and the offer on screen (by an id of
 * its own), so that offer keeps showing while it is answered.
 */
export const offerStorageKey = 'vool.feedback.offer';

/** The offer's id once feedback was sent: no offer matches it. */
const sent = 'sent';

interface OfferRecord {
  session: string;
  offer: string;
}

/** Where the record is kept: session storage, or (without it) memory for as long as the page lives. */
export interface OfferStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const memory = new Map<string, string>();
const inMemory: OfferStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => {
    memory.set(key, value);
  },
};

/** The tab's session storage, when the browser lets the page use it (not in every private mode). */
export function offerStore(): OfferStore {
  try {
    const storage = window.sessionStorage;
    storage.getItem(offerStorageKey);
    return storage;
  } catch {
    return inMemory;
  }
}

/** FNV-1a of the session's public token: enough to tell sessions apart, without keeping the token. */
export function sessionMark(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function read(store: OfferStore): OfferRecord | null {
  try {
    const value = JSON.parse(store.getItem(offerStorageKey) ?? 'null') as Partial<OfferRecord> | null;
    return typeof value?.session === 'string' && typeof value.offer === 'string'
      ? { session: value.session, offer: value.offer }
      : null;
  } catch {
    return null;
  }
}

function write(store: OfferStore, record: OfferRecord): void {
  try {
    store.setItem(offerStorageKey, JSON.stringify(record));
  } catch {
    // Storage full or refused: at worst the offer may come once more.
  }
}

/**
 * Whether the offer `offer` may show in the session of `token`: yes when this session has offered
 * nothing yet (the record then names this offer), or when it is this offer already (drawn again).
 */
export function claimOffer(store: OfferStore, token: string, offer: string): boolean {
  const session = sessionMark(token);
  const record = read(store);
  if (record?.session === session) return record.offer === offer;
  write(store, { session, offer });
  return true;
}

/** Feedback was sent (from the offer or the footer's form): nothing more is offered this session. */
export function markFeedbackSent(store: OfferStore, token: string): void {
  write(store, { session: sessionMark(token), offer: sent });
}

/** An id for one offer on screen. */
export const newOfferId = () => `offer-${Math.random().toString(36).slice(2, 10)}`;
