// What the push flow needs of the browser, in one place: the saga takes it as an argument, so its
// tests hand in their own (no browser has a push service in Jest).
import type { WebPushSubscription } from '@vool/api-client/browser';
import { workerUrl, type FromWorker, type PushMessage } from '../../worker/protocol.ts';
import type { Fetch } from './vendors.ts';

export type Permission = NotificationPermission | 'unsupported';

export interface PushPlatform {
  /** 'unsupported' where the browser lacks notifications, service workers or the Push API. */
  permission: () => Permission;
  requestPermission: () => Promise<NotificationPermission>;
  hasIndexedDb: () => boolean;
  online: () => boolean;
  /** The service worker's registration, once it has activated (the saga times the wait). */
  activeWorker: () => Promise<ServiceWorkerRegistration>;
  /** A Web Push subscription made with the site's key (the browser's push service answers). */
  subscribe: (registration: ServiceWorkerRegistration, vapidKey: string) => Promise<WebPushSubscription>;
  unsubscribe: (registration: ServiceWorkerRegistration) => Promise<void>;
  fetch: Fetch;
  /** Push messages the worker hands the page while it is in front; returns the unsubscribe. */
  onForegroundMessage: (listener: (message: PushMessage) => void) => () => void;
  /** A new installation id: 22 characters of base64url (spec §9), from 16 random bytes. */
  newInstallationId: () => string;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (buffer?.byteLength !== bytes.length) return false;
  const view = new Uint8Array(buffer);
  return view.every((byte, index) => byte === bytes[index]);
}

function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  if (registration.active) return Promise.resolve(registration);
  const worker = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(registration);
      if (worker.state === 'redundant') reject(new Error('The service worker became redundant'));
    });
  });
}

export const browserPlatform: PushPlatform = {
  permission: () =>
    typeof Notification === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof PushManager === 'undefined'
      ? 'unsupported'
      : Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  hasIndexedDb: () => typeof indexedDB !== 'undefined',
  online: () => navigator.onLine,
  activeWorker: async () => activated(await navigator.serviceWorker.register(workerUrl, { scope: '/' })),
  subscribe: async (registration, vapidKey) => {
    const key = keyBytes(vapidKey);
    let subscription = await registration.pushManager.getSubscription();
    // One made with another key (the site's key pair was replaced) cannot be used: it is replaced.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return subscription.toJSON() as WebPushSubscription;
  },
  unsubscribe: async (registration) => {
    await (await registration.pushManager.getSubscription())?.unsubscribe();
  },
  fetch: (input, init) => fetch(input, { ...init, credentials: 'omit' }),
  onForegroundMessage: (listener) => {
    const receive = (event: MessageEvent<FromWorker | null>) => {
      if (event.data?.type === 'vool:push') listener(event.data.message);
    };
    navigator.serviceWorker.addEventListener('message', receive);
    return () => {
      navigator.serviceWorker.removeEventListener('message', receive);
    };
  },
  newInstallationId: () => base64url(crypto.getRandomValues(new Uint8Array(16))).slice(0, 22),
};
