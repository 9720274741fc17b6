// What the pages and the service worker (sw.ts) say to each other. Types and constants only, with no
// DOM or worker types, so both programs compile it.

/** Where the service worker is served (scripts/serviceWorker.ts writes it there): its scope is the site. */
export const workerUrl = '/sw.js';

/**
 * Put in the head of a page the worker answered from its cache because the network did not answer:
 * the page starts offline (features/installable). Its content is when that page was kept (ms).
 */
export const offlineMarker = 'vool-offline';

/** The IndexedDB database of the installed app's offline dashboard; sign-out deletes it. */
export const offlineDatabase = 'vool-offline';

/** Spec §3: a push message as the push service delivers it (its payload, JSON). */
export interface PushMessage {
  from: string;
  collapseKey?: string;
  messageId: string;
  notification: { title: string; body?: string; image?: string; icon?: string };
  data?: Record<string, string>;
  fcmOptions?: { link?: string; analyticsLabel?: string };
}

/** A page to its worker. */
export type ToWorker =
  /** The user agreed to the new version: the waiting worker takes over (the page then reloads). */
  | { type: 'vool:skip-waiting' }
  /** Keep this address's document for offline starts, if it holds no one's data (see sw.ts). */
  | { type: 'vool:keep-page'; url: string };

/** The worker to its pages: a push message that came while a page of the portal was in front. */
export interface FromWorker {
  type: 'vool:push';
  message: PushMessage;
}
