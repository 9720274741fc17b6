// The portal's service worker (README "Installed app"): the app shell for offline starts, and push
// messages. Hand-written rather than Workbox: see the README for why. Built on its own by
// scripts/serviceWorker.ts into dist/sw.js, with this build's file list written in.
import type { ToWorker } from './protocol.ts';
import { openFromNotification, showPush } from './push.ts';
import {
  brandFile,
  dropOldShells,
  forgetOfflineData,
  isPortalPage,
  isShellFile,
  keepOfflinePage,
  keepPage,
  otherPage,
  page,
  precacheShell,
  shellFile,
} from './shell.ts';

declare const self: ServiceWorkerGlobalScope;

// No skipWaiting here: a new build waits until the user agrees to reload (the page asks), so a
// page is never left running one build's code against another's files.
self.addEventListener('install', (event) => {
  // The offline page is a nicety: a site that cannot answer it still gets its worker.
  event.waitUntil(Promise.all([precacheShell(), keepOfflinePage().catch(() => undefined)]));
});

self.addEventListener('activate', (event) => {
  // The first worker takes the open pages at once, so the app works offline without a reload.
  event.waitUntil(Promise.all([dropOldShells(), self.clients.claim()]));
});

self.addEventListener('message', (event) => {
  const message = event.data as ToWorker | null;
  if (message?.type === 'vool:skip-waiting') void self.skipWaiting();
  if (message?.type === 'vool:keep-page') {
    // The offline page again too: the language may have changed since the install.
    const kept = [keepPage(message.url), keepOfflinePage()].map((work) => work.catch(() => undefined));
    event.waitUntil(Promise.all(kept));
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === '/api/auth/signout') {
    event.waitUntil(forgetOfflineData());
    return;
  }
  if (request.method !== 'GET') return;
  const waitUntil = (work: Promise<unknown>) => {
    event.waitUntil(work);
  };
  if (request.mode === 'navigate') {
    if (url.pathname === '/auth/signout') waitUntil(forgetOfflineData());
    if (isPortalPage(url)) event.respondWith(page(request, waitUntil));
    else if (url.pathname.startsWith('/auth/')) event.respondWith(otherPage(request));
    return;
  }
  if (isShellFile(url)) event.respondWith(shellFile(request));
  else if (url.pathname.startsWith('/tokens/')) event.respondWith(brandFile(request, waitUntil));
  // Everything else, the API above all, goes to the network untouched: answers are someone's.
});

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openFromNotification(event.notification));
});
