import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { Feature } from '../../app/feature.ts';
import type { AppStore } from '../../app/store/store.ts';
import { offlineMarker } from '../../worker/protocol.ts';
import { installableCode, pageLoaded, siteHas } from './start.ts';

type Code = Awaited<ReturnType<typeof installableCode>>;

/**
 * Where the site has `installable-app`: once the page has loaded (the worker must not compete with
 * it), the rest of this feature's code loads and registers the service worker (run.ts).
 */
function* installableSaga(): SagaIterator {
  if (import.meta.env.SSR || !('serviceWorker' in navigator) || !siteHas('installable-app')) return;
  yield call(pageLoaded);
  const { runInstallable } = (yield call(installableCode)) as Code;
  yield call(runInstallable);
}

/** The installed app opened offline: the worker marked the document it kept (src/worker/shell.ts). */
const startOffline = (store: AppStore) =>
  document.querySelector(`meta[name="${offlineMarker}"]`)
    ? installableCode().then(({ startOffline: start }) => start(store))
    : undefined;

/** Spec §1 the installable web app: its service worker, offline start, notices and badge. */
export const installable: Feature = {
  name: 'installable',
  saga: installableSaga,
  beforeRoutes: startOffline,
};
