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
  watchForNetwork(() => {
    appNotices.set({ backOnline: true });
  });
}

const firstAsk = 5_000;
const longestWait = 60_000;

/**
 * Calls `back` once the API answers again. The browser's `online` event is only a hint: it does not
 * come on a network that is up without reaching the server (a captive portal), nor for a document
 * that opened offline while the browser thought itself online, so the API is also asked, calmly,
 * every 5 s growing to a minute.
 */
export function watchForNetwork(back: () => void): () => void {
  let wait = firstAsk;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    window.removeEventListener('online', askNow);
  };
  const ask = async () => {
    try {
      const answer = await fetch('/api/site', { cache: 'no-store' });
      if (answer.ok && !done) {
        stop();
        back();
        return;
      }
    } catch {
      // Still offline.
    }
    if (done) return;
    wait = Math.min(wait * 2, longestWait);
    timer = setTimeout(() => void ask(), wait);
  };
  function askNow() {
    clearTimeout(timer);
    void ask();
  }
  window.addEventListener('online', askNow);
  timer = setTimeout(() => void ask(), wait);
  return stop;
}
