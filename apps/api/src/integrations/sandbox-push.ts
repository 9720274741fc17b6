import type { Agent } from 'node:https';
import { createECDH, randomUUID } from 'node:crypto';
import webpush from 'web-push';
import { brands, isThemeId } from '@vool/tokens/brands';
import type { WebPushSubscription } from '@vool/api-client';
import { randomToken } from '../crypto.ts';
import type { Db } from '../db/connect.ts';
import { VendorError, type InstallationIdentity } from './installations.ts';
import type { OutgoingPush, PushMessaging, PushSendResult, PushSite } from './push-messaging.ts';
import { vapidKeysOf, type VapidKeys } from './vapid.ts';

export interface PushVendorOptions {
  /**
   * Which push services a subscription may name: `known` (the browsers' own: Google, Mozilla, Apple,
   * Microsoft), or `any` https address (a test's local push service). Sending to an address is a
   * request from this server, so by default it goes only where browsers' subscriptions point.
   */
  endpoints: 'known' | 'any';
  /** The https agent for the push services (a test's trusts its local service's certificate). */
  agent?: Agent;
  timeoutMs: number;
}

const knownPushServices = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

const endpointAllowed = (endpoint: string, policy: PushVendorOptions['endpoints']) => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return policy === 'any' || knownPushServices.some((known) => host === known || host.endsWith(`.${known}`));
};

/** Whether the bytes are a point of P-256 (the key agreement refuses any other). */
function onCurve(key: Buffer): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

const tokenNotFound = () => new VendorError(404, 'Requested entity was not found.');

/**
 * The push-messaging vendor, in this server: its registrations map push tokens to Web Push
 * subscriptions, each under an installation of the installation-identity vendor (a deleted
 * installation takes its registrations with it). Sending is real Web Push: the payload encrypted
 * (aes128gcm) for the subscription's keys and signed with the site's VAPID key by `web-push`.
 */
export class SandboxPushMessaging implements PushMessaging {
  private readonly keys = new Map<number, Promise<VapidKeys>>();

  constructor(
    private readonly db: Db,
    private readonly installations: InstallationIdentity,
    private readonly now: () => Date,
    private readonly options: PushVendorOptions,
  ) {}

  async vapidPublicKey(site: PushSite): Promise<string> {
    return (await this.vapid(site.id)).publicKey;
  }

  async register(site: PushSite, installationAuth: string, subscription: WebPushSubscription) {
    const who = await this.installations.authenticate(site.id, installationAuth);
    this.check(subscription);
    const at = this.now();
    // The same subscription registered again keeps its token, as a browser that asks twice expects.
    const row = await this.db
      .insertInto('push_registrations')
      .values({
        token: randomToken(48),
        site_id: site.id,
        installation_id: who.installationId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) =>
        conflict.columns(['installation_id', 'endpoint']).doUpdateSet({
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          updated_at: at,
        }),
      )
      .returning('token')
      .executeTakeFirstOrThrow();
    return { token: row.token };
  }

  async update(site: PushSite, installationAuth: string, token: string, subscription: WebPushSubscription) {
    const who = await this.installations.authenticate(site.id, installationAuth);
    this.check(subscription);
    const row = await this.db
      .updateTable('push_registrations')
      .set({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        updated_at: this.now(),
      })
      .where('token', '=', token)
      .where('site_id', '=', site.id)
      .where('installation_id', '=', who.installationId)
      .returning('token')
      .executeTakeFirst()
      .catch((error: unknown) => {
        // Another registration of this installation has that endpoint already.
        if ((error as { code?: string }).code === '23505')
          throw new VendorError(400, 'Subscription already registered.');
        throw error;
      });
    if (!row) throw tokenNotFound();
    return { token: row.token };
  }

  async unregister(site: PushSite, installationAuth: string, token: string): Promise<void> {
    const who = await this.installations.authenticate(site.id, installationAuth);
    const deleted = await this.db
      .deleteFrom('push_registrations')
      .where('token', '=', token)
      .where('site_id', '=', site.id)
      .where('installation_id', '=', who.installationId)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw tokenNotFound();
  }

  async knows(siteId: number, token: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('push_registrations')
      .select('token')
      .where('token', '=', token)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async send(site: PushSite, token: string, message: OutgoingPush): Promise<PushSendResult> {
    const messageId = randomUUID();
    const row = await this.db
      .selectFrom('push_registrations')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('token', '=', token)
      .where('site_id', '=', site.id)
      .executeTakeFirst();
    if (!row) return { outcome: 'gone', statusCode: null, detail: 'No such registration', messageId };
    const { ttlSeconds, urgency, ...content } = message;
    const payload = JSON.stringify({ from: `vool-${site.themeId}`, messageId, ...content });
    const vapid = await this.vapid(site.id);
    try {
      const sent = await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        payload,
        {
          vapidDetails: { subject: this.subjectOf(site.themeId), ...vapid },
          TTL: ttlSeconds,
          urgency,
          topic: message.collapseKey,
          timeout: this.options.timeoutMs,
          ...(this.options.agent ? { agent: this.options.agent } : {}),
        },
      );
      return { outcome: 'delivered', statusCode: sent.statusCode, detail: null, messageId };
    } catch (error) {
      if (error instanceof webpush.WebPushError) {
        // The subscription has expired or was withdrawn: the push service will never take it again.
        if (error.statusCode === 404 || error.statusCode === 410) {
          await this.db.deleteFrom('push_registrations').where('token', '=', token).execute();
          return {
            outcome: 'gone',
            statusCode: error.statusCode,
            detail: error.body.slice(0, 200),
            messageId,
          };
        }
        return {
          outcome: 'failed',
          statusCode: error.statusCode,
          detail: error.body.slice(0, 200),
          messageId,
        };
      }
      return {
        outcome: 'failed',
        statusCode: null,
        detail: (error as Error).message.slice(0, 200),
        messageId,
      };
    }
  }

  /** Bad input answers 400, as the vendor's own validation would. */
  private check(subscription: WebPushSubscription) {
    if (!endpointAllowed(subscription.endpoint, this.options.endpoints)) {
      throw new VendorError(400, 'The subscription endpoint is not a push service.');
    }
    const key = Buffer.from(subscription.keys.p256dh, 'base64url');
    const auth = Buffer.from(subscription.keys.auth, 'base64url');
    // An uncompressed P-256 point and a 16-byte secret, or nothing can be encrypted for it.
    if (key.length !== 65 || key[0] !== 4 || auth.length !== 16 || !onCurve(key)) {
      throw new VendorError(400, 'The subscription keys are not a P-256 key and a 16-byte secret.');
    }
  }

  /** VAPID's contact: the brand's customer-service address, as push services ask for one. */
  private subjectOf(themeId: string) {
    return `mailto:${isThemeId(themeId) ? brands[themeId].customerService.email : 'push@vool.example'}`;
  }

  private vapid(siteId: number): Promise<VapidKeys> {
    let keys = this.keys.get(siteId);
    if (!keys) {
      keys = vapidKeysOf(this.db, siteId, this.now());
      // A failed read is not kept: the next call tries again.
      keys.catch(() => this.keys.delete(siteId));
      this.keys.set(siteId, keys);
    }
    return keys;
  }
}
