// This device's installation and push token, kept in IndexedDB (`idb`) so that every tab and the
// next launch share one registration (spec §4: not registered, in progress, registered).
import { openDB, type IDBPDatabase } from 'idb';
import type { WebPushSubscription } from '@vool/api-client/browser';

export type RegistrationStatus = 'not-registered' | 'in-progress' | 'registered';

export interface InstallationEntry {
  fid: string;
  status: RegistrationStatus;
  /** When the registration now in progress started (ms): older than 10 s, it is reset. */
  registrationTime?: number;
  refreshToken?: string;
  authToken?: { token: string; expiresAt: number };
}

export interface TokenEntry {
  token: string;
  /** When the push token was made or last updated (ms): older than 7 days, it is refreshed. */
  createTime: number;
  vapidKey: string;
  subscription: WebPushSubscription;
}

const databaseName = 'vool-push';
const installations = 'installations';
const tokens = 'tokens';

export interface PushStorage {
  installation: () => Promise<InstallationEntry | undefined>;
  setInstallation: (entry: InstallationEntry) => Promise<void>;
  deleteInstallation: () => Promise<void>;
  token: () => Promise<TokenEntry | undefined>;
  setToken: (entry: TokenEntry) => Promise<void>;
  deleteToken: () => Promise<void>;
}

/** One app (the site's `appId`) on this device: its entries are keyed by it. */
export function pushStorage(appId: string): PushStorage {
  let opening: Promise<IDBPDatabase> | undefined;
  const db = () =>
    (opening ??= openDB(databaseName, 1, {
      upgrade(database) {
        database.createObjectStore(installations);
        database.createObjectStore(tokens);
      },
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        opening = undefined;
      },
    }));
  return {
    installation: async () =>
      (await db()).get(installations, appId) as Promise<InstallationEntry | undefined>,
    setInstallation: async (entry) => {
      await (await db()).put(installations, entry, appId);
    },
    deleteInstallation: async () => {
      await (await db()).delete(installations, appId);
    },
    token: async () => (await db()).get(tokens, appId) as Promise<TokenEntry | undefined>,
    setToken: async (entry) => {
      await (await db()).put(tokens, entry, appId);
    },
    deleteToken: async () => {
      await (await db()).delete(tokens, appId);
    },
  };
}
