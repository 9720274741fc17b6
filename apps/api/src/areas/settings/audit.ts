import type { Kysely } from 'kysely';
import type { ChangeItem } from '@vool/api-client';
import type { Database } from '../../db/schema.ts';

export interface ChangeRecord {
  /** The client whose data changed (the acting client). */
  clientId: number;
  /** The signed-in person who made the change; a representative when acting for a company. */
  actorId: number;
  item: ChangeItem;
  /** A short description of the browser, from deviceOf(). */
  device: string;
  /** From the injected clock, so tests and the audit agree on time. */
  at: Date;
}

/**
 * One audit row for one changed item. Pass the transaction that makes the change, so the row and the
 * change are saved (or not) together. A Transaction is a Kysely, so either is accepted.
 */
export async function recordChange(db: Kysely<Database>, change: ChangeRecord): Promise<void> {
  await db
    .insertInto('account_changes')
    .values({
      client_id: change.clientId,
      actor_id: change.actorId,
      item: change.item,
      device: change.device,
      at: change.at,
    })
    .execute();
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", Android says "Linux".
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * "Chrome on Android" from a User-Agent header: enough for a person to recognise their own device in
 * the change history, without a parsing library. Unknown parts say so rather than guess.
 */
export function deviceOf(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1];
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** Who makes a change, for whom and from where: what every audited change needs to know. */
export interface Actor {
  clientId: number;
  actorId: number;
  device: string;
}
