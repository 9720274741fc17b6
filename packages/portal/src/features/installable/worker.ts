// The page's side of the service worker (src/worker/sw.ts): registering it, keeping the installed
// app's document for offline starts, and a new build's worker, which takes over only when the user
// agrees and no form holds unsaved changes.
import { hasUnsavedForm, subscribeUnsavedForms } from '../forms/index.ts';
import { workerUrl, type ToWorker } from '../../worker/protocol.ts';
import { appNotices } from './state.ts';

let waiting: ServiceWorker | null = null;
let agreed = false;
let declined = false;

/** The banner shows while a new worker waits and no form is being filled in (never in the middle of one). */
const offerUpdate = () => {
  appNotices.set({ updateReady: waiting !== null && !declined && !hasUnsavedForm() });
};

/** "Later": not asked again until the app is opened anew (the new build then starts by itself). */
export function declineUpdate(): void {
  declined = true;
  offerUpdate();
}

function found(worker: ServiceWorker) {
  waiting = worker;
  offerUpdate();
}

/** Called by the banner's Reload: the waiting worker takes over, then the page reloads in its build. */
export function applyUpdate(): void {
  if (!waiting) return;
  agreed = true;
  waiting.postMessage({ type: 'vool:skip-waiting' } satisfies ToWorker);
}

function watchUpdates(registration: ServiceWorkerRegistration) {
  // A worker already in control means the new one is an update; the first one is no news.
  if (registration.waiting && navigator.serviceWorker.controller) found(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) found(worker);
    });
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (agreed) window.location.reload();
  });
  subscribeUnsavedForms(offerUpdate);
  // An app left open for days still learns of a new build: look again whenever it comes to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

/** Registers the worker (the whole site is its scope); null where the browser refuses it. */
export async function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  try {
    const registration = await navigator.serviceWorker.register(workerUrl, { scope: '/' });
    watchUpdates(registration);
    return registration;
  } catch {
    return null;
  }
}

/**
 * Asks the worker to keep this page's document for offline starts. The installed app's documents
 * hold no one's data (the browser draws its pages); the worker checks that itself all the same.
 */
export async function keepThisPage(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'vool:keep-page', url: window.location.href } satisfies ToWorker);
}
