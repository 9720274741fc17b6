// The installed app's last dashboard, kept so the app opens offline with it (README "Installed
// app"): sealed like a form draft (keys from the session's token, encrypt-then-MAC, bound to whose
// it is), in IndexedDB rather than the tab's session storage, since an app reopened offline is a new
// tab. Only the derived keys are kept, never the token, and as CryptoKeys no script can read out.
import { openDB, type IDBPDatabase } from 'idb';
import { deriveDraftKeys, openDraft, sealDraft, type DraftKeys } from '../forms/index.ts';
import { offlineDatabase } from '../../worker/protocol.ts';

const store = 'dashboard';
const slot = 'last';
/** The keys' purpose: never the same as any form's (their info names the form). */
const purpose = 'installable.dashboard';

interface Kept {
  keptAt: number;
  identity: string;
  keys: DraftKeys;
  sealed: unknown;
}

/** What is sealed: RTK Query's answers the dashboard and its frame were drawn with. */
export interface KeptDashboard {
  keptAt: number;
  queries: Record<string, unknown>;
}

function open(): Promise<IDBPDatabase> {
  return openDB(offlineDatabase, 1, {
    upgrade(db) {
      db.createObjectStore(store);
    },
    // Sign-out deletes the database (the worker): an open connection must not hold that up.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
    },
  });
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Seals and keeps the dashboard's answers for `identity` (the user and the client they act for). */
export async function keepDashboard(
  token: string,
  identity: string,
  queries: Record<string, unknown>,
  keptAt: number,
): Promise<void> {
  const [keys, hash] = await Promise.all([deriveDraftKeys(token, purpose), sha256Hex(identity)]);
  const plaintext = JSON.stringify({ keptAt, queries } satisfies KeptDashboard);
  const sealed = await sealDraft(keys, { formId: purpose, identity: hash }, plaintext);
  const db = await open();
  try {
    await db.put(store, { keptAt, identity: hash, keys, sealed } satisfies Kept, slot);
  } finally {
    db.close();
  }
}

/** The last dashboard kept, or null when there is none or it is not one this app sealed whole. */
export async function readDashboard(): Promise<KeptDashboard | null> {
  if (typeof indexedDB === 'undefined') return null;
  const db = await open();
  try {
    const kept = (await db.get(store, slot)) as Kept | undefined;
    if (!kept) return null;
    const text = await openDraft(kept.keys, { formId: purpose, identity: kept.identity }, kept.sealed);
    if (text === null) {
      await db.delete(store, slot);
      return null;
    }
    return JSON.parse(text) as KeptDashboard;
  } finally {
    db.close();
  }
}

/** Forgets it: the session ended (a 401); sign-out deletes the whole database (src/worker/shell.ts). */
export async function forgetDashboard(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = await open();
  try {
    await db.delete(store, slot);
  } finally {
    db.close();
  }
}
