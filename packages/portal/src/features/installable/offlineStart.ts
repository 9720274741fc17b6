import { servedAnswers } from '../../app/store/api.ts';
import type { AppStore } from '../../app/store/store.ts';
import { readDashboard } from './offline.ts';
import { appNotices } from './state.ts';

/**
 * The installed app opened without a network (the worker answered with the document it kept): the
 * last dashboard kept goes into the store as a server render's answers would, so the pages draw it
 * and ask nothing again; the notice says from when it is. Every call made meanwhile fails and says
 * it needs a connection (features/errors: the app-offline toast).
 */
export async function startOffline(store: AppStore): Promise<void> {
  const kept = await readDashboard().catch(() => null);
  if (kept) {
    store.dispatch(servedAnswers({ queries: kept.queries, mutations: {}, provided: { tags: {}, keys: {} } }));
  }
  appNotices.set({ offline: true, dataFrom: kept?.keptAt ?? null });
  window.addEventListener(
    'online',
    () => {
      appNotices.set({ backOnline: true });
    },
    { once: true },
  );
}
