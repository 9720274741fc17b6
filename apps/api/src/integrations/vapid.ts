import webpush from 'web-push';
import type { Db } from '../db/connect.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * A site's VAPID key pair: made the first time it is asked for and stored, so every instance and every
 * restart signs with the same key (a browser's subscription is bound to it). Two instances making one
 * at once keep whichever was stored first.
 */
export async function vapidKeysOf(db: Db, siteId: number, now: Date): Promise<VapidKeys> {
  const stored = () =>
    db
      .selectFrom('push_vapid_keys')
      .select(['public_key as publicKey', 'private_key as privateKey'])
      .where('site_id', '=', siteId)
      .executeTakeFirst();
  const found = await stored();
  if (found) return found;
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('push_vapid_keys')
    .values({ site_id: siteId, public_key: made.publicKey, private_key: made.privateKey, created_at: now })
    .onConflict((conflict) => conflict.column('site_id').doNothing())
    .execute();
  return (await stored())!;
}
