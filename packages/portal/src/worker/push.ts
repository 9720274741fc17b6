// Push messages (spec §3): shown as a notification with the brand's icon, or, while a page of the
// portal is in front, handed to it to show as a toast; a click opens the message's link.
import type { FromWorker, PushMessage } from './protocol.ts';

declare const self: ServiceWorkerGlobalScope;

function readMessage(data: PushMessageData | null): PushMessage | null {
  if (!data) return null;
  try {
    const message = data.json() as Partial<PushMessage>;
    return typeof message.notification?.title === 'string' ? (message as PushMessage) : null;
  } catch {
    return null;
  }
}

/** Only a path of this site: a message never sends the user elsewhere. */
export function linkOf(message: Pick<PushMessage, 'fcmOptions'>): string {
  const link = message.fcmOptions?.link ?? '/';
  try {
    const url = new URL(link, self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

export async function showPush(data: PushMessageData | null): Promise<void> {
  const message = readMessage(data);
  if (!message) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const inFront = windows.filter((client) => client.visibilityState === 'visible' && client.focused);
  if (inFront.length > 0) {
    const note: FromWorker = { type: 'vool:push', message };
    for (const client of inFront) client.postMessage(note);
    return;
  }
  const { title, body, icon, image } = message.notification;
  await self.registration.showNotification(title, {
    ...(body ? { body } : {}),
    ...(icon ? { icon, badge: icon } : {}),
    // A newer message of the same kind replaces the older one rather than piling up.
    ...(message.collapseKey ? { tag: message.collapseKey } : {}),
    ...(image ? ({ image } as NotificationOptions) : {}),
    data: { link: linkOf(message), messageId: message.messageId },
  });
}

/** The click: an open window of the portal goes to the link and comes to the front; else one opens. */
export async function openFromNotification(notification: Notification): Promise<void> {
  notification.close();
  const link = (notification.data as { link?: string } | null)?.link ?? '/';
  const target = new URL(link, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      const moved = open.url === target ? open : ((await open.navigate(target)) ?? open);
      await moved.focus();
      return;
    } catch {
      // A window the worker does not control cannot be sent elsewhere: a new one opens instead.
    }
  }
  await self.clients.openWindow(target);
}
