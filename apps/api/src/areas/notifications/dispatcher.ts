import type { FastifyBaseLogger } from 'fastify';
import { brands, isThemeId } from '@vool/tokens/brands';
import type { LocaleId, PushKind } from '@vool/api-client';
import type { JobQueue, Queries } from '../../jobs/queue.ts';
import type { PushMessaging, PushSite } from '../../integrations/push-messaging.ts';
import { assetUrl, type SiteContext } from '../site/sites.ts';
import type { PushRepository } from './repository.ts';

/** The queue the dispatcher's jobs go through: one job per message. */
export const pushQueue = 'push-send';

/** How long a push service keeps each kind for an offline device, and how urgently it delivers it. */
const delivery: Record<PushKind, { ttlSeconds: number; urgency: 'normal' | 'high' }> = {
  'outage-start': { ttlSeconds: 6 * 3600, urgency: 'high' },
  'outage-end': { ttlSeconds: 6 * 3600, urgency: 'normal' },
  'ticket-reply': { ttlSeconds: 7 * 24 * 3600, urgency: 'normal' },
  'spot-price': { ttlSeconds: 24 * 3600, urgency: 'normal' },
  payment: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  message: { ttlSeconds: 24 * 3600, urgency: 'normal' },
};

/** A message a producer wants the client's devices to show. */
export interface PushNotice {
  siteId: number;
  clientId: number;
  kind: PushKind;
  /** The words, in the client's language (theirs, else the site's). */
  texts: (locale: LocaleId) => { title: string; body: string };
  /** A same-origin path the notification opens. */
  link: string;
  data?: Record<string, string>;
  /** Web Push `Topic`: up to 32 of [A-Za-z0-9_-]; a newer message with it replaces an undelivered one. */
  collapseKey: string;
  /** What makes the occasion one: told to a client once, however often produced. */
  dedupeKey?: string;
  /** Record the message even when the client has no device (the sandbox shows that). */
  evenWithoutDevices?: boolean;
  /** Sent no earlier than this (a customer's quiet hours); now unless given. */
  notBefore?: Date;
}

export interface DispatcherDeps {
  repository: PushRepository;
  queue: JobQueue;
  push: PushMessaging;
  sites: readonly SiteContext[];
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

const topicOf = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);

/**
 * Sends messages to a client's devices. `notify` writes the message and its job (in the producer's
 * transaction when given one, so a message exists only if what it tells of does); the queue's worker
 * (`deliver`) encrypts and sends it through the push vendor to every device the client linked, records
 * each delivery, and drops a device whose subscription is gone (404/410).
 */
export function pushDispatcher({ repository, queue, push, sites, now, log }: DispatcherDeps) {
  const siteById = new Map(sites.map((site) => [site.id, site]));

  return {
    /** The message's id, or undefined: no push on the site, no device, or told before. */
    async notify(notice: PushNotice, tx?: Queries): Promise<number | undefined> {
      const site = siteById.get(notice.siteId);
      if (!site?.config.features.includes('push-notifications')) return undefined;
      const q = tx ?? repository.db;
      if (!notice.evenWithoutDevices && !(await repository.hasDevices(notice.clientId, q))) return undefined;
      const locale = (await repository.localeOf(notice.clientId, q)) ?? site.config.default_locale_id;
      const { title, body } = notice.texts(locale);
      const id = await repository.addMessage(q, {
        site_id: site.id,
        client_id: notice.clientId,
        kind: notice.kind,
        title,
        body,
        link: notice.link,
        data: JSON.stringify({ kind: notice.kind, ...notice.data }),
        collapse_key: topicOf(notice.collapseKey),
        ttl_seconds: delivery[notice.kind].ttlSeconds,
        urgency: delivery[notice.kind].urgency,
        dedupe_key: notice.dedupeKey ?? null,
        status: 'queued',
        created_at: now(),
      });
      const delayMs = notice.notBefore ? notice.notBefore.getTime() - now().getTime() : 0;
      const delaySeconds = delayMs > 0 ? Math.ceil(delayMs / 1000) : 0;
      if (id !== undefined) await queue.send(pushQueue, { messageId: id }, { tx, delaySeconds });
      return id;
    },

    /** The worker's job: sends one message to every device of its client, once. */
    async deliver({ messageId }: { messageId: number }): Promise<void> {
      const message = await repository.claimMessage(messageId);
      // Sent already (a repeated job), or gone with its client.
      if (!message) return;
      const site = siteById.get(message.site_id);
      const devices = await repository.devices(message.client_id);
      if (!site || devices.length === 0) {
        await repository.finishMessage(message.id, 'no-devices', now());
        return;
      }
      const brand = isThemeId(site.config.theme_id) ? brands[site.config.theme_id] : undefined;
      const pushSite: PushSite = { id: site.id, themeId: site.config.theme_id };
      let delivered = 0;
      for (const device of devices) {
        const result = await push.send(pushSite, device.token, {
          collapseKey: message.collapse_key,
          notification: {
            title: message.title,
            body: message.body,
            icon: brand ? assetUrl(brand.id, brand.assets.icon192) : '/favicon.ico',
          },
          data: message.data,
          fcmOptions: { link: message.link, analyticsLabel: message.kind },
          ttlSeconds: message.ttl_seconds,
          urgency: message.urgency,
        });
        await repository.addDelivery({
          message_id: message.id,
          device_id: device.id,
          device_label: device.label,
          outcome: result.outcome,
          status_code: result.statusCode,
          detail: result.detail,
          vendor_message_id: result.messageId,
          at: now(),
        });
        if (result.outcome === 'delivered') delivered += 1;
        if (result.outcome === 'gone') await repository.forgetToken(device.token);
      }
      await repository.finishMessage(message.id, delivered > 0 ? 'sent' : 'failed', now());
      log.info({ messageId: message.id, devices: devices.length, delivered }, 'push message sent');
    },
  };
}

export type PushDispatcher = ReturnType<typeof pushDispatcher>;
