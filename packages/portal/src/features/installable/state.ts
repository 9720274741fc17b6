// What the installed app's notices show (Notices.tsx): whether the page started offline and from
// when its data is, and whether a new version waits. Events, not server state: a small store of its
// own, in the chunks that load after the page, rather than a slice every page's start would carry.

export interface AppNoticeState {
  /** The page started from the worker's kept document: the network did not answer. */
  offline: boolean;
  /** When the dashboard shown offline was kept (ms), or null when none was. */
  dataFrom: number | null;
  /** The network answers again since the offline start. */
  backOnline: boolean;
  /** A new build's worker waits for the user's agreement to take over. */
  updateReady: boolean;
}

let state: AppNoticeState = { offline: false, dataFrom: null, backOnline: false, updateReady: false };
const listeners = new Set<() => void>();

export const appNotices = {
  get: (): AppNoticeState => state,
  set: (change: Partial<AppNoticeState>): void => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
