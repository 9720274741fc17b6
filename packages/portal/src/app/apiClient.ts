import { createCoreClient } from '@vool/api-client/browser';

/**
 * The one client of the portal, on the page's own origin (spec §7). Only the core calls: the pages
 * read their data through RTK Query endpoints on `request`, each in its own chunk.
 */
export const apiClient = createCoreClient();

/** Sends a client log entry; a log that cannot be sent is dropped, never shown. */
export function logClientError(message: string, payload: Record<string, unknown>): void {
  apiClient.logs
    .send({ level: 'error', message: message.slice(0, 4000), payload: { source: 'client', ...payload } })
    .catch(() => undefined);
}
