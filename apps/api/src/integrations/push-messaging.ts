import type { PushMessage, WebPushSubscription } from '@vool/api-client';

/** A site as the push vendor knows it: its sender id comes from the theme. */
export interface PushSite {
  id: number;
  themeId: string;
}

/** What the app server asks the vendor to send; the vendor adds `from` and `messageId` (spec §3). */
export interface OutgoingPush {
  collapseKey: PushMessage['collapseKey'];
  notification: PushMessage['notification'];
  data: PushMessage['data'];
  fcmOptions: PushMessage['fcmOptions'];
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** How one send went: `gone` when the device's subscription no longer exists (404/410). */
export interface PushSendResult {
  outcome: 'delivered' | 'gone' | 'failed';
  /** The push service's HTTP status; null when it was not reached. */
  statusCode: number | null;
  detail: string | null;
  messageId: string;
}

/**
 * A push-messaging vendor, as Firebase Cloud Messaging works for the web: the browser registers its
 * Web Push subscription (made with the site's VAPID key) under an installation's auth token and gets a
 * push token; the app server sends to a token. Refusals are `VendorError`s (401 a wrong or expired
 * installation token, 404 another installation's or an unknown token, 400 bad input). The in-server
 * adapter (sandbox-push.ts) sends real, encrypted Web Push with `web-push`.
 */
export interface PushMessaging {
  /** The site's VAPID public key (base64url), made once and kept. */
  vapidPublicKey(site: PushSite): Promise<string>;
  register(
    site: PushSite,
    installationAuth: string,
    subscription: WebPushSubscription,
  ): Promise<{ token: string }>;
  update(
    site: PushSite,
    installationAuth: string,
    token: string,
    subscription: WebPushSubscription,
  ): Promise<{ token: string }>;
  unregister(site: PushSite, installationAuth: string, token: string): Promise<void>;
  /** Whether the token is a live registration of this site. */
  knows(siteId: number, token: string): Promise<boolean>;
  send(site: PushSite, token: string, message: OutgoingPush): Promise<PushSendResult>;
}
