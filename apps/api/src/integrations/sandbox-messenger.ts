import type { Db } from '../db/connect.ts';
import type { Messenger, TextMessage } from './messenger.ts';

/** What the outbox's subject line shows of a message: about what one SMS holds. */
const subjectLength = 160;

/**
 * The sandbox SMS gateway: a message goes to the outbox the tester reads at /sandbox/mail, addressed to
 * the number, its subject starting "SMS:". Given a transaction, it writes in it, so a message and the
 * record that it was sent are kept or dropped together.
 */
export class SandboxMessenger implements Messenger {
  constructor(private readonly db: Db) {}

  async send(message: TextMessage): Promise<void> {
    const subject = `SMS: ${message.text}`;
    await this.db
      .insertInto('outbox')
      .values({
        site_id: message.siteId,
        to_address: message.to,
        subject: subject.length > subjectLength ? `${subject.slice(0, subjectLength - 1)}…` : subject,
        body: message.text,
        link: null,
      })
      .execute();
  }
}
