import type { Db } from '../../db/connect.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import type { Messenger } from '../../integrations/messenger.ts';
import type { SiteContext } from '../site/sites.ts';
import type { ReachableContact } from './notification-contacts.ts';
import type { Message } from './notification-messages.ts';

/** How messages leave, given the transaction that records them (the sandboxes write in it). */
export type Outbound = (tx: Db) => { mailer: Mailer; messenger: Messenger };

/** One occasion told: whom, of what. */
export interface Delivery {
  clientId: number;
  subject: string;
  key: string;
  to: string[];
}

export interface Occasion {
  site: SiteContext;
  clientId: number;
  /** A notification subject, or `SpotPrice`. */
  subject: string;
  /** What makes the occasion one: the day told of, the invoice and its due date. */
  key: string;
  contacts: readonly ReachableContact[];
  message: Message;
  at: Date;
}

/**
 * Sends an occasion's message to each contact, once ever. The occasion's row goes in first, in the same
 * transaction as the sending: a second run (or another instance at the same moment, which waits on the
 * unique key) finds it taken and sends nothing, and a failed send rolls the row back, so the next run
 * tries again. Undefined when nothing was sent.
 */
export async function deliver(db: Db, outbound: Outbound, occasion: Occasion): Promise<Delivery | undefined> {
  const { site, clientId, subject, key, contacts, message, at } = occasion;
  if (contacts.length === 0) return undefined;
  const company = site.config.company_name;
  return db.transaction().execute(async (tx) => {
    const taken = await tx
      .insertInto('notification_deliveries')
      .values({ client_id: clientId, subject, key, sent_at: at })
      .onConflict((conflict) => conflict.columns(['client_id', 'subject', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!taken) return undefined;
    const { mailer, messenger } = outbound(tx);
    for (const contact of contacts) {
      if (contact.type === 'Email') {
        await mailer.send({
          siteId: site.id,
          to: contact.value,
          subject: `${company}: ${message.title}`,
          body: message.lines.join('\n'),
        });
      } else {
        await messenger.send({
          siteId: site.id,
          to: contact.value,
          text: `${company}: ${message.title}. ${message.lines.join(' ')}`,
        });
      }
    }
    return { clientId, subject, key, to: contacts.map((contact) => contact.value) };
  });
}
