// The installable app's code after the page has loaded (feature.ts starts it where the site has
// `installable-app`): the worker, the status bar, and, in the installed app, the icon's badge and the
// dashboard kept for offline starts.
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, getContext, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { DashboardInvoices, Session } from '@vool/api-client/browser';
import { now } from '../../app/clock.ts';
import type { Navigation } from '../../app/store/navigation.ts';
import type { RootState } from '../../app/store/store.ts';
import { followSchemeInStatusBar, showUnpaidOnBadge } from './niceties.ts';
import { forgetDashboard, keepDashboard } from './offline.ts';
export { startOffline } from './offlineStart.ts';
export { Notices } from './Notices.tsx';
import { isInstalledApp } from './start.ts';
import { keepThisPage, registerWorker } from './worker.ts';

/**
 * What the dashboard and its frame show, by endpoint (features/dashboard/serverData.ts and
 * features/shell/serverData.ts fetch the same for the server render): all that is kept offline.
 */
export const keptEndpoints = new Set([
  'session',
  'representatives',
  'me',
  'consumptionStatistics',
  'yearlyConsumption',
  'expenses',
  'invoiceSummary',
  'dashboardLocations',
  'productionStatistics',
  'spotPrices',
]);

interface QueryEntry {
  status?: string;
  endpointName?: string;
  data?: unknown;
}

const answered = (action: Action) => action.type === 'api/executeQuery/fulfilled';
const endpointOf = (action: Action) =>
  (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName;

/** The dashboard's answers, when every one the page asked for has come. */
export function dashboardAnswers(state: RootState): Record<string, QueryEntry> | null {
  const queries = state.api.queries as Record<string, QueryEntry | undefined>;
  const kept: Record<string, QueryEntry> = {};
  for (const [key, entry] of Object.entries(queries)) {
    if (!entry?.endpointName || !keptEndpoints.has(entry.endpointName)) continue;
    if (entry.status === 'pending') return null;
    if (entry.status === 'fulfilled') kept[key] = entry;
  }
  return kept;
}

function sessionOf(queries: Record<string, QueryEntry>): Session | undefined {
  return Object.values(queries).find((entry) => entry.endpointName === 'session')?.data as
    Session | undefined;
}

/** Once the dashboard's answers have settled (a second without another), they are sealed and kept. */
function* keepWhatTheDashboardShows(): SagaIterator {
  yield delay(1000);
  const navigation = (yield getContext('navigation')) as Navigation;
  if (!navigation.here().startsWith('/dashboard')) return;
  const queries = (yield select(dashboardAnswers)) as ReturnType<typeof dashboardAnswers>;
  const session = queries && sessionOf(queries);
  if (!queries || !session?.token) return;
  const identity = JSON.stringify([session.user.clientCode, session.userOrRepresentativeCode]);
  try {
    yield call(keepDashboard, session.token, identity, queries, now());
  } catch {
    // No IndexedDB or no room: the app then opens offline without figures.
  }
}

function* badge(action: Action): SagaIterator {
  const summary = (action as { payload?: Partial<DashboardInvoices> }).payload;
  if (typeof summary?.unpaidCount === 'number') yield call(showUnpaidOnBadge, summary.unpaidCount);
}

/** A 401: the session ended, and the figures kept with it go too. */
function* forgetOnSignOut(): SagaIterator {
  yield call(forgetDashboard);
}

const sessionEnded = (action: Action) =>
  action.type === 'api/executeQuery/rejected' &&
  (action as { payload?: { status?: number } }).payload?.status === 401;

export function* runInstallable(): SagaIterator {
  followSchemeInStatusBar();
  const registration = (yield call(registerWorker)) as ServiceWorkerRegistration | null;
  if (!isInstalledApp()) return;
  if (registration) yield fork(keepThisPage);
  yield takeEvery((action: Action) => answered(action) && endpointOf(action) === 'invoiceSummary', badge);
  yield takeLatest(
    (action: Action) => answered(action) && keptEndpoints.has(endpointOf(action) ?? ''),
    keepWhatTheDashboardShows,
  );
  yield takeEvery(sessionEnded, forgetOnSignOut);
}
